import { describe, expect, it } from "vitest";
import { shuffled } from "#app/components/logo-marquee.tsx";

describe("shuffled (the marquee's random order)", () => {
  const items = Array.from({ length: 12 }, (_, i) => i);
  it("keeps every logo exactly once", () => {
    expect([...shuffled(items)].sort((a, b) => a - b)).toEqual(items);
  });
  it("does not touch the input", () => {
    const copy = [...items];
    shuffled(items);
    expect(items).toEqual(copy);
  });
  it("follows the random source: different draws, different orders", () => {
    let seed = 1;
    const rng = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const a = shuffled(items, rng);
    const b = shuffled(items, rng);
    expect(a).not.toEqual(b);
    expect(a).not.toEqual(items);
  });
});
