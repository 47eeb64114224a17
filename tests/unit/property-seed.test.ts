import { describe, expect, it } from "vitest";
import { propertySettings } from "../support/property-seed";

describe("the ledger property test's seed", () => {
  it("is new each run unless given, and the printed line replays it", () => {
    const seeds = new Set(
      Array.from({ length: 5 }, () => propertySettings({}).seed),
    );
    expect(seeds.size).toBeGreaterThan(1);
    for (const seed of seeds) expect(seed).toMatch(/^\d+$/);
    const given = propertySettings({
      LEDGER_PROPERTY_SEED: "42",
      LEDGER_PROPERTY_ITERATIONS: "3",
    });
    expect(given).toEqual({
      seed: "42",
      iterations: "3",
      replay:
        "LEDGER_PROPERTY_SEED=42 LEDGER_PROPERTY_ITERATIONS=3 npx vitest run --config vitest.config.ts tests/worker/ledger-property.test.ts",
    });
    expect(propertySettings({ LEDGER_PROPERTY_SEED: "42" }).iterations).toBe(
      "15",
    );
  });
});
