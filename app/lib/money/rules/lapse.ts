/**
 * Lapse (docs/ledger.md "Lapse"): after a subscription is canceled, a paid
 * charge within 6 calendar months of `canceled_at` keeps the attribution;
 * a later one starts the member afresh (a new lock, a new five years).
 */
import { addCalendarMonths } from "#app/lib/money/rules/dates.ts";

/**
 * True when the member lapsed between their previous paid charge and this
 * one: the last cancellation in between is more than the grace before it.
 * The grace is the terms' at the member's first paid charge.
 */
export function lapsedBefore(
  previousPaidAt: string,
  billedAt: string,
  cancellations: readonly string[],
  graceMonths: number,
): boolean {
  const between = cancellations.filter(
    (at) => at >= previousPaidAt && at <= billedAt,
  );
  if (between.length === 0) return false;
  const last = between.reduce((a, b) => (a > b ? a : b));
  return billedAt > addCalendarMonths(last, graceMonths);
}
