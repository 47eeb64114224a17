import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ingestScanEvents } from "../../workers/scans/consumer";
import { insertCode, scanEventFor } from "./scan-helpers";

describe("scan aggregation", () => {
  it("folds events into one row per code and day", async () => {
    const code = await insertCode("AGG-ONE");
    const events = Array.from({ length: 30 }, (_, i) =>
      scanEventFor(code, {
        visitor: i < 20 ? `00000000000000${(i % 10).toString(16)}1` : null,
        bot: i < 20 ? null : "crawler",
      }),
    );
    const r = await ingestScanEvents(env.DB, events);
    expect(r).toEqual({ counted: 30, duplicates: 0 });
    const row = await env.DB.prepare(
      "SELECT * FROM scan_code_daily WHERE code = ?1",
    )
      .bind(code)
      .first();
    console.log(row);
  });
});
