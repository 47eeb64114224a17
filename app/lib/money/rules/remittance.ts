/**
 * An organisation's monthly remittance statement (docs/my-trust-code.md
 * "Remittance statement"): which months it exists for, and its totals.
 * Pure; the sums come from app/lib/money/store/remittance.server.ts.
 */
import { MIN_COHORT } from "#app/lib/reports/index.ts";
import type { LineState } from "#app/lib/money/rules/line-state.ts";
import {
  isPastMonth,
  monthOf,
  previousMonth,
} from "#app/lib/money/rules/month.ts";

/** The months a statement is offered for, newest first: closed months from the first charge's. */
export function remittanceMonths(
  now: Date,
  first: string | null,
  limit = 36,
): string[] {
  const last = previousMonth(monthOf(now));
  const out: string[] = [];
  for (
    let month = last;
    out.length < limit &&
    (out.length === 0 || (first !== null && month >= first));
    month = previousMonth(month)
  )
    out.push(month);
  return out;
}

/**
 * The month a request asks for: a closed month (`YYYY-MM` before this one),
 * else the last closed month; null when it names something else.
 */
export function remittanceMonth(
  asked: string | null,
  now: Date,
): string | null {
  if (asked === null || asked === "") return previousMonth(monthOf(now));
  return isPastMonth(asked, now) ? asked : null;
}

/** The 1st of the month after `month` (YYYY-MM-DD): the day its payout run is prepared. */
export function nextMonthStart(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

/**
 * What an organisation's monthly remittance statement adds up
 * (docs/my-trust-code.md "Remittance statement"): sums only, never a charge
 * or a member on its own. A charge belongs to the organisation's month when
 * it was billed in that month (UTC) and the ledger holds an entry of it for
 * the organisation (it was attributed and earned a share).
 */
export interface RemittanceSums {
  /** Distinct paying members behind the month's attributed charges. */
  members: number;
  /** The charges' net (subtotal − discount, tax excluded) per payout currency, in minor units. */
  net: { currency: string; cents: number }[];
  /** The organisation's share of them in USD after reversals, in cents. */
  shareCents: number;
  /** Shares held in another currency than USD, per currency, until converted. */
  heldOriginals: { currency: string; cents: number }[];
  /** The organisation's lines in the month's payout run (none before it is prepared). */
  lines: { amountCents: number; state: LineState }[];
  /** Whether the month's payout run has been prepared. */
  runPrepared: boolean;
}

export interface RemittanceTotals {
  month: string;
  /** Paying members behind the month's charges: 1 to 4 read "<5", never a smaller count. */
  members: number | "<5";
  net: { currency: string; cents: number }[];
  shareCents: number;
  heldOriginals: { currency: string; cents: number }[];
  /** Paid in the month's run (lines that have not failed); null before the run is prepared. */
  paidCents: number | null;
  /** The states of the organisation's lines in that run. */
  lineStates: LineState[];
}

export function remittanceTotals(
  month: string,
  sums: RemittanceSums,
): RemittanceTotals {
  return {
    month,
    members:
      sums.members > 0 && sums.members < MIN_COHORT ? "<5" : sums.members,
    net: sums.net,
    shareCents: sums.shareCents,
    heldOriginals: sums.heldOriginals,
    paidCents: sums.runPrepared
      ? sums.lines
          .filter((l) => l.state !== "failed")
          .reduce((total, l) => total + l.amountCents, 0)
      : null,
    lineStates: sums.lines.map((l) => l.state),
  };
}
