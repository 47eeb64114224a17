import {
  type Holder,
  monthlyCohorts,
  holderStanding,
} from "#app/lib/db/index.server.ts";
import {
  payeeBalances,
  payeeEntries,
  payeeOutlook,
  payoutLineStates,
  type Balances,
  type PayeeOutlook,
  termsAt,
  type PayeeRef,
} from "#app/lib/money/index.server.ts";
import { failureReason } from "#app/content/payout-failure-reasons.ts";
import type { LineState } from "#app/lib/money/index.ts";
import { i18nFor, DEFAULT_LOCALE, type Locale } from "#app/lib/i18n/index.ts";
import { MIN_COHORT, type MonthlyCohort } from "#app/lib/reports/index.ts";
import {
  payoutDetails,
  type MaskedDetails,
} from "#app/lib/use-cases/payout-details.server.ts";

/**
 * Everything the payee's page shows (docs/my-trust-code.md), read for the
 * signed-in holder only: counts per month with small member counts
 * suppressed, the ledger's totals and payouts, masked payout details.
 */

/** Member counts 1 to 4 read "<5": a small number could point at a person. Zero is no one. */
export function payeeCount(n: number): number | "<5" {
  return n > 0 && n < MIN_COHORT ? "<5" : n;
}

export interface PayeeMonth {
  month: string;
  scans: number;
  botEvents: number;
  uniqueVisitors: number;
  applications: number;
  newMembers: number | "<5";
  renewals: number | "<5";
}

export interface PayoutRow {
  date: string;
  amountCents: number;
  /** A payout whose money came back (a failed PayPal or cheque line). */
  returned: boolean;
  /** Where it is: approved, sent, unclaimed, held, paid or failed. */
  state: LineState;
  /** Why it failed, a sentence in the page's language (failed lines only). */
  reason: string | null;
  reference: string;
}

export interface AccountView {
  kind: Holder["kind"];
  code: string;
  codeStatus: "active" | "suspended" | "terminated";
  verified: boolean;
  organisationName: string | null;
  months: PayeeMonth[];
  balances: Balances;
  /** Individuals only: the USD 500 minimum; organisations are paid any positive balance. */
  minimumCents: number | null;
  /** YYYY-MM-DD (UTC): payout runs are prepared on the 1st of each month. */
  nextPayoutDate: string;
  payouts: PayoutRow[];
  details: MaskedDetails | null;
  /**
   * An individual issuer whose payout details were proposed before the
   * address was proven and are not confirmed yet: nothing of them is shown;
   * the owner types the destination again or enters new details.
   */
  toConfirm: boolean;
  /** What one paid charge earns: USD 50 flat, or a 10% share. */
  rewardCents: number | null;
  sharePercent: number | null;
  /** When and why: pending dates, reversals, held currencies, the next run. */
  outlook: PayeeOutlook;
}

export const payeeRef = (holder: Holder): PayeeRef => ({
  kind: holder.kind === "issuer" ? "individual" : "organisation",
  id: holder.id,
});

/** The 1st of the month after `now`, UTC. */
export function nextPayoutDate(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 10);
}

function toPayeeMonth(m: MonthlyCohort): PayeeMonth {
  return {
    month: m.month,
    scans: m.scans,
    botEvents: m.bot_events,
    uniqueVisitors: m.unique_visitors,
    applications: m.applications,
    newMembers: payeeCount(m.paid_conversions),
    renewals: payeeCount(m.renewals),
  };
}

/**
 * The payee's payouts, newest first, each with its state (docs/payouts.md
 * "Line states") and, when it failed, why, as a sentence in the page's
 * language (the reasons' words are server-side: app/content/payout-failure-reasons.ts).
 */
async function payoutRows(
  entries: Awaited<ReturnType<typeof payeeEntries>>,
  locale: Locale,
): Promise<PayoutRow[]> {
  // One row per line: a line PayPal paid after it failed has a second
  // 'payout' entry (docs/ledger.md "Payouts"); its first one dates the row.
  const payouts = entries.filter(
    (e, i) =>
      e.type === "payout" &&
      (e.payout_line_id === null ||
        entries.findIndex(
          (f) => f.type === "payout" && f.payout_line_id === e.payout_line_id,
        ) === i),
  );
  const states = await payoutLineStates(
    payouts.flatMap((e) => (e.payout_line_id ? [e.payout_line_id] : [])),
  );
  const i18n = await i18nFor(locale);
  return payouts
    .map((e) => {
      // Back on the balance: the line's moves add up to nothing.
      const returned =
        e.payout_line_id !== null &&
        entries
          .filter(
            (r) =>
              (r.type === "payout" || r.type === "payout-returned") &&
              r.payout_line_id === e.payout_line_id,
          )
          .reduce((sum, r) => sum + r.amount_cents, 0) === 0;
      const line = e.payout_line_id ? states.get(e.payout_line_id) : undefined;
      const state: LineState = line?.state ?? (returned ? "failed" : "paid");
      return {
        date: e.created_at.slice(0, 10),
        amountCents: -e.amount_cents,
        returned,
        state,
        reason:
          state === "failed" ? i18n._(failureReason(line?.reasonName)) : null,
        reference: e.payout_line_id ?? `E${e.id}`,
      };
    })
    .reverse();
}

export async function accountView(
  holder: Holder,
  now = new Date(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<AccountView> {
  const payee = payeeRef(holder);
  const personRow = await holderStanding(holder);
  const [months, balances, entries, details] = await Promise.all([
    monthlyCohorts(holder.code),
    payeeBalances(payee, now),
    payeeEntries(payee),
    payoutDetails(holder),
  ]);
  const individual = holder.kind === "issuer";
  const terms = termsAt(now.toISOString());
  // Proposed details are not shown at all, not even masked, until confirmed.
  const toConfirm = individual && !personRow.details_confirmed_at;
  return {
    kind: holder.kind,
    code: holder.code,
    codeStatus: personRow.codeStatus as AccountView["codeStatus"],
    verified: personRow.verified_at !== null,
    organisationName: personRow.organisation_name,
    months: months.map(toPayeeMonth),
    balances,
    minimumCents: individual ? terms.payoutMinimumCents : null,
    nextPayoutDate: nextPayoutDate(now),
    payouts: await payoutRows(entries, locale),
    details: toConfirm ? null : details,
    toConfirm,
    rewardCents: individual ? terms.individualCommissionCents : null,
    sharePercent: individual ? null : terms.organisationSharePercent,
    outlook: await payeeOutlook(payee, entries, now),
  };
}
