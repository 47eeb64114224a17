/**
 * What a payee earns on one attributed charge (docs/ledger.md "Commission"):
 * an individual a flat commission, an organisation a share of the net rounded
 * half-up to the cent for some years from the membership's first paid
 * charge; RIA seat charges earn nothing; refunds and chargebacks take it
 * back. The figures are the dated terms' (terms/dated-terms.ts): commission
 * and share those in force at the charge's billed_at, the years those at the
 * member's first paid charge.
 */
import { termsAt, type TermsTable } from "#app/lib/money/terms/dated-terms.ts";
import { percentHalfUp } from "#app/lib/money/terms/programme-terms.ts";
import type { PayeeKind } from "#app/lib/money/rules/entries.ts";
import type { ChargeAdjustments } from "#app/lib/money/rules/adjustments.ts";
import { addCalendarMonths } from "#app/lib/money/rules/dates.ts";
import type { ChargeRow } from "#app/lib/money/rules/types.ts";

// The rounding is defined beside the figures, which derive the worked example with it.
export { percentHalfUp };

/** The organisation's share applies to charges billed before this instant. */
export function shareEnds(membershipStart: string, table?: TermsTable): string {
  return addCalendarMonths(
    membershipStart,
    12 * termsAt(membershipStart, table).organisationShareYears,
  );
}

export function earnedCents(
  kind: PayeeKind,
  charge: Pick<ChargeRow, "billed_at" | "net_cents">,
  adjustments: ChargeAdjustments,
  membershipStart: string,
  { riaSeat, table }: { riaSeat: boolean; table?: TermsTable },
): number {
  if (riaSeat) return 0;
  if (adjustments.chargedBack) return 0;
  const terms = termsAt(charge.billed_at, table);
  const net = charge.net_cents;
  if (kind === "individual")
    return adjustments.refundedCents >= net
      ? 0
      : terms.individualCommissionCents;
  if (charge.billed_at >= shareEnds(membershipStart, table)) return 0;
  const kept = Math.max(0, net - adjustments.refundedCents);
  return percentHalfUp(kept, terms.organisationSharePercent);
}
