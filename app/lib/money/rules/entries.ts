/**
 * The shape of a new ledger entry and the hold/release pair (pure, so the
 * rules and their unit tests use it without D1). Writing:
 * app/lib/money/store/entries.server.ts; reading balances:
 * app/lib/money/store/balances.server.ts.
 */

export type PayeeKind = "individual" | "organisation";

export interface PayeeRef {
  kind: PayeeKind;
  id: string;
}

export interface Balances {
  pendingCents: number;
  onHoldCents: number;
  /** May be negative: a clawback larger than what is available carries forward. */
  availableCents: number;
  paidCents: number;
}

export type EntryType =
  | "commission"
  | "reversal"
  | "clawback"
  | "reinstatement"
  | "hold"
  | "release"
  | "payout"
  | "payout-returned"
  | "adjustment";

export interface LedgerEntry {
  id: number;
  payee_kind: PayeeKind;
  payee_id: string;
  code: string | null;
  type: EntryType;
  state: "accrued" | "held";
  amount_cents: number;
  charge_id: string | null;
  available_at: string | null;
  hold_reason: string | null;
  payout_line_id: string | null;
  cause_kind: "billing-event" | "payout" | "operator";
  cause_ref: string;
  reason: string | null;
  created_at: string;
  /** A share held in another currency (amount_cents 0): its currency and signed minor units. */
  original_currency: string | null;
  original_cents: number | null;
}

export type EntryState = "accrued" | "held";
export type CauseKind = "billing-event" | "payout" | "operator";
export type HoldReason =
  "code-stopped" | "chargeback-warning" | "non-usd" | "operator";

export interface NewEntry {
  payeeKind: PayeeKind;
  payeeId: string;
  code: string | null;
  type: EntryType;
  state: EntryState;
  /** Signed integer cents. */
  amountCents: number;
  /**
   * The charge a commission-family entry is about. Operator holds, releases
   * and reversals of a charge's commission carry it too, so the billing rules
   * respect them (docs/ledger.md "Operator decisions").
   */
  chargeId?: string | null;
  /** When accrued money stops being pending; null = at once. */
  availableAt?: string | null;
  holdReason?: HoldReason | null;
  payoutLineId?: string | null;
  causeKind: CauseKind;
  /** Billing event id, payout line id, or the operator's name. */
  causeRef: string;
  /** Required for operator entries. */
  reason?: string | null;
  /**
   * Money earned in another currency than USD is kept in it, never
   * relabelled (docs/ledger.md "Currency"): amountCents is 0 and these say
   * what it is, until an operator converts it.
   */
  originalCurrency?: string | null;
  originalCents?: number | null;
}

/**
 * The two entries that move `amountCents` of one charge's money between
 * states: 'hold' (accrued → held) or 'release' (held → accrued). The accrued
 * leg keeps the commission's `availableAt` so pending/available stay sums.
 */
export function movePair(
  base: Omit<NewEntry, "type" | "state" | "amountCents">,
  kind: "hold" | "release",
  amountCents: number,
): NewEntry[] {
  const sign = kind === "hold" ? 1 : -1;
  return [
    { ...base, type: kind, state: "accrued", amountCents: -sign * amountCents },
    { ...base, type: kind, state: "held", amountCents: sign * amountCents },
  ];
}
