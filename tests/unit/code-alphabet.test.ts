import { describe, expect, it } from "vitest";
import {
  CODE_BODY_LENGTH,
  CODE_PREFIX,
  generateCode,
  MINT_ALPHABET,
} from "#app/lib/trust-codes/code-alphabet.ts";
import { CONFUSABLES, foldCode } from "#app/lib/trust-codes/code-reading.ts";
import { normaliseTrustCode } from "#app/lib/trust-codes/trust-code-syntax.ts";

/**
 * Uniform bytes from a fixed seed (xorshift32), so the spread test is exact
 * and repeatable: never a one-in-a-thousand failure.
 */
function seededBytes(seed: number) {
  let x = seed >>> 0;
  return (n: number) =>
    Uint8Array.from({ length: n }, () => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      x >>>= 0;
      return x >>> 24;
    });
}

/** Characters people confuse with another; none may appear in a new code. */
const LOOK_ALIKES = [..."0OQD1ILZSBU"];

describe("the minting alphabet", () => {
  it("has 25 characters, no look-alikes, and folds onto itself", () => {
    expect(MINT_ALPHABET).toHaveLength(25);
    expect(new Set(MINT_ALPHABET).size).toBe(25);
    for (const c of LOOK_ALIKES) expect(MINT_ALPHABET).not.toContain(c);
    // Reading a new code generously never changes it.
    expect(foldCode(MINT_ALPHABET)).toBe(MINT_ALPHABET);
    for (const from of Object.keys(CONFUSABLES))
      expect(MINT_ALPHABET).not.toContain(from);
  });
});

describe("generateCode", () => {
  it("draws NIR- and 7 characters that pass the code syntax, with no look-alikes over 20,000 draws", () => {
    const pattern = new RegExp(
      `^${CODE_PREFIX}[${MINT_ALPHABET}]{${CODE_BODY_LENGTH}}$`,
    );
    const codes = Array.from({ length: 20_000 }, () => generateCode());
    // Checked in bulk: one expect per draw is too slow on a shared machine.
    expect(codes.filter((code) => !pattern.test(code))).toEqual([]);
    expect(codes.filter((code) => normaliseTrustCode(code) !== code)).toEqual(
      [],
    );
    const bodies = codes.map((code) => code.slice(CODE_PREFIX.length)).join("");
    for (const c of LOOK_ALIKES) expect(bodies).not.toContain(c);
    const seen = new Set(codes);
    // 20,000 draws from 6.1 billion repeat about once in 30 runs; ten repeats never.
    expect(seen.size).toBeGreaterThanOrEqual(19_990);
  });

  it("spreads characters evenly (chi-squared over 70,000 characters)", () => {
    // A plain byte % 25 would give six characters 11/256 instead of 10/256: chi² ≈ 120.
    const random = seededBytes(0x5eed);
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i++)
      for (const c of generateCode(random).slice(CODE_PREFIX.length))
        counts.set(c, (counts.get(c) ?? 0) + 1);
    const expected = (10_000 * CODE_BODY_LENGTH) / MINT_ALPHABET.length;
    let chi2 = 0;
    for (const c of MINT_ALPHABET)
      chi2 += ((counts.get(c) ?? 0) - expected) ** 2 / expected;
    // 24 degrees of freedom: 51.2 is the 0.1% critical value.
    expect(chi2).toBeLessThan(51.2);
  });

  it("redraws bytes of 250 and above instead of folding them with a modulo", () => {
    // Byte 250 would read "2" under a plain % 25; it must be skipped.
    const bytes = [250, 255, 0, 1, 2, 3, 4, 5, 249];
    let i = 0;
    const random = (n: number) =>
      new Uint8Array(
        Array.from({ length: n }, () => bytes[i++ % bytes.length]!),
      );
    expect(generateCode(random)).toBe(
      `${CODE_PREFIX}${MINT_ALPHABET[0]}${MINT_ALPHABET[1]}${MINT_ALPHABET[2]}${MINT_ALPHABET[3]}${MINT_ALPHABET[4]}${MINT_ALPHABET[5]}${MINT_ALPHABET[249 % 25]}`,
    );
  });

  it("keeps accepting codes minted before (old alphabet, six characters)", () => {
    expect(normaliseTrustCode("nir-23uvwq")).toBe("NIR-23UVWQ");
  });
});
