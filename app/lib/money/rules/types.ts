/**
 * What the rules read: one member's billing facts as stored (migrations/0017)
 * and the codes their charges named. Pure data; no D1 here.
 */
import type {
  AdjustmentAction,
  AdjustmentStatus,
} from "#app/lib/money/rules/billing-events.ts";
import type { PayeeKind } from "#app/lib/money/rules/entries.ts";
import type { EmailAt } from "#app/lib/money/rules/self-referral.ts";

export interface ChargeRow {
  charge_id: string;
  customer_id: string;
  subscription_id: string | null;
  /** Paddle's `origin`: how the charge was made (null: not given). */
  origin: string | null;
  /** The prices of the charge's items. */
  price_ids: readonly string[];
  /** The subscription billing period the charge pays for (its start). */
  period_start: string | null;
  billed_at: string;
  trust_code: string | null;
  ria_seats: number;
  net_cents: number;
  currency: string;
}

export interface AdjustmentRow {
  adjustment_id: string;
  charge_id: string;
  action: AdjustmentAction;
  status: AdjustmentStatus;
  net_cents: number;
  currency: string;
  occurred_at?: string;
}

/** A code as the rules need it; `holderEmailHash` is the keyed hash of the holder's normalised address. */
export interface CodeInfo {
  code: string;
  ownerKind: PayeeKind;
  ownerId: string;
  status: string;
  holderEmailHash: string | null;
}

export interface MemberFacts {
  customerId: string;
  /** Every address customer events gave the member, as keyed hashes (self-referral is decided at the lock). */
  emailHistory: readonly EmailAt[];
  charges: ChargeRow[];
  adjustments: AdjustmentRow[];
  /** `canceled_at` of each canceled subscription. */
  cancellations: string[];
  /** The code each charge's `trust_code` resolves to (null: unknown). */
  codeForCharge: ReadonlyMap<string, CodeInfo | null>;
  /** The lock derived before, if any: its code stays the lock even once stopped (held, not dropped). */
  previousLock: { code: string; chargeId: string } | null;
}
