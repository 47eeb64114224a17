import { describe, expect, it } from "vitest";
import {
  nextMonthStart,
  remittanceMonth,
  remittanceMonths,
  remittanceTotals,
} from "#app/lib/money/rules/remittance.ts";

const NOW = new Date("2026-12-02T03:00:00.000Z");
const sums = {
  members: 0,
  net: [],
  shareCents: 0,
  heldOriginals: [],
  lines: [],
  runPrepared: false,
};

describe("an organisation's remittance statement (rules)", () => {
  it("offers closed months only: the last one by default, never this month", () => {
    expect(remittanceMonth(null, NOW)).toBe("2026-11");
    expect(remittanceMonth("", NOW)).toBe("2026-11");
    expect(remittanceMonth("2025-03", NOW)).toBe("2025-03");
    expect(remittanceMonth("2026-12", NOW)).toBeNull();
    expect(remittanceMonth("2027-01", NOW)).toBeNull();
    expect(remittanceMonth("2026-13", NOW)).toBeNull();
    expect(remittanceMonth("november", NOW)).toBeNull();
  });

  it("lists the months from the first charge's to the last closed one, newest first", () => {
    expect(remittanceMonths(NOW, "2026-09")).toEqual([
      "2026-11",
      "2026-10",
      "2026-09",
    ]);
    expect(remittanceMonths(NOW, null)).toEqual(["2026-11"]);
    expect(remittanceMonths(NOW, "2026-12")).toEqual(["2026-11"]);
    expect(remittanceMonths(NOW, "2020-01", 4)).toHaveLength(4);
  });

  it("reads member counts from 1 to 4 as <5, zero as 0", () => {
    const members = (n: number) =>
      remittanceTotals("2026-11", { ...sums, members: n }).members;
    expect([0, 1, 4, 5, 12].map(members)).toEqual([0, "<5", "<5", 5, 12]);
  });

  it("counts as paid the month's lines that have not failed, and nothing before the run", () => {
    expect(remittanceTotals("2026-11", sums).paidCents).toBeNull();
    const totals = remittanceTotals("2026-11", {
      ...sums,
      runPrepared: true,
      lines: [
        { amountCents: 5121, state: "paid" },
        { amountCents: 700, state: "failed" },
      ],
    });
    expect(totals.paidCents).toBe(5121);
    expect(totals.lineStates).toEqual(["paid", "failed"]);
    expect(
      remittanceTotals("2026-11", { ...sums, runPrepared: true }).paidCents,
    ).toBe(0);
  });

  it("names the day a month's run is prepared", () => {
    expect(nextMonthStart("2026-11")).toBe("2026-12-01");
    expect(nextMonthStart("2026-12")).toBe("2027-01-01");
  });
});
