/**
 * Sustainability wallet maths (docs/business-rules.md "Sustainability wallet").
 * Every figure on /nirvana-wallet is derived here from the named constants;
 * nothing is typed into the page. Money is kept in unrounded dollars and
 * rounded to the cent only for display.
 */

/** Wallet is funded in fixed blocks so card fees stay a small share. */
export const WALLET_BLOCK_USD = 20;
/** Automatic top-up amount, one block. */
export const AUTO_TOP_UP_USD = 20;
/** Balance at which the automatic top-up fires, before usage can stall. */
export const AUTO_TOP_UP_THRESHOLD_USD = 5;
/** Pricing is cost plus 20%; the same mark-up applies to offsets. */
export const MARKUP = 0.2;
/** Provider cost per million input tokens. */
export const INPUT_COST_PER_MILLION_USD = 2.5;
/** Provider cost per million output tokens. */
export const OUTPUT_COST_PER_MILLION_USD = 20;
/** Offset budget per tonne CO2e retired. */
export const OFFSET_USD_PER_TONNE = 50;
/** Assumed data-centre power usage effectiveness (facility ÷ IT energy). */
export const PUE = 1.6;
/** Assumed grid carbon intensity, kg CO2e per kWh. */
export const GRID_KG_PER_KWH = 0.5;
/** Assumed IT energy per input token, joules. */
export const JOULES_PER_INPUT_TOKEN = 2.5;
/** Assumed IT energy per output token (generation costs about 4× reading). */
export const JOULES_PER_OUTPUT_TOKEN = 10;
/** Tokens in the "per million" unit every price is quoted in. */
export const TOKENS_PER_MILLION = 1_000_000;
/** Joules in one kilowatt-hour. */
export const JOULES_PER_KWH = 3_600_000;
/** Kilograms in one tonne. */
export const KG_PER_TONNE = 1000;

/** The worked example the page shows (docs/business-rules.md). */
export const WORKED_EXAMPLE = { inputTokens: 50_000, outputTokens: 200_000 };

export interface Assumptions {
  pue: number;
  gridKgPerKwh: number;
}

export const BASE_ASSUMPTIONS: Assumptions = {
  pue: PUE,
  gridKgPerKwh: GRID_KG_PER_KWH,
};

/** The PUE / grid-factor cases of the sensitivity table, low to high. */
export const SENSITIVITY_CASES: Assumptions[] = [
  { pue: 1.4, gridKgPerKwh: 0.4 },
  BASE_ASSUMPTIONS,
  { pue: 1.8, gridKgPerKwh: 0.6 },
];

/** Price charged to the member: cost plus the mark-up. */
export function withMarkup(costUsd: number): number {
  return costUsd * (1 + MARKUP);
}

export const INPUT_PRICE_PER_MILLION_USD = withMarkup(
  INPUT_COST_PER_MILLION_USD,
);
export const OUTPUT_PRICE_PER_MILLION_USD = withMarkup(
  OUTPUT_COST_PER_MILLION_USD,
);

export interface Footprint {
  itKwh: number;
  facilityKwh: number;
  kgCo2e: number;
  /** Offset charge in dollars (offset budget plus mark-up), unrounded. */
  offsetUsd: number;
}

/** Energy, emissions and offset charge of a number of tokens at `joulesPerToken`. */
export function footprint(
  tokens: number,
  joulesPerToken: number,
  a: Assumptions = BASE_ASSUMPTIONS,
): Footprint {
  const itKwh = (tokens * joulesPerToken) / JOULES_PER_KWH;
  const facilityKwh = itKwh * a.pue;
  const kgCo2e = facilityKwh * a.gridKgPerKwh;
  return { itKwh, facilityKwh, kgCo2e, offsetUsd: offsetCharge(kgCo2e) };
}

/** kg CO2e × $50 per tonne × 1.20: the offset is priced like compute, cost plus 20%. */
export function offsetCharge(kgCo2e: number): number {
  return withMarkup((kgCo2e / KG_PER_TONNE) * OFFSET_USD_PER_TONNE);
}

export interface PerMillion extends Footprint {
  priceUsd: number;
  /** Price plus offset charge, unrounded. */
  allInUsd: number;
}

function perMillion(joules: number, priceUsd: number): PerMillion {
  const f = footprint(TOKENS_PER_MILLION, joules);
  return { ...f, priceUsd, allInUsd: priceUsd + f.offsetUsd };
}

export const PER_MILLION_INPUT = perMillion(
  JOULES_PER_INPUT_TOKEN,
  INPUT_PRICE_PER_MILLION_USD,
);
export const PER_MILLION_OUTPUT = perMillion(
  JOULES_PER_OUTPUT_TOKEN,
  OUTPUT_PRICE_PER_MILLION_USD,
);

export interface UsageEstimate {
  inputTokens: number;
  outputTokens: number;
  computeUsd: number;
  facilityKwh: number;
  kgCo2e: number;
  offsetUsd: number;
  /** Compute plus offset, each rounded to the cent first so the bill adds up. */
  totalUsd: number;
}

/** What a member pays, and emits, for a mix of input and output tokens. */
export function estimateUsage(
  inputTokens: number,
  outputTokens: number,
): UsageEstimate {
  const computeUsd =
    (inputTokens / TOKENS_PER_MILLION) * INPUT_PRICE_PER_MILLION_USD +
    (outputTokens / TOKENS_PER_MILLION) * OUTPUT_PRICE_PER_MILLION_USD;
  const i = footprint(inputTokens, JOULES_PER_INPUT_TOKEN);
  const o = footprint(outputTokens, JOULES_PER_OUTPUT_TOKEN);
  const kgCo2e = i.kgCo2e + o.kgCo2e;
  const offsetUsd = offsetCharge(kgCo2e);
  return {
    inputTokens,
    outputTokens,
    computeUsd,
    facilityKwh: i.facilityKwh + o.facilityKwh,
    kgCo2e,
    offsetUsd,
    totalUsd: roundCents(roundCents(computeUsd) + roundCents(offsetUsd)),
  };
}

export const WORKED_EXAMPLE_RESULT = estimateUsage(
  WORKED_EXAMPLE.inputTokens,
  WORKED_EXAMPLE.outputTokens,
);

export interface SensitivityRow extends Assumptions {
  input: Footprint;
  output: Footprint;
}

/** kg CO2e and offset charge per million tokens under each PUE/grid case. */
export const SENSITIVITY: SensitivityRow[] = SENSITIVITY_CASES.map((a) => ({
  ...a,
  input: footprint(TOKENS_PER_MILLION, JOULES_PER_INPUT_TOKEN, a),
  output: footprint(TOKENS_PER_MILLION, JOULES_PER_OUTPUT_TOKEN, a),
}));

/**
 * Half-up rounding that ignores binary noise (0.045 must round to 0.05,
 * though 0.75 × 0.06 is 0.04499… in floating point).
 */
export function roundTo(value: number, decimals: number): number {
  const scaled = Number((value * 10 ** decimals).toPrecision(12));
  return Math.round(scaled) / 10 ** decimals;
}

export function roundCents(usd: number): number {
  return roundTo(usd, 2);
}

/** "$3.03" */
export const formatUsd = (usd: number) =>
  `$${roundCents(usd).toLocaleString("en-US", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

/** Fixed decimals with thousands separators: formatNumber(0.4722, 3) → "0.472". */
export const formatNumber = (value: number, decimals: number) =>
  roundTo(value, decimals).toLocaleString("en-US", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });

/** Tokens as "50,000". */
export const formatTokens = (tokens: number) => tokens.toLocaleString("en-US");
