import { describe, expect, it } from "vitest";
import {
  AUTO_TOP_UP_THRESHOLD_USD,
  AUTO_TOP_UP_USD,
  INPUT_PRICE_PER_MILLION_USD,
  OUTPUT_PRICE_PER_MILLION_USD,
  PER_MILLION_INPUT,
  PER_MILLION_OUTPUT,
  SENSITIVITY,
  WALLET_BLOCK_USD,
  WORKED_EXAMPLE_RESULT,
  estimateUsage,
  formatNumber,
  formatUsd,
  roundTo,
} from "#app/lib/pages/sustainability.ts";

/** The page prints kWh and kg to three decimals and money to the cent. */
const kwh = (n: number) => formatNumber(n, 3);

describe("wallet funding (docs/business-rules.md)", () => {
  it("blocks of $20.00, auto top-up $20.00 at $5.00", () => {
    expect(formatUsd(WALLET_BLOCK_USD)).toBe("$20.00");
    expect(formatUsd(AUTO_TOP_UP_USD)).toBe("$20.00");
    expect(formatUsd(AUTO_TOP_UP_THRESHOLD_USD)).toBe("$5.00");
  });

  it("charges cost plus 20%: $3.00 input, $24.00 output per million", () => {
    expect(formatUsd(INPUT_PRICE_PER_MILLION_USD)).toBe("$3.00");
    expect(formatUsd(OUTPUT_PRICE_PER_MILLION_USD)).toBe("$24.00");
  });
});

describe("per million input tokens", () => {
  it("0.694 kWh IT, 1.111 kWh facility, 0.556 kg", () => {
    expect(kwh(PER_MILLION_INPUT.itKwh)).toBe("0.694");
    expect(kwh(PER_MILLION_INPUT.facilityKwh)).toBe("1.111");
    expect(kwh(PER_MILLION_INPUT.kgCo2e)).toBe("0.556");
  });
  it("offset $0.03, all-in $3.03 (computed, not the older $3.13)", () => {
    expect(formatUsd(PER_MILLION_INPUT.offsetUsd)).toBe("$0.03");
    expect(formatUsd(PER_MILLION_INPUT.allInUsd)).toBe("$3.03");
  });
});

describe("per million output tokens", () => {
  it("2.778 kWh IT, 4.444 kWh facility, 2.222 kg", () => {
    expect(kwh(PER_MILLION_OUTPUT.itKwh)).toBe("2.778");
    expect(kwh(PER_MILLION_OUTPUT.facilityKwh)).toBe("4.444");
    expect(kwh(PER_MILLION_OUTPUT.kgCo2e)).toBe("2.222");
  });
  it("offset $0.13, all-in $24.13", () => {
    expect(formatUsd(PER_MILLION_OUTPUT.offsetUsd)).toBe("$0.13");
    expect(formatUsd(PER_MILLION_OUTPUT.allInUsd)).toBe("$24.13");
  });
  it("offset is kg × $50/t × 1.20 before rounding", () => {
    expect(PER_MILLION_OUTPUT.offsetUsd).toBeCloseTo(
      (2.2222222 / 1000) * 50 * 1.2,
      6,
    );
  });
});

describe("worked example: 50,000 input + 200,000 output tokens", () => {
  const r = WORKED_EXAMPLE_RESULT;
  it("is the documented token mix", () => {
    expect(r.inputTokens).toBe(50_000);
    expect(r.outputTokens).toBe(200_000);
  });
  it("$4.95 compute, 0.472 kg, $0.03 offset, $4.98 total", () => {
    expect(formatUsd(r.computeUsd)).toBe("$4.95");
    expect(formatNumber(r.kgCo2e, 3)).toBe("0.472");
    expect(formatUsd(r.offsetUsd)).toBe("$0.03");
    expect(formatUsd(r.totalUsd)).toBe("$4.98");
  });
});

describe("sensitivity table (kg and offset per million tokens)", () => {
  const rows = SENSITIVITY.map((row) => [
    `${row.pue.toFixed(2)}/${row.gridKgPerKwh.toFixed(2)}`,
    formatNumber(row.input.kgCo2e, 3),
    formatUsd(row.input.offsetUsd),
    formatNumber(row.output.kgCo2e, 3),
    formatUsd(row.output.offsetUsd),
  ]);
  it("covers PUE/grid 1.40/0.40, 1.60/0.50, 1.80/0.60", () => {
    expect(rows.map((r) => r[0])).toEqual([
      "1.40/0.40",
      "1.60/0.50",
      "1.80/0.60",
    ]);
  });
  it("computes each case", () => {
    expect(rows).toEqual([
      ["1.40/0.40", "0.389", "$0.02", "1.556", "$0.09"],
      ["1.60/0.50", "0.556", "$0.03", "2.222", "$0.13"],
      // 0.75 kg × $0.06/kg is exactly $0.045: half-up gives $0.05.
      ["1.80/0.60", "0.750", "$0.05", "3.000", "$0.18"],
    ]);
  });
});

describe("estimateUsage", () => {
  it("is zero for no tokens", () => {
    const r = estimateUsage(0, 0);
    expect([r.computeUsd, r.kgCo2e, r.offsetUsd, r.totalUsd]).toEqual([
      0, 0, 0, 0,
    ]);
  });
  it("one million of each adds the per-million figures", () => {
    const r = estimateUsage(1_000_000, 1_000_000);
    expect(formatUsd(r.computeUsd)).toBe("$27.00");
    expect(formatNumber(r.facilityKwh, 3)).toBe("5.556");
    expect(formatNumber(r.kgCo2e, 3)).toBe("2.778");
    expect(formatUsd(r.offsetUsd)).toBe("$0.17");
    expect(formatUsd(r.totalUsd)).toBe("$27.17");
  });
});

describe("roundTo", () => {
  it("rounds half up despite binary noise", () => {
    expect(roundTo(0.045, 2)).toBe(0.05);
    expect(roundTo(0.75 * 0.06, 2)).toBe(0.05);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(0.4722222, 3)).toBe(0.472);
  });
});
