import { describe, expect, it } from "vitest";
import {
  campaignName,
  OTHER_CAMPAIGN,
  scanCampaign,
  storedCampaign,
} from "#app/lib/account/campaign-name.ts";
import {
  chartGeometry,
  niceTicks,
  rangeMonths,
  CHART,
} from "#app/lib/account/funnel-chart.ts";
import {
  funnelCsv,
  funnelRows,
  memberFigure,
  monthChoices,
  monthRange,
} from "#app/lib/account/funnel.ts";
import { monthLabel } from "#app/lib/account/month-label.ts";
import type { RawFunnelRow } from "#app/lib/account/funnel.ts";
import { MAX_CAMPAIGNS_PER_CODE_DAY } from "#app/lib/policies.ts";
import { eventId, type ScanEvent } from "../../workers/scans/events";
import { foldEvents, parseScanEvent } from "../../workers/scans/fold";
import { captureFrom } from "../../workers/attribution";

const q = (s: string) => new URLSearchParams(s);

describe("campaign names", () => {
  it.each([
    ["Spring-Flyer", "spring-flyer"],
    [" badge-2026 ", "badge-2026"],
    ["a".repeat(32), "a".repeat(32)],
  ])("%j is the campaign %j", (raw, name) => {
    expect(campaignName(raw)).toBe(name);
    expect(scanCampaign(raw)).toBe(name);
  });
  it.each([
    "spring.flyer",
    "a".repeat(33),
    "frühling",
    "a b",
    "a_b",
    "(other)",
  ])("%j is no name; a scan with it counts as (other)", (raw) => {
    expect(campaignName(raw)).toBeNull();
    expect(scanCampaign(raw)).toBe(OTHER_CAMPAIGN);
  });
  it("a blank or absent campaign is none", () => {
    for (const raw of [null, undefined, "", "  "])
      expect(scanCampaign(raw)).toBeNull();
  });
  it("stored values read by the same rule", () => {
    expect(storedCampaign("(other)")).toBe(OTHER_CAMPAIGN);
    expect(storedCampaign("Spring")).toBe("spring");
    expect(storedCampaign("x.y")).toBe(OTHER_CAMPAIGN);
    expect(storedCampaign(42)).toBeNull();
    expect(storedCampaign(null)).toBeNull();
  });
  it("the redirect captures the campaign by the rule", () => {
    expect(captureFrom("abc", q("campaign=Spring-26"))?.campaign).toBe(
      "spring-26",
    );
    expect(captureFrom("abc", q("campaign=spring.26"))?.campaign).toBe(
      OTHER_CAMPAIGN,
    );
  });
});

describe("folding scans per campaign", () => {
  const AT = Date.parse("2026-03-10T08:00:00Z");
  const event = (o: Partial<ScanEvent> = {}): ScanEvent => ({
    id: eventId(AT),
    at: AT,
    code: "KNOWN-1",
    surface: "qr",
    source: "qr",
    campaign: null,
    country: "GB",
    bot: null,
    visitor: "0123456789abcdef",
    ...o,
  });
  it("people only; an old queued tag is read by the rule", () => {
    const folded = foldEvents(
      [
        event({ campaign: "spring" }),
        event({ campaign: "spring", visitor: "fedcba9876543210" }),
        event({ campaign: "spring", bot: "crawler", visitor: null }),
        event({ campaign: "old.tag" }),
      ],
      { knownCodes: new Set(["KNOWN-1"]), storedRows: new Map() },
    );
    expect(
      folded.campaignDays.map((c) => [c.campaign, c.scans]).sort(),
    ).toEqual([
      ["(other)", 1],
      ["spring", 2],
    ]);
    expect(parseScanEvent(event({ campaign: "(other)" }))).not.toBeNull();
    expect(parseScanEvent(event({ campaign: "<b>" }))).toBeNull();
  });
  it("names already stored count as themselves; past the cap new ones are (other)", () => {
    const stored = new Set(
      Array.from({ length: MAX_CAMPAIGNS_PER_CODE_DAY }, (_, i) => `c${i}`),
    );
    const folded = foldEvents(
      [event({ campaign: "c3" }), event({ campaign: "new-one" })],
      {
        knownCodes: new Set(["KNOWN-1"]),
        storedRows: new Map(),
        storedCampaigns: new Map([["2026-03-10 KNOWN-1", stored]]),
      },
    );
    expect(folded.campaignDays.map((c) => c.campaign).sort()).toEqual([
      "(other)",
      "c3",
    ]);
  });
});

const raw = (o: Partial<RawFunnelRow>): RawFunnelRow => ({
  month: "2026-11",
  campaign: "",
  scans: 0,
  unique_visitors: 0,
  applications: 0,
  new_members: 0,
  renewals: 0,
  ...o,
});

