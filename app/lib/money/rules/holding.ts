/**
 * When earned money may be paid (docs/ledger.md "Holding"): an individual's
 * commission is pending for the hold days of the terms in force at billed_at; an
 * organisation's share of month M becomes available on the 1st of M+1 (UTC).
 * Held money (on-hold) waits for a reason instead, in this order of precedence.
 */
import type { HoldReason } from "#app/lib/money/rules/entries.ts";

/** The holds billing facts cause ('operator' is the console's). */
export type BillingHoldReason = Exclude<HoldReason, "operator">;
import type { PayeeKind } from "#app/lib/money/rules/entries.ts";
import { addDays, firstOfNextMonth } from "#app/lib/money/rules/dates.ts";

export function availableAt(
  kind: PayeeKind,
  billedAt: string,
  holdDays: number,
): string {
  return kind === "individual"
    ? addDays(billedAt, holdDays)
    : firstOfNextMonth(billedAt);
}

export function holdReason({
  warning,
  codeStopped,
  nonUsdShare,
}: {
  /** A chargeback warning stands on the charge. */
  warning: boolean;
  /** The locked code is suspended or terminated. */
  codeStopped: boolean;
  /** An organisation's share of a charge paid out in another currency: never converted by guess. */
  nonUsdShare: boolean;
}): BillingHoldReason | null {
  if (warning) return "chargeback-warning";
  if (codeStopped) return "code-stopped";
  if (nonUsdShare) return "non-usd";
  return null;
}
