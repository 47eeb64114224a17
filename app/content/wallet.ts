/**
 * Sustainability promise page (route /nirvana-wallet; figures in
 * docs/business-rules.md). The words live here; every number is computed by
 * app/lib/pages/sustainability.ts and passed in already formatted, so an operator
 * can rewrite a sentence without retyping a figure.
 */
import { pagePath } from "#app/lib/pages/links.ts";

export const WALLET_ROUTE = pagePath("wallet");

export const WALLET_PROMISE_DATE = {
  display: "21 October 2025",
  iso: "2025-10-21",
};

export interface FundingFigures {
  block: string;
  topUp: string;
  threshold: string;
}

export interface ExampleFigures {
  inputTokens: string;
  outputTokens: string;
  compute: string;
  kg: string;
  offset: string;
  total: string;
}

export const WALLET = {
  /** Title of the page's meta tags and share image. */
  metaTitle: "Our sustainability promise",
  heading: "The Nirvana Wallet: our sustainability promise",
  description:
    "How the Nirvana Wallet pays for AI usage at cost plus 20%, and offsets the carbon of every token, with the figures worked out in the open.",
  intro: [
    "Every Nirvana membership includes a wallet that pays for the AI you use: searches, Proximity Search and conversations with Satya. We charge what the computing costs us plus 20%, and we add a small, separate charge that pays for carbon offsets covering the energy your usage consumes.",
    "This page sets out every number behind that promise, how each one is calculated, and the assumptions we make. If an assumption changes, the figures below change with it.",
  ],

  fundingHeading: "How the wallet is funded",
  funding: (f: FundingFigures) =>
    `The wallet is funded in blocks of ${f.block}. When your balance reaches ${f.threshold}, it tops up automatically by ${f.topUp}, so a search never stops halfway. You can switch automatic top-up off at any time; unused balance stays in your wallet.`,

  pricingHeading: "What one million tokens costs",
  pricingIntro: (markup: string) =>
    `AI models read text as input tokens and write text as output tokens. We pass on the provider's cost plus ${markup}, and add the offset charge for the carbon each token causes.`,
  usageNote: "One million tokens is about 75 to 100 hours of use.",

  assumptionsHeading: "Assumptions",
  assumptionLabels: {
    inputEnergy: "Energy per input token (IT equipment)",
    outputEnergy: "Energy per output token (IT equipment)",
    pue: "Data-centre power usage effectiveness (PUE)",
    grid: "Grid carbon intensity",
    offset: "Offset budget",
    markup: "Pricing",
  },
  assumptionsNote:
    "Facility energy is IT energy multiplied by PUE; emissions are facility energy multiplied by the grid factor. The offset charge is the emissions in tonnes multiplied by the offset budget, plus the same 20% that applies to computing, rounded to the cent only when shown.",

  exampleHeading: "A worked example",
  example: (f: ExampleFigures) =>
    `A month in which you send ${f.inputTokens} input tokens and receive ${f.outputTokens} output tokens costs ${f.compute} in computing. It causes about ${f.kg} kg CO2e, so the offset charge is ${f.offset}, and your wallet is debited ${f.total} in total.`,

  sensitivityHeading: "How sensitive are the figures?",
  sensitivityIntro:
    "Data-centre efficiency and the carbon intensity of the grid vary by region and season. The table shows the emissions and offset charge per million tokens under a lower, our central, and a higher assumption.",

  calculatorHeading: "Work it out for yourself",
  calculatorIntro:
    "Type the number of tokens you expect to use. The estimate uses the same formulas and assumptions as the figures above.",

  retirementHeading: "Monthly retirement statement",
  retirement: [
    "Offsets are retired monthly in two carbon registries, with an annual third-party review of the calculations and the retirements.",
    "Each month we add up the tokens processed for all members, convert them to energy and emissions with the assumptions above, and retire at least that many tonnes of CO2e. The monthly retirement statement lists the tokens processed, the estimated energy and emissions, the offset charges collected, and the serial numbers of the credits retired in each registry.",
    "Offset charges are used only to buy and retire credits. If a month's charges exceed the cost of the credits retired, the difference carries forward to the next month's retirement.",
  ],
};

/** The usage calculator: labels, result terms and what a bad entry says. */
export const WALLET_CALCULATOR = {
  title: "Estimate your usage",
  labels: { inputTokens: "Input tokens", outputTokens: "Output tokens" },
  result: {
    compute: "Compute cost",
    energy: "Energy (facility)",
    emissions: "Emissions",
    offset: "Offset charge",
    total: "Total",
  },
  /** Follow the figure directly, so each starts with its space. */
  units: { energy: " kWh", emissions: " kg CO2e" },
  /** Each takes the field's label, e.g. "Input tokens". */
  errors: {
    empty: (label: string) =>
      `Enter the number of ${label.toLowerCase()} (0 or more).`,
    notANumber: (label: string) => `${label} must be a number.`,
    negative: (label: string) => `${label} cannot be negative.`,
    notWhole: (label: string) => `${label} must be a whole number.`,
    tooLarge: (label: string) => `${label} is too large to estimate.`,
  },
};

/** The route's table and value words (app/routes/wallet.tsx); {markup} etc. are figures. */
export const WALLET_TABLES = {
  perMillionRegion: "Prices and footprint per million tokens",
  perMillionCaption: "Per million tokens",
  perMillionColumn: "Per million tokens",
  input: "Input",
  output: "Output",
  rows: {
    providerCost: "Provider cost",
    price: "Price (cost plus {markup})",
    itEnergy: "IT energy",
    facilityEnergy: "Facility energy",
    emissions: "Emissions (CO2e)",
    offset: "Offset charge",
    allIn: "All-in price",
  },
  sensitivityRegion: "Sensitivity to PUE and grid factor",
  sensitivityCaption: "Per million tokens, by PUE and grid factor",
  sensitivityColumns: {
    pueGrid: "PUE / grid (kg per kWh)",
    inputKg: "Input kg CO2e",
    inputOffset: "Input offset",
    outputKg: "Output kg CO2e",
    outputOffset: "Output offset",
  },
  /** Follows the row's figures, so it starts with its space. */
  central: " (central)",
  assumptionValues: {
    grid: "{kg} kg CO2e per kWh",
    offset: "{usd} per tonne CO2e",
    markup: "cost plus {markup}",
  },
};

type Words<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => string
    ? string
    : T[K] extends string
      ? string
      : Words<T[K]>;
};

/**
 * The wallet page in another language (app/content/translations/<locale>/
 * wallet.ts): the same words as WALLET, WALLET_TABLES and WALLET_CALCULATOR,
 * with each figure a {placeholder} filled from app/lib/pages/sustainability.ts
 * (funding: {block} {threshold} {topUp}; pricingIntro: {markup}; example:
 * {inputTokens} {outputTokens} {compute} {kg} {offset} {total}; calculator
 * errors: {label}).
 */
export interface WalletWords extends Words<typeof WALLET> {
  /** The promise's date as the locale writes it. */
  date: string;
  tables: Words<typeof WALLET_TABLES>;
  calculator: Words<typeof WALLET_CALCULATOR>;
}
