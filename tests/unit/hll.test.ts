import { describe, expect, it } from "vitest";
import {
  addHash,
  emptySketch,
  estimate,
  HLL_HEX_LENGTH,
  HLL_STANDARD_ERROR,
  mergeSketches,
  sketchFromHex,
  sketchToHex,
} from "#app/lib/scans/hll.ts";
import { visitorHash } from "../../workers/scans/visitor";

/** The estimate a stored hex sketch reads back as; 0 for none. */
const estimateHex = (hex: string | null) =>
  hex ? estimate(sketchFromHex(hex)) : 0;

/** Distinct people as the producer hashes them: one (IP, user agent) each. */
async function people(from: number, count: number): Promise<string[]> {
  const ua = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)";
  return Promise.all(
    Array.from({ length: count }, (_, i) => {
      const n = from + i;
      const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      return visitorHash("test-secret", "2026-03-10", ip, ua);
    }),
  );
}

describe("unique-visitor sketch (HyperLogLog, 1,024 registers)", () => {
  it("states its error: 1.04 / sqrt(1024) = 3.25%", () => {
    expect(HLL_STANDARD_ERROR).toBeCloseTo(0.0325, 4);
  });

  it("estimates generated streams with repeats within 3 standard errors", async () => {
    for (const n of [10, 100, 1_000, 10_000, 50_000]) {
      const hashes = await people(n * 7, n);
      const sketch = emptySketch();
      // Everyone scans one to five times: repeats must not count again.
      hashes.forEach((h, i) => {
        for (let k = 0; k <= i % 5; k++) addHash(sketch, h);
      });
      const error = Math.abs(estimate(sketch) - n) / n;
      expect(error, `n=${n} estimate=${estimate(sketch)}`).toBeLessThanOrEqual(
        3 * HLL_STANDARD_ERROR,
      );
    }
  }, 60_000);

  it("keeps the mean error of many streams near the stated standard error", async () => {
    const errors: number[] = [];
    for (let s = 0; s < 20; s++) {
      const sketch = emptySketch();
      for (const h of await people(1_000_000 + s * 5_000, 5_000))
        addHash(sketch, h);
      errors.push((estimate(sketch) - 5_000) / 5_000);
    }
    const rms = Math.sqrt(
      errors.reduce((a, e) => a + e * e, 0) / errors.length,
    );
    // 20 samples: the RMS of a 3.25% error stays under 1.5x that with room to spare.
    expect(rms).toBeLessThanOrEqual(1.5 * HLL_STANDARD_ERROR);
  }, 60_000);

  it("is exact enough at a handful of visitors (linear counting)", async () => {
    const sketch = emptySketch();
    for (const h of await people(42, 7)) addHash(sketch, h);
    expect(estimate(sketch)).toBe(7);
    expect(estimate(emptySketch())).toBe(0);
  });

  it("ignores repeats: one person scanning five times counts once", async () => {
    const [h] = await people(5, 1);
    const sketch = emptySketch();
    for (let i = 0; i < 5; i++) addHash(sketch, h!);
    expect(estimate(sketch)).toBe(1);
  });

  it("merges two sketches into the sketch of the union", async () => {
    const a = emptySketch();
    const b = emptySketch();
    const all = emptySketch();
    const hashes = await people(900, 3_000);
    hashes.forEach((h, i) => {
      addHash(i < 2_000 ? a : b, h);
      if (i >= 1_000 && i < 2_000) addHash(b, h); // overlap
      addHash(all, h);
    });
    expect(mergeSketches(a, b)).toEqual(all);
  });

  it("stores as fixed-width upper-case hex whatever the count", async () => {
    const small = emptySketch();
    addHash(small, "0123456789abcdef");
    const big = emptySketch();
    for (const h of await people(0, 20_000)) addHash(big, h);
    expect(sketchToHex(small)).toHaveLength(HLL_HEX_LENGTH);
    expect(sketchToHex(big)).toHaveLength(HLL_HEX_LENGTH);
    expect(sketchToHex(big)).toMatch(/^[0-9A-F]+$/);
    expect(sketchFromHex(sketchToHex(big))).toEqual(big);
    expect(estimateHex(sketchToHex(big))).toBe(estimate(big));
    expect(estimateHex(null)).toBe(0);
    expect(() => sketchFromHex("00")).toThrow();
    expect(() => addHash(small, "not-a-hash")).toThrow();
    // Every byte value survives the round trip, digit for digit.
    const bytes = Uint8Array.from(
      { length: HLL_HEX_LENGTH / 2 },
      (_, i) => i % 256,
    );
    const hex = sketchToHex(bytes);
    expect(hex.slice(0, 8)).toBe("00010203");
    expect(hex.slice(2 * 250, 2 * 256)).toBe("FAFBFCFDFEFF");
    expect(sketchFromHex(hex)).toEqual(bytes);
    expect(() => sketchFromHex(hex.toLowerCase())).toThrow();
  }, 30_000);
});
