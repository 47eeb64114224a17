/**
 * The shape of a new ledger entry and the hold/release pair (pure, so the
 * rules and their unit tests use it without D1). Writing:
 * app/lib/ledger/entries.server.ts.
 */
import type { EntryType, PayeeKind } from "./balances.server";

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
