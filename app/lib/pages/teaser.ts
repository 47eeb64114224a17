/**
 * The landing page's blurred teaser: a mock list, never real product data
 * (docs/api.md). Scores: 9100, 8450, 8200, then down in steps
 * of 50 to 300, below which the floor of 50 applies.
 */
export const TEASER_NAMES = [
  "Evergreen Global Equity Index",
  "Harbourline Short Duration Bond",
  "Northwind Dividend Growers",
  "Canopy Sustainable Leaders",
  "Meridian Treasury Ladder",
  "Atlas World Small Cap",
  "Blue Reef Balanced Income",
  "Summit Inflation-Linked Gilt",
  "Cedar Value Opportunities",
  "Lumen Emerging Markets",
  "Quarry Lane Real Assets",
  "Fjord Nordic Equity",
  "Orchard Municipal Bond",
  "Pioneer Clean Energy",
  "Tidewater Money Market",
  "Granite Global Aggregate",
  "Willow Low Volatility",
  "Beacon Healthcare Innovators",
  "Saffron Asia Pacific",
  "Riverbend Multi-Asset",
] as const;

const FIRST_SCORES = [9100, 8450, 8200];
const STEP = 50;
const LOWEST_STEPPED = 300;
const FLOOR = 50;

export function teaserScore(index: number): number {
  if (index < FIRST_SCORES.length) return FIRST_SCORES[index];
  const score =
    FIRST_SCORES[FIRST_SCORES.length - 1] -
    STEP * (index - FIRST_SCORES.length + 1);
  return score >= LOWEST_STEPPED ? score : FLOOR;
}

/** Parallel lists of names and scores, the shape the landing table reads. */
export function teaserResults(limit: number): {
  names: string[];
  scores: number[];
} {
  const names = TEASER_NAMES.slice(0, limit);
  return { names: [...names], scores: names.map((_, i) => teaserScore(i)) };
}
