import { describe, expect, it } from "vitest";
import { MAX_SCAN_BREAKDOWN_ROWS_PER_CODE_DAY } from "#app/lib/policies.ts";
import { eventId, surfaceOf, type ScanEvent } from "../../workers/scans/events";
import {
  foldEvents,
  OVERFLOW_TAG,
  parseScanEvent,
} from "../../workers/scans/fold";
import { estimate } from "#app/lib/scans/hll.ts";

const AT = Date.parse("2026-03-10T08:00:00Z");
const event = (overrides: Partial<ScanEvent> = {}): ScanEvent => ({
  id: eventId(AT),
  at: AT,
  code: "KNOWN-1",
  surface: "qr",
  source: "qr",
  campaign: null,
  country: "GB",
  bot: null,
  visitor: "0123456789abcdef",
  ...overrides,
});
const ctx = {
  knownCodes: new Set(["KNOWN-1"]),
  storedRows: new Map<string, number>(),
};

describe("folding scan events", () => {
  it("counts people, bots and unknown codes apart", () => {
    const folded = foldEvents(
      [
        event(),
        event(), // the same person again: a scan, not a new visitor
        event({ visitor: "fedcba9876543210" }),
        event({ bot: "crawler", visitor: null }),
        event({ bot: "head", visitor: null, surface: "landing" }),
        event({ code: "MADE-UP" }),
        event({ code: "MADE-UP", bot: "crawler", visitor: null }),
      ],
      ctx,
    );
    expect(folded.codeDays).toHaveLength(1);
    const day = folded.codeDays[0]!;
    expect(day).toMatchObject({
      day: "2026-03-10",
      code: "KNOWN-1",
      scans: 3,
      botEvents: 2,
    });
    expect(estimate(day.sketch!)).toBe(2);
    expect(folded.unknown).toEqual([
      { day: "2026-03-10", events: 2, botEvents: 1 },
    ]);
    expect(folded.breakdown).toEqual([
      expect.objectContaining({
        surface: "qr",
        country: "GB",
        campaign: "",
        scans: 3,
        botEvents: 1,
      }),
      expect.objectContaining({ surface: "landing", scans: 0, botEvents: 1 }),
    ]);
    // Nothing about an unknown code is kept per code.
    expect(JSON.stringify(folded.breakdown)).not.toContain("MADE-UP");
  });

  it("splits by UTC day", () => {
    const folded = foldEvents(
      [
        event({ at: Date.parse("2026-03-10T23:59:59Z") }),
        event({ at: Date.parse("2026-03-11T00:00:00Z") }),
      ],
      ctx,
    );
    expect(folded.codeDays.map((d) => d.day)).toEqual([
      "2026-03-10",
      "2026-03-11",
    ]);
  });

  it("folds made-up tags past the per-day cap into one overflow row", () => {
    const events = Array.from(
      { length: MAX_SCAN_BREAKDOWN_ROWS_PER_CODE_DAY + 50 },
      (_, i) => event({ campaign: `c${i}` }),
    );
    const folded = foldEvents(events, ctx);
    expect(folded.breakdown).toHaveLength(
      MAX_SCAN_BREAKDOWN_ROWS_PER_CODE_DAY + 1,
    );
    const overflow = folded.breakdown.find((b) => b.source === OVERFLOW_TAG)!;
    expect(overflow.scans).toBe(50);
    expect(folded.breakdown.reduce((n, b) => n + b.scans, 0)).toBe(
      events.length,
    );
    // Rows already stored count towards the cap.
    const full = foldEvents([event({ campaign: "late" })], {
      ...ctx,
      storedRows: new Map([
        ["2026-03-10 KNOWN-1", MAX_SCAN_BREAKDOWN_ROWS_PER_CODE_DAY],
      ]),
    });
    expect(full.breakdown[0]).toMatchObject({
      source: OVERFLOW_TAG,
      campaign: "",
      country: "",
    });
  });

  it("labels where a code arrived, never with the path", () => {
    expect(surfaceOf("/")).toBe("landing");
    expect(surfaceOf("/trust-code-programme")).toBe("page");
    expect(surfaceOf(`/${"x".repeat(16_000)}`)).toBe("page");
  });

  it("accepts only well-formed queue bodies", () => {
    expect(parseScanEvent(event())).toEqual(
      event({ id: expect.any(String) as unknown as string }),
    );
    for (const bad of [
      null,
      "text",
      { ...event(), code: "<script>" },
      { ...event(), surface: "/etc/passwd" },
      { ...event(), visitor: "203.0.113.9" },
      { ...event(), bot: "maybe" },
      { ...event(), id: "1" },
      { ...event(), campaign: "x".repeat(65) },
    ])
      expect(parseScanEvent(bad)).toBeNull();
  });
});
