/**
 * Amounts are checked (docs/ledger.md "Amounts are checked"): an event whose
 * amounts break these rules is `dead` with the reason, at once, and changes
 * no balance. Pure: each check gets what it compares.
 */

/** A charge is refused above this many times the membership price (RIA seat charges excepted). */
export const MAX_NET_TIMES_PRICE = 100;

export interface ChargeAmounts {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  /** An RIA seat charge earns nothing, so a large one is no risk. */
  riaSeats: boolean;
}

export function chargeAmountProblem(
  charge: ChargeAmounts,
  membershipPriceCents: number,
): string | null {
  if (
    charge.subtotalCents < 0 ||
    charge.discountCents < 0 ||
    charge.taxCents < 0
  )
    return "negative amount";
  if (charge.discountCents > charge.subtotalCents)
    return "discount above the subtotal";
  const net = charge.subtotalCents - charge.discountCents;
  if (!charge.riaSeats && net > MAX_NET_TIMES_PRICE * membershipPriceCents)
    return `net above ${MAX_NET_TIMES_PRICE} times the membership price`;
  return null;
}

export interface AdjustmentAmounts {
  action: string;
  status: string;
  netCents: number;
  taxCents: number;
  currency: string;
}

/**
 * An adjustment checked against its charge (null: the charge has not arrived,
 * only its own amounts are checked). `otherRefundsCents` is what the charge's
 * other approved refunds add up to.
 */
export function adjustmentAmountProblem(
  adjustment: AdjustmentAmounts,
  charge: { netCents: number; currency: string } | null,
  otherRefundsCents: number,
): string | null {
  if (adjustment.netCents < 0 || adjustment.taxCents < 0)
    return "negative amount";
  if (!charge) return null;
  if (adjustment.currency !== charge.currency)
    return `adjustment in ${adjustment.currency}, its charge in ${charge.currency}`;
  if (
    adjustment.action === "refund" &&
    adjustment.status === "approved" &&
    otherRefundsCents + adjustment.netCents > charge.netCents
  )
    return "refunds above the charge's net";
  return null;
}

/**
 * The adjustments the rules count for a charge, in arrival-independent
 * order: those in another currency, and approved refunds that would take the
 * refunded total past the net, are left out (their events are dead).
 */
export function countedAdjustments<
  T extends {
    adjustment_id: string;
    action: string;
    status: string;
    net_cents: number;
    currency?: string;
  },
>(
  adjustments: readonly T[],
  charge: { net_cents: number; currency: string },
): T[] {
  const sorted = [...adjustments].sort((a, b) =>
    a.adjustment_id < b.adjustment_id
      ? -1
      : a.adjustment_id > b.adjustment_id
        ? 1
        : 0,
  );
  let refunded = 0;
  const out: T[] = [];
  for (const a of sorted) {
    if (a.net_cents < 0) continue;
    if (a.currency !== undefined && a.currency !== charge.currency) continue;
    if (a.action === "refund" && a.status === "approved") {
      if (refunded + a.net_cents > charge.net_cents) continue;
      refunded += a.net_cents;
    }
    out.push(a);
  }
  return out;
}