describe("the funnel", () => {
  it("member counts 1-4 read <5, 0 and 5+ as they are", () => {
    expect([0, 1, 4, 5, 12].map(memberFigure)).toEqual([0, "<5", "<5", 5, 12]);
  });
  it("sums stored rows by the rule, keeps the range, newest month first", () => {
    const rows = funnelRows(
      [
        raw({ campaign: "spring", scans: 10, unique_visitors: 8 }),
        raw({ campaign: "Spring", new_members: 3 }),
        raw({ campaign: "spring", new_members: 2, renewals: 1 }),
        raw({ campaign: null, applications: 2 }),
        raw({ campaign: "a.b", new_members: 1 }),
        raw({ month: "2026-10", campaign: "flyer", scans: 1 }),
        raw({ month: "2026-05", campaign: "flyer", scans: 99 }),
      ],
      { from: "2026-06", to: "2026-11" },
    );
    expect(rows).toEqual([
      {
        month: "2026-11",
        campaign: "spring",
        scans: 10,
        uniqueVisitors: 8,
        applications: 0,
        newMembers: 5,
        renewals: "<5",
      },
      {
        month: "2026-11",
        campaign: "(other)",
        scans: 0,
        uniqueVisitors: 0,
        applications: 0,
        newMembers: "<5",
        renewals: 0,
      },
      {
        month: "2026-11",
        campaign: "",
        scans: 0,
        uniqueVisitors: 0,
        applications: 2,
        newMembers: 0,
        renewals: 0,
      },
      {
        month: "2026-10",
        campaign: "flyer",
        scans: 1,
        uniqueVisitors: 0,
        applications: 0,
        newMembers: 0,
        renewals: 0,
      },
    ]);
    expect(funnelCsv(rows).split("\r\n")).toEqual([
      "month,campaign,scans,unique_visitors,codes_applied,new_paid_members,renewals",
      "2026-11,spring,10,8,0,5,<5",
      "2026-11,(other),0,0,0,<5,0",
      "2026-11,,0,0,2,0,0",
      "2026-10,flyer,1,0,0,0,0",
      "",
    ]);
  });
  it("the range: default the last six months, turned round when backwards", () => {
    const now = new Date("2026-12-01T10:00:00Z");
    expect(monthRange(null, null, now)).toEqual({
      from: "2026-07",
      to: "2026-12",
    });
    expect(monthRange("2026-09", "2026-02", now)).toEqual({
      from: "2026-02",
      to: "2026-09",
    });
    expect(monthRange("2026-13", "x", now)).toEqual({
      from: "2026-07",
      to: "2026-12",
    });
    expect(monthChoices(now).slice(0, 3)).toEqual([
      "2026-12",
      "2026-11",
      "2026-10",
    ]);
    expect(rangeMonths({ from: "2025-11", to: "2026-02" })).toEqual([
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
  });
  it("months are written for the locale", () => {
    expect(monthLabel("2026-12", "en")).toBe("December 2026");
    expect(monthLabel("2026-12", "de")).toBe("Dezember 2026");
    expect(monthLabel("2026-12", "ja")).toBe("2026年12月");
  });
});

describe("the chart's geometry", () => {
  it("round ticks in 1-2-5 steps", () => {
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(95)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });
  it("bars stand on the baseline, their heights in proportion, inside the plot", () => {
    const rows = funnelRows(
      [
        raw({ campaign: "spring", scans: 8 }),
        raw({ campaign: "flyer", scans: 2 }),
        raw({ month: "2026-10", campaign: "flyer", scans: 4 }),
      ],
      { from: "2026-10", to: "2026-11" },
    );
    const g = chartGeometry(rows, { from: "2026-10", to: "2026-11" });
    // Most scans first: spring 8, flyer 6.
    expect(g.series.map((s) => s.campaign)).toEqual(["spring", "flyer"]);
    expect(g.months.map((m) => m.month)).toEqual(["2026-10", "2026-11"]);
    const bar = (month: string, campaign: string) =>
      g.bars.find((b) => b.month === month && b.campaign === campaign)!;
    expect(bar("2026-11", "spring").height).toBeCloseTo(
      4 * bar("2026-11", "flyer").height,
      0,
    );
    for (const b of g.bars) {
      expect(b.y + b.height).toBeCloseTo(g.baseline, 0);
      expect(b.x).toBeGreaterThanOrEqual(CHART.left);
      expect(b.x + b.width).toBeLessThanOrEqual(CHART.width - CHART.right);
    }
    // October's bar sits left of November's.
    expect(bar("2026-10", "flyer").x).toBeLessThan(bar("2026-11", "flyer").x);
  });
});
