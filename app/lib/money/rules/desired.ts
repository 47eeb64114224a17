/**
 * The desired commission state of each of a member's charges, from all their
 * facts (pure). app/lib/money/rules/reconcile.ts turns the difference between this
 * and the ledger into new entries.
 */
import { termsAt, type TermsTable } from "#app/lib/money/terms/dated-terms.ts";
import type { PayeeKind } from "#app/lib/money/rules/entries.ts";
import type { HoldReason } from "#app/lib/money/rules/entries.ts";
import { chargeAdjustments } from "#app/lib/money/rules/adjustments.ts";
import { countedAdjustments } from "#app/lib/money/rules/amounts.ts";
import {
  attributeCharges,
  type Lock,
} from "#app/lib/money/rules/attribution.ts";
import { earnedCents } from "#app/lib/money/rules/commission.ts";
import {
  availableAt,
  holdReason,
  type BillingHoldReason,
} from "#app/lib/money/rules/holding.ts";
import {
  billingPeriodKey,
  isRiaSeatCharge,
  NO_PRICE_LISTS,
  type PriceLists,
} from "#app/lib/money/rules/membership.ts";
import type { MemberFacts } from "#app/lib/money/rules/types.ts";

export interface DesiredCommission {
  payeeKind: PayeeKind;
  payeeId: string;
  code: string;
  chargeId: string;
  amountCents: number;
  holdReason: HoldReason | null;
  availableAt: string;
  /**
   * An organisation's share of a charge paid out in another currency: kept
   * in that currency (amountCents is then 0), never relabelled as USD.
   */
  original?: { currency: string; cents: number } | null;
}

export type MemberFlag =
  "self-referral" | "self-referral-later" | "chargeback" | BillingHoldReason;

/** What the rules are applied with besides the facts. */
export interface RuleContext {
  /** The dated terms (default: the programme's, terms/dated-terms.ts). */
  terms?: TermsTable;
  prices?: PriceLists;
}

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
  "self-referral-later",
  "chargeback-warning",
  "code-stopped",
  "non-usd",
];

export function desiredState(
  facts: MemberFacts,
  { terms, prices = NO_PRICE_LISTS }: RuleContext = {},
): MemberState {
  const flags = new Set<MemberFlag>();
  const commissions: DesiredCommission[] = [];
  const attributed = attributeCharges(facts, prices, terms);
  // One individual commission per subscription billing period: the first charge of it earns.
  const periodsEarned = new Set<string>();
  for (const attributedCharge of attributed) {
    const { charge, lock, selfReferral, membershipStart } = attributedCharge;
    if (!lock) continue;
    const adjustments = chargeAdjustments(
      countedAdjustments(
        facts.adjustments.filter((a) => a.charge_id === charge.charge_id),
        charge,
      ),
    );
    if (adjustments.chargedBack) flags.add("chargeback");
    if (selfReferral) {
      flags.add("self-referral");
      continue;
    }
    if (attributedCharge.laterSelfMatch) flags.add("self-referral-later");
    const kind = lock.code.ownerKind;
    let amountCents = earnedCents(kind, charge, adjustments, membershipStart, {
      riaSeat: isRiaSeatCharge(charge, prices),
      table: terms,
    });
    if (kind === "individual" && amountCents > 0) {
      const period = billingPeriodKey(charge);
      if (periodsEarned.has(period)) amountCents = 0;
      else periodsEarned.add(period);
    }
    const reason = holdReason({
      warning: adjustments.warning,
      codeStopped: lock.code.status !== "active",
      nonUsdShare: kind === "organisation" && charge.currency !== "USD",
    });
    if (reason && amountCents > 0) flags.add(reason);
    const foreign = kind === "organisation" && charge.currency !== "USD";
    commissions.push({
      payeeKind: kind,
      payeeId: lock.code.ownerId,
      code: lock.code.code,
      chargeId: charge.charge_id,
      amountCents: foreign ? 0 : amountCents,
      original: foreign
        ? { currency: charge.currency, cents: amountCents }
        : null,
      holdReason: reason,
      availableAt: availableAt(
        kind,
        charge.billed_at,
        termsAt(charge.billed_at, terms).commissionHoldDays,
      ),
    });
  }
  return {
    commissions,
    lock: attributed.at(-1)?.lock ?? null,
    flag: FLAG_ORDER.find((f) => flags.has(f)) ?? null,
  };
}
