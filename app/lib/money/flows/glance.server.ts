/**
 * The programme's money at a glance, for the console's overview
 * (docs/payouts.md "At a glance"): Pending, Available and On hold across all
 * payees, what the next run would pay, open clawbacks, chargebacks per code
 * in the last 90 days and the billing inbox's dead events. Balances come
 * from the same ledger query as the payee's page; the forecast from the
 * same rules the run uses.
 */
import { allPayeeBalances } from "#app/lib/money/store/balances.server.ts";
import { termsAt } from "#app/lib/money/terms/dated-terms.ts";
import { payoutCandidates } from "#app/lib/money/store/payouts.server.ts";
import { decidePayee, hasMoney } from "#app/lib/money/rules/qualify.ts";
import {
  chargebacksByCode,
  deadBillingEvents,
  type ChargebacksByCode,
} from "#app/lib/money/store/glance.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the chargebacks count. */
export const CHARGEBACK_WINDOW_DAYS = 90;

export interface ProgrammeGlance {
  pendingCents: number;
  availableCents: number;
  onHoldCents: number;
  /** The run prepared now: who qualifies and what it would pay. */
  forecast: { payees: number; totalCents: number; minimumCents: number };
  /** Payees whose clawbacks exceed what they had: recovered from later runs. */
  clawbacks: { payees: number; cents: number };
  chargebacks: ChargebacksByCode[];
  deadEvents: number;
}

export async function programmeGlance(
  now = new Date(),
): Promise<ProgrammeGlance> {
  // The minimum of the terms in force now, as a run prepared now would use.
  const minimumCents = termsAt(now.toISOString()).payoutMinimumCents;
  const [balances, candidates, chargebacks, deadEvents] = await Promise.all([
    allPayeeBalances(now),
    payoutCandidates(now),
    chargebacksByCode(
      new Date(now.getTime() - CHARGEBACK_WINDOW_DAYS * DAY_MS),
    ),
    deadBillingEvents(),
  ]);
  const glance: ProgrammeGlance = {
    pendingCents: 0,
    availableCents: 0,
    onHoldCents: 0,
    forecast: { payees: 0, totalCents: 0, minimumCents },
    clawbacks: { payees: 0, cents: 0 },
    chargebacks,
    deadEvents,
  };
  for (const b of balances) {
    glance.pendingCents += b.pendingCents;
    glance.onHoldCents += b.onHoldCents;
    if (b.availableCents >= 0) glance.availableCents += b.availableCents;
    else {
      glance.clawbacks.payees++;
      glance.clawbacks.cents += -b.availableCents;
    }
  }
  for (const c of candidates.filter(hasMoney)) {
    if (!decidePayee(c, minimumCents).pay) continue;
    glance.forecast.payees++;
    glance.forecast.totalCents += c.availableCents;
  }
  return glance;
}
