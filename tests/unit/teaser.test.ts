import { describe, expect, it } from "vitest";
import {
  TEASER_NAMES,
  teaserResults,
  teaserScore,
} from "#app/lib/pages/teaser.ts";

describe("teaser mock list", () => {
  it("has at least 20 names", () => {
    expect(TEASER_NAMES.length).toBeGreaterThanOrEqual(20);
  });

  it("starts 9100, 8450, 8200, then falls in steps of 50", () => {
    expect([0, 1, 2, 3, 4, 5].map(teaserScore)).toEqual([
      9100, 8450, 8200, 8150, 8100, 8050,
    ]);
  });

  it("steps down to 300, then stays at the floor of 50", () => {
    // 8200 - 50 * 158 = 300 at index 2 + 158.
    expect(teaserScore(160)).toBe(300);
    expect(teaserScore(161)).toBe(50);
    expect(teaserScore(500)).toBe(50);
  });

  it("returns parallel lists of names and scores", () => {
    const { names, scores } = teaserResults(10);
    expect(names).toEqual(TEASER_NAMES.slice(0, 10));
    expect(scores).toEqual([
      9100, 8450, 8200, 8150, 8100, 8050, 8000, 7950, 7900, 7850,
    ]);
  });
});
