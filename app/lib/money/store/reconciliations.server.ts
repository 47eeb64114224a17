/**
 * The sweeps of Paddle's event stream (migrations/0036_paypal_payouts.sql
 * `billing_reconciliations`, docs/ledger.md "Reconciliation"): where the last
 * one stopped and what each found.
 */
import { env } from "cloudflare:workers";

export interface ReconciliationRow {
  id: number;
  started_at: string;
  finished_at: string | null;
  after_event_id: string | null;
  last_event_id: string | null;
  listed: number;
  missing: number;
  missing_ids: string | null;
  has_more: 0 | 1;
  error: string | null;
}

export async function lastReconciliation(): Promise<ReconciliationRow | null> {
  return env.DB.prepare(
    "SELECT * FROM billing_reconciliations ORDER BY id DESC LIMIT 1",
  ).first<ReconciliationRow>();
}

/** The newest sweeps, newest first (the billing console). */
export async function recentReconciliations(
  limit = 10,
): Promise<ReconciliationRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT * FROM billing_reconciliations ORDER BY id DESC LIMIT ?1",
  )
    .bind(limit)
    .all<ReconciliationRow>();
  return results;
}

export async function startReconciliation(
  after: string | null,
  now: string,
): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO billing_reconciliations (started_at, after_event_id, last_event_id)
     VALUES (?1, ?2, ?2) RETURNING id`,
  )
    .bind(now, after)
    .first<{ id: number }>();
  return row!.id;
}

export async function finishReconciliation(
  id: number,
  result: {
    lastEventId: string | null;
    listed: number;
    missing: string[];
    hasMore: boolean;
    error: string | null;
  },
  now: string,
): Promise<void> {
  await env.DB.prepare(
    `UPDATE billing_reconciliations SET finished_at = ?2, last_event_id = ?3, listed = ?4,
       missing = ?5, missing_ids = ?6, has_more = ?7, error = ?8 WHERE id = ?1`,
  )
    .bind(
      id,
      now,
      result.lastEventId,
      result.listed,
      result.missing.length,
      JSON.stringify(result.missing.slice(0, 50)),
      result.hasMore ? 1 : 0,
      result.error,
    )
    .run();
}
