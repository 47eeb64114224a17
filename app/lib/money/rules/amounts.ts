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
  netCents: number;
  taxCents: number;
}

/** What an adjustment's own amounts say, before it is stored (negative amounts). */
export function adjustmentAmountProblem(
  adjustment: AdjustmentAmounts,
): string | null {
  if (adjustment.netCents < 0 || adjustment.taxCents < 0)
    return "negative amount";
  return null;
}

interface CountableAdjustment {
  adjustment_id: string;
  action: string;
  status: string;
  net_cents: number;
  currency?: string;
  /** The event's time: of refunds adding up past the net, the later ones are left out. */
  occurred_at?: string;
}

const byArrival = (a: CountableAdjustment, b: CountableAdjustment) => {
  const x = a.occurred_at ?? "";
  const y = b.occurred_at ?? "";
  if (x !== y) return x < y ? -1 : 1;
  return a.adjustment_id < b.adjustment_id
    ? -1
    : a.adjustment_id > b.adjustment_id
      ? 1
      : 0;
};

/**
 * The adjustments the rules count for a charge, whatever order they were
 * processed in: those in another currency, and approved refunds that would
 * take the refunded total past the net (the later ones by occurred_at), are
 * left out; their events are dead.
 */
export function countedAdjustments<T extends CountableAdjustment>(
  adjustments: readonly T[],
  charge: { net_cents: number; currency: string },
): T[] {
  let refunded = 0;
  const out: T[] = [];
  for (const a of [...adjustments].sort(byArrival)) {
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

/**
 * Why the rules leave one of a charge's adjustments out (null: it counts, or
 * the charge has not arrived yet, when the rules decide once it does).
 */
export function uncountedReason<T extends CountableAdjustment>(
  adjustmentId: string,
  adjustments: readonly T[],
  charge: { net_cents: number; currency: string } | null,
): string | null {
  if (!charge) return null;
  const mine = adjustments.find((a) => a.adjustment_id === adjustmentId);
  if (!mine) return null;
  if (mine.currency !== undefined && mine.currency !== charge.currency)
    return `adjustment in ${mine.currency}, its charge in ${charge.currency}`;
  if (countedAdjustments(adjustments, charge).includes(mine)) return null;
  return "refunds above the charge's net";
}
