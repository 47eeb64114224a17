/**
 * Only membership charges earn (docs/ledger.md "Only membership charges
 * earn"): a charge that belongs to a subscription, carries a membership price
 * (when the list is set) and was made by a first purchase (`web`, `api`) or
 * a renewal (`subscription_recurring`). Prorations, one-off charges on a
 * subscription and payment-method changes earn nothing and lock no member.
 * At most one individual commission per subscription billing period.
 */

/** The price lists the operator sets (PADDLE_MEMBERSHIP_PRICE_IDS, PADDLE_RIA_SEAT_PRICE_IDS). */
export interface PriceLists {
  /** Empty: every subscription charge is a membership charge. */
  membership: readonly string[];
  ria: readonly string[];
}

export const NO_PRICE_LISTS: PriceLists = { membership: [], ria: [] };

/** Paddle's `origin` values that make or renew a membership. */
export const EARNING_ORIGINS: readonly string[] = [
  "web",
  "api",
  "subscription_recurring",
];

/** What the rule reads of a charge. */
export interface MembershipFacts {
  subscription_id: string | null;
  origin: string | null;
  price_ids: readonly string[];
  ria_seats: number | boolean;
}

/** A comma-separated list of price ids, blanks dropped. */
export function parsePriceIds(value: string | undefined | null): string[] {
  return (value ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
}

export function isMembershipCharge(
  charge: MembershipFacts,
  prices: PriceLists,
): boolean {
  if (!charge.subscription_id) return false;
  if (!charge.origin || !EARNING_ORIGINS.includes(charge.origin)) return false;
  return (
    prices.membership.length === 0 ||
    charge.price_ids.some((id) => prices.membership.includes(id))
  );
}

/** Seats an RIA pays for centrally: flagged at checkout or sold under a seat price. */
export function isRiaSeatCharge(
  charge: MembershipFacts,
  prices: PriceLists,
): boolean {
  return (
    Boolean(charge.ria_seats) ||
    charge.price_ids.some((id) => prices.ria.includes(id))
  );
}

/**
 * The key of a charge's subscription billing period: charges sharing it earn
 * one individual commission between them (the first by billing order).
 * Without a period start, a charge is its own period.
 */
export function billingPeriodKey(charge: {
  charge_id: string;
  subscription_id: string | null;
  period_start: string | null;
}): string {
  return charge.subscription_id && charge.period_start
    ? `${charge.subscription_id}\u0000${charge.period_start}`
    : `\u0000${charge.charge_id}`;
}
