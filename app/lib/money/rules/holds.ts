/**
 * Which held money an operator may release by hand (docs/payouts.md
 * "Operator actions"): not a chargeback warning (the billing provider's
 * verdict ends it) and not a share held in another currency (its amount is in
 * that currency's minor units; reverse it and adjust in USD instead).
 */
export const BILLING_ONLY_HOLDS: readonly string[] = ["chargeback-warning"];

export function isReleasable(
  reasons: string | null,
  currency: string | null,
): boolean {
  if (currency !== null && currency !== "USD") return false;
  const list = reasons?.split(",") ?? [];
  return !list.some((r) => BILLING_ONLY_HOLDS.includes(r));
}
