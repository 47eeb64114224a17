/**
 * Writing the append-only ledger (migrations/0017, docs/ledger.md). Every
 * entry names its cause; money moves between states only in pairs (hold,
 * release). Billing-driven entries come from app/lib/ledger/reconcile.ts;
 * payouts and operator actions build theirs with the same statement.
 */
import { env } from "cloudflare:workers";
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

export class LedgerEntryError extends Error {}

/** One INSERT for `entry`, to put in the caller's own D1 batch with its other writes. */
export function insertEntryStatement(
  entry: NewEntry,
  createdAt: string,
  db: D1Database = env.DB,
): D1PreparedStatement {
  if (!Number.isSafeInteger(entry.amountCents))
    throw new LedgerEntryError("amount must be integer cents");
  if (entry.causeKind === "operator" && !entry.reason?.trim())
    throw new LedgerEntryError("an operator entry needs a reason");
  return db
    .prepare(
      `INSERT INTO ledger_entries (payee_kind, payee_id, code, type, state, amount_cents,
         charge_id, available_at, hold_reason, payout_line_id, cause_kind, cause_ref, reason, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)`,
    )
    .bind(
      entry.payeeKind,
      entry.payeeId,
      entry.code,
      entry.type,
      entry.state,
      entry.amountCents,
      entry.chargeId ?? null,
      entry.availableAt ?? null,
      entry.holdReason ?? null,
      entry.payoutLineId ?? null,
      entry.causeKind,
      entry.causeRef,
      entry.reason ?? null,
      createdAt,
    );
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

/**
 * Appends entries (and any other statements of the same change, e.g. an
 * audit row) in one D1 batch: all or nothing.
 */
export async function appendEntries(
  entries: NewEntry[],
  alongside: D1PreparedStatement[] = [],
  now: Date = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const statements = [
    ...entries.map((e) => insertEntryStatement(e, at)),
    ...alongside,
  ];
  if (statements.length) await env.DB.batch(statements);
}
