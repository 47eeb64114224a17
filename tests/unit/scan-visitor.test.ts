import { describe, expect, it } from "vitest";
import { visitorHash } from "../../workers/scans/visitor";

const UA =
  "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

describe("daily visitor hash", () => {
  it("is 64 bits that name a person for one day only", async () => {
    const today = await visitorHash("s", "2026-03-10", "203.0.113.9", UA);
    expect(today).toMatch(/^[0-9a-f]{16}$/);
    expect(await visitorHash("s", "2026-03-10", "203.0.113.9", UA)).toBe(today);
    // Another day, another salt: the same person cannot be linked across days.
    expect(await visitorHash("s", "2026-03-11", "203.0.113.9", UA)).not.toBe(
      today,
    );
    expect(
      await visitorHash("other", "2026-03-10", "203.0.113.9", UA),
    ).not.toBe(today);
    expect(await visitorHash("s", "2026-03-10", "203.0.113.10", UA)).not.toBe(
      today,
    );
    expect(
      await visitorHash("s", "2026-03-10", "203.0.113.9", `${UA} x`),
    ).not.toBe(today);
  });
});
