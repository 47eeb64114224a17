/**
 * The programme's money figures with the date each applies from
 * (docs/business-rules.md "Dated terms", docs/ledger.md "Dated terms"). A
 * charge earns under the terms in force at its billed_at; the share's years
 * and the lapse grace follow the terms in force at the member's first paid
 * charge; a payout run's minimum follows the terms in force when it is
 * prepared. The first row covers everything before it. To change a figure,
 * add a row dated from when it applies: rows are never edited, so nothing a
 * charge earned before that date changes. Dates are UTC.
 */
export interface ProgrammeTerms {
  /** UTC date (YYYY-MM-DD) from which these figures apply. */
  from: string;
  /** An individual issuer's flat commission per paid charge, in US cents. */
  individualCommissionCents: number;
  /** An organisation's share of each charge's net, in percent. */
  organisationSharePercent: number;
  /** For how many years from the member's first paid charge the share runs. */
  organisationShareYears: number;
  /** Days an individual's commission stays pending after the charge. */
  commissionHoldDays: number;
  /** A paid charge within this many calendar months of a cancellation keeps the attribution. */
  lapseGraceMonths: number;
  /** An individual's available balance a payout run needs, in US cents. */
  payoutMinimumCents: number;
}

export type TermsTable = readonly ProgrammeTerms[];

/** Oldest first. */
export const PROGRAMME_TERMS: TermsTable = [
  {
    from: "2026-01-01",
    individualCommissionCents: 5_000,
    organisationSharePercent: 10,
    organisationShareYears: 5,
    commissionHoldDays: 30,
    lapseGraceMonths: 6,
    payoutMinimumCents: 50_000,
  },
];

/** The terms in force at `at` (an ISO instant or a date, UTC); before the first row, the first row. */
export function termsAt(
  at: string,
  table: TermsTable = PROGRAMME_TERMS,
): ProgrammeTerms {
  let found = table[0]!;
  for (const row of table) if (at >= row.from) found = row;
  return found;
}

/** The newest row: what the pages state as the programme's figures. */
export function latestTerms(
  table: TermsTable = PROGRAMME_TERMS,
): ProgrammeTerms {
  return table.at(-1)!;
}

const usd = (cents: number) =>
  `USD ${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

/** The columns of docs/business-rules.md "Dated terms". */
export const TERMS_COLUMNS = [
  "From (UTC)",
  "Individual commission",
  "Organisation share",
  "Share years",
  "Hold days",
  "Lapse grace (months)",
  "Payout minimum",
] as const;

/**
 * The table's cells as docs/business-rules.md "Dated terms" shows them;
 * generated there by `npm run docs:tables` (tooling/docs/tables.ts).
 */
export function termsTableRows(
  table: TermsTable = PROGRAMME_TERMS,
): string[][] {
  return table.map((t) => [
    t.from,
    usd(t.individualCommissionCents),
    `${t.organisationSharePercent}%`,
    String(t.organisationShareYears),
    String(t.commissionHoldDays),
    String(t.lapseGraceMonths),
    usd(t.payoutMinimumCents),
  ]);
}
