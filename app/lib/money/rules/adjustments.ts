/**
 * What a charge's adjustments add up to (docs/ledger.md "Reversals"). Only
 * `approved` adjustments count: pending or rejected refunds change nothing.
 * Counting, not sequencing, makes the result independent of arrival order.
 */
import type { AdjustmentRow } from "#app/lib/money/rules/types.ts";

export interface ChargeAdjustments {
  /** Approved refunds' subtotal (tax excluded). */
  refundedCents: number;
  /** A chargeback stands (not reversed by a chargeback_reverse). */
  chargedBack: boolean;
  /** A chargeback warning stands: no warning reverse and no chargeback yet. */
  warning: boolean;
}

export function chargeAdjustments(
  adjustments: readonly AdjustmentRow[],
): ChargeAdjustments {
  const approved = adjustments.filter((a) => a.status === "approved");
  const count = (action: AdjustmentRow["action"]) =>
    approved.filter((a) => a.action === action).length;
  const chargebacks = count("chargeback");
  return {
    refundedCents: approved
      .filter((a) => a.action === "refund")
      .reduce((sum, a) => sum + a.net_cents, 0),
    chargedBack: chargebacks > count("chargeback_reverse"),
    warning:
      chargebacks === 0 &&
      count("chargeback_warning") > count("chargeback_warning_reverse"),
  };
}
