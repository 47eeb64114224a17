/**
 * The billing inbox (migrations/0017 `billing_events`): every signed
 * notification stored once by event id with its raw body, then processed
 * after the answer (docs/decisions/ledger-design.md). Its whole life cycle is
 * here: store, claim the due ones, mark the outcome, replay.
 */
import { env } from "cloudflare:workers";
import type { ListQuery, BILLING_EVENT_STATUSES } from "#app/lib/db/index.ts";
import type { BillingEnvelope } from "#app/lib/money/rules/billing-events.ts";
import {
  BILLING_EVENT_MAX_ATTEMPTS,
  BILLING_RETRY_BASE_MS,
} from "#app/lib/policies.ts";
import { runList } from "#app/lib/db/index.server.ts";

export type BillingEventStatus = (typeof BILLING_EVENT_STATUSES)[number];

export interface BillingEventRow {
  event_id: string;
  provider: string;
  event_type: string;
  occurred_at: string;
  received_at: string;
  raw_body: string;
  status: BillingEventStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  processed_at: string | null;
}

/** Stores a verified notification; false when its event id was already stored (nothing changes). */
export async function storeBillingEvent(
  provider: string,
  envelope: BillingEnvelope,
  rawBody: string,
  now: Date,
): Promise<boolean> {
  const result = await env.DB.prepare(
    `INSERT OR IGNORE INTO billing_events
       (event_id, provider, event_type, occurred_at, received_at, raw_body)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
  )
    .bind(
      envelope.eventId,
      provider,
      envelope.eventType,
      envelope.occurredAt,
      now.toISOString(),
      rawBody,
    )
    .run();
  return result.meta.changes === 1;
}

export function getBillingEvent(
  eventId: string,
): Promise<BillingEventRow | null> {
  return env.DB.prepare("SELECT * FROM billing_events WHERE event_id = ?1")
    .bind(eventId)
    .first<BillingEventRow>();
}

/** The outcome of one processing attempt, written with its ledger entries. */
export function markOutcomeStatement(
  eventId: string,
  outcome: "processed" | "ignored",
  now: Date,
  note: string | null = null,
): D1PreparedStatement {
  return env.DB.prepare(
    `UPDATE billing_events SET status = ?2, attempts = attempts + 1, last_error = ?3,
       next_attempt_at = NULL, processed_at = ?4 WHERE event_id = ?1`,
  ).bind(eventId, outcome, note, now.toISOString());
}

/**
 * An event of a type the rules do not read keeps only its envelope (id, type,
 * time): its `data` (an address.created's street and postcode, say) is never
 * needed and never kept (docs/privacy.md).
 */
export function envelopeOnlyStatement(eventId: string): D1PreparedStatement {
  return env.DB.prepare(
    `UPDATE billing_events SET raw_body = json_remove(raw_body, '$.data')
     WHERE event_id = ?1 AND json_valid(raw_body)`,
  ).bind(eventId);
}

/** Dead at once with its reason (no retry), written with the processing's other statements. */
export function markDeadStatement(
  eventId: string,
  reason: string,
  now: Date,
): D1PreparedStatement {
  return env.DB.prepare(
    `UPDATE billing_events SET status = 'dead', attempts = attempts + 1, last_error = ?2,
       next_attempt_at = NULL, processed_at = ?3 WHERE event_id = ?1`,
  ).bind(eventId, reason.slice(0, 500), now.toISOString());
}

/**
 * A failed attempt: retried with backoff, or `dead` after the last attempt
 * (or at once when `permanent`: no retry can fix a malformed payload).
 */
export async function markFailed(
  eventId: string,
  error: string,
  now: Date,
  permanent = false,
): Promise<"failed" | "dead"> {
  const row = await env.DB.prepare(
    `UPDATE billing_events
     SET attempts = attempts + 1,
         status = CASE WHEN ?4 OR attempts + 1 >= ?5 THEN 'dead' ELSE 'failed' END,
         last_error = ?2,
         next_attempt_at = CASE WHEN ?4 OR attempts + 1 >= ?5 THEN NULL
           ELSE strftime('%Y-%m-%dT%H:%M:%fZ', ?3, '+' || (?6 * (1 << attempts)) || ' seconds') END
     WHERE event_id = ?1 RETURNING status`,
  )
    .bind(
      eventId,
      error.slice(0, 500),
      now.toISOString(),
      permanent ? 1 : 0,
      BILLING_EVENT_MAX_ATTEMPTS,
      BILLING_RETRY_BASE_MS / 1000,
    )
    .first<{ status: "failed" | "dead" }>();
  return row?.status ?? "failed";
}

/**
 * Events the cron should (re)process: received but older than `receivedBefore`
 * (the queue is carrying the young ones), or failed and due.
 */
export async function dueBillingEvents(
  now: Date,
  receivedBefore: Date,
  limit: number,
): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT event_id FROM billing_events
     WHERE (status = 'received' AND received_at <= ?2)
        OR (status = 'failed' AND (next_attempt_at IS NULL OR next_attempt_at <= ?1))
     ORDER BY occurred_at LIMIT ?3`,
  )
    .bind(now.toISOString(), receivedBefore.toISOString(), limit)
    .all<{ event_id: string }>();
  return results.map((r) => r.event_id);
}

/** Replay: the event starts over as received, keeping its body (the operator's audit row goes with it). */
export function replayStatement(eventId: string): D1PreparedStatement {
  return env.DB.prepare(
    `UPDATE billing_events SET status = 'received', attempts = 0, next_attempt_at = NULL,
       last_error = NULL WHERE event_id = ?1`,
  ).bind(eventId);
}

/** Guards a statement on the billing event existing (the replay's audit row). */
export const billingEventExists = (eventId: string) => ({
  sql: "EXISTS (SELECT 1 FROM billing_events WHERE event_id = ?)",
  binds: [eventId],
});

/**
 * Blanks the name and e-mail address in stored customer notifications once
 * they are settled and older than `before` (docs/privacy.md "Programme
 * ledger"): the keyed hash in billing_customers is what the rules keep.
 */
export async function redactSettledCustomerBodies(
  before: Date,
): Promise<number> {
  const result = await env.DB.prepare(
    `UPDATE billing_events
     SET raw_body = json_set(raw_body, '$.data.email', json('null'), '$.data.name', json('null'))
     WHERE event_type IN ('customer.created', 'customer.updated')
       AND status IN ('processed', 'ignored', 'dead') AND received_at <= ?1
       AND json_valid(raw_body)
       AND (json_extract(raw_body, '$.data.email') IS NOT NULL
         OR json_extract(raw_body, '$.data.name') IS NOT NULL)`,
  )
    .bind(before.toISOString())
    .run();
  return result.meta.changes;
}

export type BillingEventListRow = Omit<BillingEventRow, "raw_body">;

export function listBillingEvents(query: ListQuery) {
  return runList<BillingEventListRow>(
    {
      select:
        "event_id, provider, event_type, occurred_at, received_at, status, attempts, last_error, next_attempt_at, processed_at",
      from: "billing_events",
      statusColumn: "status",
      searchColumns: ["event_id", "event_type"],
      orderBy: "received_at DESC, event_id",
    },
    query,
  );
}
