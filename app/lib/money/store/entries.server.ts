/**
 * Writing the append-only ledger (migrations/0017, docs/ledger.md). Every
 * entry names its cause; money moves between states only in pairs (hold,
 * release). Billing-driven entries come from app/lib/money/rules/reconcile.ts;
 * payouts and operator actions build theirs with the same statement (entry
 * types and the hold/release pair builder: app/lib/money/rules/entries.ts).
 */
import { env } from "cloudflare:workers";
import type { NewEntry } from "#app/lib/money/rules/entries.ts";

export class LedgerEntryError extends Error {}

/** One INSERT for `entry`, to put in the caller's own D1 batch with its other writes. */
export function insertEntryStatement(
  entry: NewEntry,
  createdAt: string,
  db: D1Database = env.DB,
): D1PreparedStatement {
  if (!Number.isSafeInteger(entry.amountCents))
    throw new LedgerEntryError("amount must be integer cents");
  if (
    entry.originalCents != null &&
    (!Number.isSafeInteger(entry.originalCents) || !entry.originalCurrency)
  )
    throw new LedgerEntryError(
      "an original amount needs integer cents and its currency",
    );
  if (entry.causeKind === "operator" && !entry.reason?.trim())
    throw new LedgerEntryError("an operator entry needs a reason");
  return db
    .prepare(
      `INSERT INTO ledger_entries (payee_kind, payee_id, code, type, state, amount_cents,
         charge_id, available_at, hold_reason, payout_line_id, cause_kind, cause_ref, reason, created_at,
         original_currency, original_cents)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)`,
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
      entry.originalCurrency ?? null,
      entry.originalCents ?? null,
    );
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
