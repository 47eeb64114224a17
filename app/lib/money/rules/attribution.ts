/**
 * Attribution (docs/ledger.md "Lock"): the member's first paid charge
 * (net > 0) that names an active code locks them to it; later charges follow
 * the lock whatever they carry (no stacking, no switching) until a lapse
 * starts the member afresh. Derived from all facts in billing order, so the
 * order events arrived in never matters.
 */
import { termsAt, type TermsTable } from "#app/lib/money/terms/dated-terms.ts";
import { lapsedBefore } from "#app/lib/money/rules/lapse.ts";
import {
  isMembershipCharge,
  type PriceLists,
} from "#app/lib/money/rules/membership.ts";
import { selfReferralAtLock } from "#app/lib/money/rules/self-referral.ts";
import type {
  ChargeRow,
  CodeInfo,
  MemberFacts,
} from "#app/lib/money/rules/types.ts";

export interface Lock {
  code: CodeInfo;
  lockedAt: string;
  chargeId: string;
}

export interface AttributedCharge {
  charge: ChargeRow;
  /** The lock this charge falls under; null = nobody earns. */
  lock: Lock | null;
  /** Decided at the lock from the member's address then. */
  selfReferral: boolean;
  /** Another address of the member is the holder's: a flag for the operator, nothing else. */
  laterSelfMatch: boolean;
  /** The member's first paid charge of the current membership (the five years run from it). */
  membershipStart: string;
}

const byBilling = (a: ChargeRow, b: ChargeRow) =>
  a.billed_at < b.billed_at
    ? -1
    : a.billed_at > b.billed_at
      ? 1
      : a.charge_id < b.charge_id
        ? -1
        : a.charge_id > b.charge_id
          ? 1
          : 0;

/** A code may lock a member while active; the lock derived before stays even once the code stops. */
function lockable(facts: MemberFacts, charge: ChargeRow): CodeInfo | null {
  const code = facts.codeForCharge.get(charge.charge_id) ?? null;
  if (!code) return null;
  if (code.status === "active") return code;
  const prev = facts.previousLock;
  return prev && prev.chargeId === charge.charge_id && prev.code === code.code
    ? code
    : null;
}

/** Only paid membership charges (membership.ts) lock, keep or earn. */
export function attributeCharges(
  facts: MemberFacts,
  prices: PriceLists,
  table?: TermsTable,
): AttributedCharge[] {
  const paid = facts.charges
    .filter((c) => c.net_cents > 0 && isMembershipCharge(c, prices))
    .sort(byBilling);
  const out: AttributedCharge[] = [];
  let lock: Lock | null = null;
  let membershipStart: string | null = null;
  let previousPaidAt: string | null = null;
  for (const charge of paid) {
    if (
      previousPaidAt !== null &&
      membershipStart !== null &&
      lapsedBefore(
        previousPaidAt,
        charge.billed_at,
        facts.cancellations,
        termsAt(membershipStart, table).lapseGraceMonths,
      )
    ) {
      lock = null;
      membershipStart = null;
    }
    membershipStart ??= charge.billed_at;
    if (!lock) {
      const code = lockable(facts, charge);
      if (code)
        lock = { code, lockedAt: charge.billed_at, chargeId: charge.charge_id };
    }
    const self = lock
      ? selfReferralAtLock(facts.emailHistory, lock.lockedAt, lock.code)
      : { selfReferral: false, laterMatch: false };
    out.push({
      charge,
      lock,
      selfReferral: self.selfReferral,
      laterSelfMatch: self.laterMatch,
      membershipStart,
    });
    previousPaidAt = charge.billed_at;
  }
  return out;
}
