import { describe, expect, it } from "vitest";
import {
  FOLDED_ALPHABET,
  foldCode,
  nearMissKeys,
} from "#app/lib/trust-codes/code-reading.ts";
import { NEAR_MISS_MAX_LENGTH } from "#app/lib/policies.ts";

/** Levenshtein distance with adjacent swaps (optimal string alignment). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) =>
      i === 0 ? j : j === 0 ? i : 0,
    ),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
        d[i - 1]![j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

describe("foldCode", () => {
  it("maps each look-alike onto one character", () => {
    expect(foldCode("NIR-OQD0")).toBe("N1R-0000");
    expect(foldCode("ILZSBU")).toBe("1125" + "8V");
  });
  it("leaves other characters and hyphens alone", () =>
    expect(foldCode("NIR-ACEF-79")).toBe("N1R-ACEF-79"));
  it("folds a misread new code back onto the code", () =>
    // A code with 2, 5, 8 and V, typed as Z, S, B and U.
    expect(foldCode("NIR-ZSBU7AC")).toBe(foldCode("NIR-258V7AC")));
});

describe("nearMissKeys", () => {
  const folded = foldCode("NIR-ACEFGHJ");

  it("lists every key one edit away, and only those", () => {
    const keys = nearMissKeys(folded);
    expect(keys).not.toContain(folded);
    for (const k of keys) expect(distance(folded, k)).toBe(1);
    expect(keys).toContain("N1R-ACEGFHJ"); // two neighbours swapped
    expect(keys).toContain("N1R-ACEFGH"); // last character dropped
    expect(keys).toContain("N1R-ACEFGHJK"); // one added
    expect(keys).toContain("N1R-ACEFXHJ"); // one replaced
    for (const k of keys)
      for (const c of k) expect(FOLDED_ALPHABET).toContain(c);
  });

  it("is bounded: at most 58n + 27 keys, none past the length limit", () => {
    expect(FOLDED_ALPHABET).toHaveLength(28);
    const n = folded.length;
    expect(nearMissKeys(folded).length).toBeLessThanOrEqual(58 * n + 27);
    const longest = "A".repeat(NEAR_MISS_MAX_LENGTH);
    expect(nearMissKeys(longest).length).toBeLessThanOrEqual(
      58 * NEAR_MISS_MAX_LENGTH + 27,
    );
    expect(nearMissKeys("A".repeat(NEAR_MISS_MAX_LENGTH + 1))).toEqual([]);
  });

  it("prints its sizes", () => {
    const sizes = [folded, "N1R-ACEFGH", "A".repeat(24)].map(
      (k) => `${k.length}:${nearMissKeys(k).length}`,
    );
    console.log("near-miss keys by length", sizes.join(" "));
    expect(sizes).toHaveLength(3);
  });
});
