/**
 * What the rules read: one member's billing facts as stored (migrations/0017)
 * and the codes their charges named. Pure data; no D1 here.
 */
import type { AdjustmentAction, AdjustmentStatus } from "./billing-events";
import type { PayeeKind } from "./entries";

export interface ChargeRow {
  charge_id: string;
  customer_id: string;
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
  /** Keyed hash of the member's normalised e-mail; null until a customer event brings it. */
  emailHash: string | null;
  charges: ChargeRow[];
  adjustments: AdjustmentRow[];
  /** `canceled_at` of each canceled subscription. */
  cancellations: string[];
  /** The code each charge's `trust_code` resolves to (null: unknown). */
  codeForCharge: ReadonlyMap<string, CodeInfo | null>;
  /** The lock derived before, if any: its code stays the lock even once stopped (held, not dropped). */
  previousLock: { code: string; chargeId: string } | null;
}
