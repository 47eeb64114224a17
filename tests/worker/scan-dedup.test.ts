import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { scanStore } from "#app/lib/db/scans.server.ts";
import { ingestScanEvents } from "../../workers/scans/consumer";
import { maxFilterRows } from "../support/scan-bounds";
import { insertCode, scanEventFor } from "./scan-helpers";

/** Delivers events in queue-sized batches, as of `now`; returns the duplicates found. */
async function deliverAll(
  events: ReturnType<typeof scanEventFor>[],
  now: number,
  size = 100,
) {
  let duplicates = 0;
  for (let i = 0; i < events.length; i += size)
    duplicates += (await ingestScanEvents(events.slice(i, i + size), now))
      .duplicates;
  return duplicates;
}

const filterRows = (day: string, like: string) =>
  env.DB.prepare(
    "SELECT COUNT(*) AS n FROM scan_dedup_filter WHERE day = ?1 AND code LIKE ?2",
  )
    .bind(day, like)
    .first<{ n: number }>()
    .then((r) => r!.n);

const counted = (day: string, like: string) =>
  env.DB.prepare(
    `SELECT COALESCE(SUM(scans + bot_events), 0) AS n FROM scan_code_daily
     WHERE day = ?1 AND code LIKE ?2`,
  )
    .bind(day, like)
    .first<{ n: number }>()
    .then((r) => r!.n);

describe("scan dedup filter in D1", () => {
  it("keeps one filter row per code-day for a burst across many codes, and one shared filter for made-up codes", async () => {
    const day = "2026-03-03";
    const at = Date.parse(`${day}T09:00:00Z`);
    const codes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        insertCode(`DD-BURST-${String(i).padStart(2, "0")}`),
      ),
    );
    // 5,000 events, 100 per code, interleaved as a queue delivers them.
    const events = Array.from({ length: 5_000 }, (_, i) =>
      scanEventFor(codes[i % codes.length]!, { at: at + i }),
    );
    // 300 events, each for a different code nobody minted.
    const madeUp = Array.from({ length: 300 }, (_, i) =>
      scanEventFor(`DD-NEVER-${i}`, { at: at + i }),
    );
    const now = at + 60_000;
    expect(await deliverAll([...events, ...madeUp], now)).toBe(0);
    // Redelivered whole, regrouped: nothing counts twice.
    expect(await deliverAll([...madeUp, ...events].reverse(), now, 70)).toBe(
      5_300,
    );
    expect(await counted(day, "DD-BURST-%")).toBe(5_000);
    const unknown = await env.DB.prepare(
      "SELECT events FROM scan_unknown_daily WHERE day = ?1",
    )
      .bind(day)
      .first<{ events: number }>();
    expect(unknown!.events).toBe(300);

    // Rows follow code-days, not events: 50 codes x 1 day, one filter row each.
    expect(await filterRows(day, "DD-BURST-%")).toBe(codes.length);
    // Made-up codes add no rows of their own: they share the day's filter ("").
    expect(await filterRows(day, "DD-NEVER-%")).toBe(0);
    expect(await filterRows(day, "")).toBeLessThanOrEqual(maxFilterRows(300));
    const rows = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM scan_code_daily WHERE day = ?1 AND code LIKE 'DD-BURST-%')
            + (SELECT COUNT(*) FROM scan_daily WHERE day = ?1 AND code LIKE 'DD-BURST-%')
            + (SELECT COUNT(*) FROM scan_dedup_filter WHERE day = ?1 AND code LIKE 'DD-BURST-%') AS n`,
    )
      .bind(day)
      .first<{ n: number }>();
    // Every row these 5,000 events left: three per code-day.
    expect(rows!.n).toBe(3 * codes.length);
  }, 120_000);

  it("finds a redelivery in whichever generation its event was counted", async () => {
    const day = "2026-03-04";
    const at = Date.parse(`${day}T09:00:00Z`);
    const code = await insertCode("DD-GENERATIONS");
    // 1,000 events: generations 0..3 (128 + 256 + 512 + 104 events).
    const events = Array.from({ length: 1_000 }, (_, i) =>
      scanEventFor(code, { at: at + i, bot: i % 4 ? null : "crawler" }),
    );
    const now = at + 60_000;
    expect(await deliverAll(events, now)).toBe(0);
    expect(await filterRows(day, code)).toBeLessThanOrEqual(
      maxFilterRows(1_000),
    );
    expect(await filterRows(day, code)).toBeGreaterThan(8);
    expect(await deliverAll([...events].reverse(), now, 64)).toBe(1_000);
    expect(await counted(day, code)).toBe(1_000);
  }, 120_000);

  it("counts an event once when its redelivery commits, and moves the code-day to a new generation, while the first delivery is writing", async () => {
    const day = "2026-03-05";
    const at = Date.parse(`${day}T09:00:00Z`);
    const now = at + 60_000;
    const code = await insertCode("DD-GEN-RACE");
    // Bot events carry no visitor sketch, so only the count guard stands
    // between the two deliveries and a double count.
    const bot = (ms: number) =>
      scanEventFor(code, { at: at + ms, bot: "crawler", visitor: null });
    // 120 counted: the code-day's filter is one row (generation 0).
    await deliverAll(
      Array.from({ length: 120 }, (_, i) => bot(i)),
      now,
    );
    const mine = Array.from({ length: 20 }, (_, i) => bot(1_000 + i));
    const others = Array.from({ length: 100 }, (_, i) => bot(2_000 + i));
    let calls = 0;
    const db = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "batch")
          return async (statements: D1PreparedStatement[]) => {
            // Between this delivery's read and its write, a redelivery of
            // half its events commits with 100 others: the code-day passes
            // 128 events and its new events go to generation 1.
            if (++calls === 2)
              await ingestScanEvents([...mine.slice(0, 10), ...others], now);
            return target.batch(statements);
          };
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const result = await ingestScanEvents(mine, now, scanStore({ DB: db }));
    // Read, write rolled back by the count guard, read again, write.
    expect(calls).toBe(4);
    expect(result).toEqual({ counted: 10, duplicates: 10 });
    expect(await counted(day, code)).toBe(120 + 110 + 10);
    // And every one of the 240 is recognised from now on.
    expect(
      await deliverAll(
        [...mine, ...others].map((e) => ({ ...e })),
        now,
      ),
    ).toBe(120);
  }, 60_000);
});
