/**
 * What a payee earns on one attributed charge (docs/ledger.md "Commission"):
 * an individual USD 50.00 flat, an organisation 10% of the net rounded
 * half-up to the cent for five years from the membership's first paid charge;
 * RIA seat charges earn nothing; refunds and chargebacks take it back.
 */
import {
  INDIVIDUAL_COMMISSION_CENTS,
  ORGANISATION_SHARE_PERCENT,
  ORGANISATION_SHARE_YEARS,
  percentHalfUp,
} from "../terms/programme-terms";
import type { PayeeKind } from "./entries";
import type { ChargeAdjustments } from "./adjustments";
import { addCalendarMonths } from "./dates";
import type { ChargeRow } from "./types";

// The rounding is defined beside the figures, which derive the worked example with it.
export { percentHalfUp };

/** The organisation's share applies to charges billed before this instant. */
export function shareEnds(membershipStart: string): string {
  return addCalendarMonths(membershipStart, 12 * ORGANISATION_SHARE_YEARS);
}

export function earnedCents(
  kind: PayeeKind,
  charge: ChargeRow,
  adjustments: ChargeAdjustments,
  membershipStart: string,
): number {
  if (charge.ria_seats) return 0;
  if (adjustments.chargedBack) return 0;
  const net = charge.net_cents;
  if (kind === "individual")
    return adjustments.refundedCents >= net ? 0 : INDIVIDUAL_COMMISSION_CENTS;
  if (charge.billed_at >= shareEnds(membershipStart)) return 0;
  const kept = Math.max(0, net - adjustments.refundedCents);
  return percentHalfUp(kept, ORGANISATION_SHARE_PERCENT);
}
