/**
 * The desired commission state of each of a member's charges, from all their
 * facts (pure). app/lib/money/rules/reconcile.ts turns the difference between this
 * and the ledger into new entries.
 */
import type { PayeeKind } from "./entries";
import type { HoldReason } from "./entries";
import { chargeAdjustments } from "./adjustments";
import { attributeCharges, type Lock } from "./attribution";
import { earnedCents } from "./commission";
import { availableAt, holdReason, type BillingHoldReason } from "./holding";
import type { MemberFacts } from "./types";

export interface DesiredCommission {
  payeeKind: PayeeKind;
  payeeId: string;
  code: string;
  chargeId: string;
  amountCents: number;
  holdReason: HoldReason | null;
  availableAt: string;
}

export type MemberFlag = "self-referral" | "chargeback" | BillingHoldReason;

export interface MemberState {
  commissions: DesiredCommission[];
  /** The lock of the member's latest paid charge (null: not attributed now). */
  lock: Lock | null;
  flag: MemberFlag | null;
}

/** Most telling first: the console shows one flag per member. */
const FLAG_ORDER: MemberFlag[] = [
  "self-referral",
  "chargeback",
  "chargeback-warning",
  "code-stopped",
  "non-usd",
];

export function desiredState(
  facts: MemberFacts,
  holdDays: number,
): MemberState {
  const flags = new Set<MemberFlag>();
  const commissions: DesiredCommission[] = [];
  const attributed = attributeCharges(facts);
  for (const { charge, lock, selfReferral, membershipStart } of attributed) {
    if (!lock) continue;
    const adjustments = chargeAdjustments(
      facts.adjustments.filter((a) => a.charge_id === charge.charge_id),
    );
    if (adjustments.chargedBack) flags.add("chargeback");
    if (selfReferral) {
      flags.add("self-referral");
      continue;
    }
    const kind = lock.code.ownerKind;
    const amountCents = earnedCents(kind, charge, adjustments, membershipStart);
    const reason = holdReason({
      warning: adjustments.warning,
      codeStopped: lock.code.status !== "active",
      nonUsdShare: kind === "organisation" && charge.currency !== "USD",
    });
    if (reason && amountCents > 0) flags.add(reason);
    commissions.push({
      payeeKind: kind,
      payeeId: lock.code.ownerId,
      code: lock.code.code,
      chargeId: charge.charge_id,
      amountCents,
      holdReason: reason,
      availableAt: availableAt(kind, charge.billed_at, holdDays),
    });
  }
  return {
    commissions,
    lock: attributed.at(-1)?.lock ?? null,
    flag: FLAG_ORDER.find((f) => flags.has(f)) ?? null,
  };
}
