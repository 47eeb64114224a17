/**
 * When and why, for the payee's page (docs/my-trust-code.md "When and why"):
 * pending commissions with their dates, reversals, money held in other
 * currencies, and whether the payee is in the next payout run (prepared on
 * the 1st, UTC) and why not.
 */
import { termsAt } from "#app/lib/money/terms/dated-terms.ts";
import type { LedgerEntry, PayeeRef } from "#app/lib/money/rules/entries.ts";
import {
  notInRunReasons,
  pendingCommissions,
  reversalRows,
  type NotInRunReason,
  type PendingCommission,
  type ReversalRow,
} from "#app/lib/money/rules/outlook.ts";
import { decidePayee } from "#app/lib/money/rules/qualify.ts";
import { payeeHeldOriginals } from "#app/lib/money/store/balances.server.ts";
import { payoutCandidate } from "#app/lib/money/store/payouts.server.ts";

export interface PayeeOutlook {
  pending: PendingCommission[];
  reversals: ReversalRow[];
  /** Shares kept in another currency, on hold until converted. */
  heldOriginals: { currency: string; cents: number }[];
  nextRun: {
    /** YYYY-MM-DD (UTC). */
    date: string;
    included: boolean;
    reasons: NotInRunReason[];
  };
  /** Individuals: the available balance has reached the minimum of the terms in force. */
  minimumReached: boolean;
}

/** 00:00 UTC on the 1st of the month after `now`: when the next run is prepared. */
export function nextRunAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

export async function payeeOutlook(
  payee: PayeeRef,
  entries: readonly LedgerEntry[],
  now: Date,
): Promise<PayeeOutlook> {
  const runAt = nextRunAt(now);
  const minimum = termsAt(runAt.toISOString()).payoutMinimumCents;
  const [candidate, heldOriginals, today] = await Promise.all([
    payoutCandidate(payee, runAt),
    payeeHeldOriginals(payee),
    payoutCandidate(payee, now),
  ]);
  const decision = decidePayee(candidate, minimum);
  return {
    pending: pendingCommissions(entries, now),
    reversals: reversalRows(entries),
    heldOriginals,
    nextRun: {
      date: runAt.toISOString().slice(0, 10),
      included: decision.pay,
      reasons: decision.pay
        ? []
        : notInRunReasons(decision.reasons, candidate.onHoldCents),
    },
    minimumReached:
      payee.kind === "individual" &&
      today.availableCents >= termsAt(now.toISOString()).payoutMinimumCents,
  };
}
