import { env } from "cloudflare:workers";
import type {
  Balances,
  LedgerEntry,
  PayeeKind,
  PayeeRef,
} from "#app/lib/money/rules/entries.ts";
import {
  lineState,
  type StatementFacts,
} from "#app/lib/money/rules/line-state.ts";

/**
 * A payee's money, read from the append-only ledger (migrations/0017, the
 * states are explained in docs/ledger.md). Every figure is a plain sum of
 * entries in integer US cents; nothing here writes.
 */
const BALANCE_SQL = `
  SELECT
    COALESCE(SUM(CASE WHEN state = 'accrued' AND available_at > ?3 THEN amount_cents END), 0) AS pending,
    COALESCE(SUM(CASE WHEN state = 'held' THEN amount_cents END), 0) AS on_hold,
    COALESCE(SUM(CASE WHEN state = 'accrued' AND (available_at IS NULL OR available_at <= ?3)
      THEN amount_cents END), 0) AS available,
    COALESCE(-SUM(CASE WHEN type IN ('payout', 'payout-returned') THEN amount_cents END), 0) AS paid
  FROM ledger_entries WHERE payee_kind = ?1 AND payee_id = ?2`;

interface BalanceRow {
  pending: number;
  on_hold: number;
  available: number;
  paid: number;
}

const fromRow = (row: BalanceRow | null): Balances => ({
  pendingCents: row?.pending ?? 0,
  onHoldCents: row?.on_hold ?? 0,
  availableCents: row?.available ?? 0,
  paidCents: row?.paid ?? 0,
});

/** Pending, on-hold, available and paid money of one payee at `now`. */
export async function payeeBalances(
  payee: PayeeRef,
  now: Date,
): Promise<Balances> {
  const row = await env.DB.prepare(BALANCE_SQL)
    .bind(payee.kind, payee.id, now.toISOString())
    .first<BalanceRow>();
  return fromRow(row);
}

/** Every payee with any entry, with their balances at `now` (payout runs, console). */
export async function allPayeeBalances(
  now: Date,
): Promise<(PayeeRef & Balances)[]> {
  const { results } = await env.DB.prepare(
    `SELECT payee_kind, payee_id,
       COALESCE(SUM(CASE WHEN state = 'accrued' AND available_at > ?1 THEN amount_cents END), 0) AS pending,
       COALESCE(SUM(CASE WHEN state = 'held' THEN amount_cents END), 0) AS on_hold,
       COALESCE(SUM(CASE WHEN state = 'accrued' AND (available_at IS NULL OR available_at <= ?1)
         THEN amount_cents END), 0) AS available,
       COALESCE(-SUM(CASE WHEN type IN ('payout', 'payout-returned') THEN amount_cents END), 0) AS paid
     FROM ledger_entries GROUP BY payee_kind, payee_id ORDER BY payee_kind, payee_id`,
  )
    .bind(now.toISOString())
    .all<BalanceRow & { payee_kind: PayeeKind; payee_id: string }>();
  return results.map((row) => ({
    kind: row.payee_kind,
    id: row.payee_id,
    ...fromRow(row),
  }));
}

/** One payee's entries, oldest first (statement, console). */
export async function payeeEntries(payee: PayeeRef): Promise<LedgerEntry[]> {
  const { results } = await env.DB.prepare(
    "SELECT * FROM ledger_entries WHERE payee_kind = ?1 AND payee_id = ?2 ORDER BY id",
  )
    .bind(payee.kind, payee.id)
    .all<LedgerEntry>();
  return results;
}

/** The payee behind a Trust Code: the individual issuer or the organisation request. */
export async function payeeForCode(code: string): Promise<PayeeRef | null> {
  const row = await env.DB.prepare(
    "SELECT owner_kind, owner_id FROM trust_codes WHERE code = ?1",
  )
    .bind(code.toUpperCase())
    .first<{ owner_kind: PayeeKind; owner_id: string }>();
  return row ? { kind: row.owner_kind, id: row.owner_id } : null;
}

/** Money held in another currency than USD, per currency (never counted as USD; docs/ledger.md "Currency"). */
export async function payeeHeldOriginals(
  payee: PayeeRef,
): Promise<{ currency: string; cents: number }[]> {
  const { results } = await env.DB.prepare(
    `SELECT original_currency AS currency, SUM(original_cents) AS cents FROM ledger_entries
     WHERE payee_kind = ?1 AND payee_id = ?2 AND state = 'held' AND original_currency IS NOT NULL
     GROUP BY original_currency HAVING SUM(original_cents) <> 0 ORDER BY original_currency`,
  )
    .bind(payee.kind, payee.id)
    .all<{ currency: string; cents: number }>();
  return results;
}

/** What the payee's statement reads beside the entries: charges' billing times and payout lines' states. */
export async function payeeStatementFacts(
  payee: PayeeRef,
): Promise<StatementFacts> {
  const [charges, lines] = await env.DB.batch([
    env.DB.prepare(
      `SELECT c.charge_id, c.billed_at FROM billing_charges c
       WHERE c.charge_id IN (SELECT charge_id FROM ledger_entries
         WHERE payee_kind = ?1 AND payee_id = ?2 AND charge_id IS NOT NULL)`,
    ).bind(payee.kind, payee.id),
    env.DB.prepare(
      `SELECT l.id, l.status, ch.item_state FROM payout_lines l
       LEFT JOIN payout_line_channels ch ON ch.line_id = l.id
       WHERE l.payee_kind = ?1 AND l.payee_id = ?2`,
    ).bind(payee.kind, payee.id),
  ]);
  return {
    billedAt: new Map(
      (charges!.results as { charge_id: string; billed_at: string }[]).map(
        (c) => [c.charge_id, c.billed_at],
      ),
    ),
    lineStates: new Map(
      (
        lines!.results as {
          id: string;
          status: "open" | "paid" | "failed";
          item_state: string | null;
        }[]
      ).map((l) => [l.id, lineState(l.status, l.item_state)]),
    ),
  };
}
