/**
 * Every SQL statement of the PayPal rail (migrations/0036_paypal_payouts.sql,
 * docs/paypal-payouts.md): which way each line goes (file or API), the
 * batches of a run, the webhook inbox, and settling a line from PayPal's
 * word. The flows beside this file call PayPal and decide; this stores.
 */
import { env } from "cloudflare:workers";
import type { ItemOutcome } from "#app/lib/money/paypal/batches.ts";
import { payoutReturnedStatement } from "#app/lib/money/store/payout-settlement.server.ts";

/** Rows per json_each statement: far below D1's bound-string and parameter limits. */
const ROWS_PER_STATEMENT = 1_000;

export interface BatchRow {
  sender_batch_id: string;
  run_month: string;
  part: number;
  status: "sending" | "sent" | "rejected";
  payout_batch_id: string | null;
  batch_status: string | null;
  last_error: string | null;
  attempts: number;
  created_at: string;
  created_by: string;
  sent_at: string | null;
  read_back_at: string | null;
}

export interface BatchSummary extends BatchRow {
  lines: number;
  total_cents: number;
  sent: number;
  paid: number;
  failed: number;
  unclaimed: number;
  held: number;
}

export interface ChannelRow {
  line_id: string;
  channel: "file" | "api";
  sender_batch_id: string | null;
  item_state: "queued" | "sent" | "unclaimed" | "held" | null;
  error_name: string | null;
  error_message: string | null;
}

function chunks<T>(rows: T[], size = ROWS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Open PayPal lines of an approved run that no file and no batch carries yet, in id order. */
export async function unassignedPaypalLines(month: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT l.id FROM payout_lines l
     JOIN payout_runs r ON r.month = l.run_month AND r.status = 'approved'
     WHERE l.run_month = ?1 AND l.method = 'paypal' AND l.status = 'open'
       AND NOT EXISTS (SELECT 1 FROM payout_line_channels c WHERE c.line_id = l.id)
     ORDER BY l.id`,
  )
    .bind(month)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/**
 * Writes new batches (`parts`: line ids per part, parts numbered from
 * `firstPart`) and puts each line in its batch, all in one D1 batch. A line
 * already in a file or a batch is skipped, and lines join only the batch row
 * this call won, so two operators pressing send at once never share a line.
 */
export async function claimBatches(
  month: string,
  firstPart: number,
  parts: string[][],
  actor: string,
  now: string,
): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  parts.forEach((ids, i) => {
    const part = firstPart + i;
    const id = `${month}-${part}`;
    const claim = crypto.randomUUID();
    statements.push(
      env.DB.prepare(
        `INSERT OR IGNORE INTO paypal_batches (sender_batch_id, run_month, part, claim_id, created_at, created_by)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
      ).bind(id, month, part, claim, now, actor),
      ...chunks(ids).map((rows) =>
        env.DB.prepare(
          `INSERT OR IGNORE INTO payout_line_channels (line_id, channel, sender_batch_id, item_state, updated_at)
           SELECT value, 'api', ?2, 'queued', ?3 FROM json_each(?1)
           WHERE EXISTS (SELECT 1 FROM paypal_batches WHERE sender_batch_id = ?2 AND claim_id = ?4)`,
        ).bind(JSON.stringify(rows), id, now, claim),
      ),
    );
  });
  if (statements.length) await env.DB.batch(statements);
}

/** The highest part number a run has used (0: none). */
export async function lastPart(month: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT COALESCE(MAX(part), 0) AS part FROM paypal_batches WHERE run_month = ?1",
  )
    .bind(month)
    .first<{ part: number }>();
  return row?.part ?? 0;
}

/** Batches of a run PayPal has not accepted yet (to send, or send again with the same id). */
export async function unsentBatches(month: string): Promise<BatchRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT * FROM paypal_batches WHERE run_month = ?1 AND status IN ('sending', 'rejected')
     ORDER BY part`,
  )
    .bind(month)
    .all<BatchRow>();
  return results;
}

export interface BatchItemLine {
  id: string;
  amount_cents: number;
  paypal_email: string;
}

/** A batch's lines that are still open, as they go to PayPal. */
export async function batchItemLines(
  senderBatchId: string,
): Promise<BatchItemLine[]> {
  const { results } = await env.DB.prepare(
    `SELECT l.id, l.amount_cents, l.paypal_email FROM payout_line_channels c
     JOIN payout_lines l ON l.id = c.line_id
     WHERE c.sender_batch_id = ?1 AND l.status = 'open' AND l.paypal_email IS NOT NULL
     ORDER BY l.id`,
  )
    .bind(senderBatchId)
    .all<BatchItemLine>();
  return results;
}

/** PayPal accepted the batch: its id is stored and its queued lines are sent. */
export function batchAcceptedStatements(
  senderBatchId: string,
  payoutBatchId: string,
  batchStatus: string,
  now: string,
): D1PreparedStatement[] {
  return [
    env.DB.prepare(
      `UPDATE paypal_batches SET status = 'sent', payout_batch_id = ?2, batch_status = ?3,
         sent_at = COALESCE(sent_at, ?4), last_error = NULL, attempts = attempts + 1
       WHERE sender_batch_id = ?1`,
    ).bind(senderBatchId, payoutBatchId, batchStatus, now),
    env.DB.prepare(
      `UPDATE payout_line_channels SET item_state = 'sent', updated_at = ?2
       WHERE sender_batch_id = ?1 AND item_state = 'queued'`,
    ).bind(senderBatchId, now),
  ];
}

/** PayPal refused the batch (4xx) or could not be reached: the lines stay approved. */
export function batchFailedStatement(
  senderBatchId: string,
  status: "sending" | "rejected",
  message: string,
): D1PreparedStatement {
  return env.DB.prepare(
    `UPDATE paypal_batches SET status = ?2, last_error = ?3, attempts = attempts + 1
     WHERE sender_batch_id = ?1 AND status IN ('sending', 'rejected')`,
  ).bind(senderBatchId, status, message.slice(0, 500));
}

export async function getBatch(
  senderBatchId: string,
): Promise<BatchRow | null> {
  return env.DB.prepare(
    "SELECT * FROM paypal_batches WHERE sender_batch_id = ?1",
  )
    .bind(senderBatchId)
    .first<BatchRow>();
}

/** A run's batches with their lines' states (the run page). */
export async function runBatches(month: string): Promise<BatchSummary[]> {
  const { results } = await env.DB.prepare(
    `SELECT b.*,
       COUNT(c.line_id) AS lines,
       COALESCE(SUM(l.amount_cents), 0) AS total_cents,
       SUM(CASE WHEN l.status = 'open' AND c.item_state = 'sent' THEN 1 ELSE 0 END) AS sent,
       SUM(CASE WHEN l.status = 'paid' THEN 1 ELSE 0 END) AS paid,
       SUM(CASE WHEN l.status = 'failed' THEN 1 ELSE 0 END) AS failed,
       SUM(CASE WHEN l.status = 'open' AND c.item_state = 'unclaimed' THEN 1 ELSE 0 END) AS unclaimed,
       SUM(CASE WHEN l.status = 'open' AND c.item_state = 'held' THEN 1 ELSE 0 END) AS held
     FROM paypal_batches b
     LEFT JOIN payout_line_channels c ON c.sender_batch_id = b.sender_batch_id
     LEFT JOIN payout_lines l ON l.id = c.line_id
     WHERE b.run_month = ?1 GROUP BY b.sender_batch_id ORDER BY b.part`,
  )
    .bind(month)
    .all<BatchSummary>();
  return results;
}

/** How the given lines travel (file, API and their PayPal state). */
export async function lineChannels(ids: string[]): Promise<ChannelRow[]> {
  if (ids.length === 0) return [];
  const { results } = await env.DB.prepare(
    `SELECT line_id, channel, sender_batch_id, item_state, error_name, error_message
     FROM payout_line_channels WHERE line_id IN (SELECT value FROM json_each(?1))`,
  )
    .bind(JSON.stringify(ids))
    .all<ChannelRow>();
  return results;
}

/**
 * A file download: the listed lines go by file from now on. Returns the ids
 * among them that the file may carry (those already sent through the API
 * are left out).
 */
export async function claimForFile(
  ids: string[],
  now: string,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  await env.DB.batch(
    chunks(ids).map((rows) =>
      env.DB.prepare(
        `INSERT OR IGNORE INTO payout_line_channels (line_id, channel, updated_at)
         SELECT value, 'file', ?2 FROM json_each(?1)`,
      ).bind(JSON.stringify(rows), now),
    ),
  );
  const file = new Set<string>();
  for (const rows of chunks(ids)) {
    const { results } = await env.DB.prepare(
      `SELECT line_id FROM payout_line_channels
       WHERE channel = 'file' AND line_id IN (SELECT value FROM json_each(?1))`,
    )
      .bind(JSON.stringify(rows))
      .all<{ line_id: string }>();
    for (const r of results) file.add(r.line_id);
  }
  return file;
}

/** Open PayPal lines of a run not yet in any file or batch (the "Send through PayPal" count). */
export async function sendableCount(month: string): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT COUNT(*) AS n FROM payout_lines l
     WHERE l.run_month = ?1 AND l.method = 'paypal' AND l.status = 'open'
       AND NOT EXISTS (SELECT 1 FROM payout_line_channels c WHERE c.line_id = l.id)`,
  )
    .bind(month)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

// ---- Webhook inbox ----

/** Stores a verified notification; false when its id was stored before (nothing changes). */
export async function storeWebhookEvent(
  event: {
    id: string;
    event_type: string;
    create_time: string;
    sender_item_id: string | null;
  },
  raw: string,
  now: string,
): Promise<boolean> {
  const result = await env.DB.prepare(
    `INSERT OR IGNORE INTO paypal_webhook_events (id, event_type, create_time, sender_item_id, raw_body, received_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
  )
    .bind(
      event.id,
      event.event_type,
      event.create_time,
      event.sender_item_id,
      raw,
      now,
    )
    .run();
  return result.meta.changes === 1;
}

export async function markWebhookOutcome(
  id: string,
  outcome: string,
  now: string,
): Promise<void> {
  await env.DB.prepare(
    "UPDATE paypal_webhook_events SET outcome = ?2, processed_at = ?3 WHERE id = ?1",
  )
    .bind(id, outcome, now)
    .run();
}

/** Stored notifications whose processing did not finish (the cron finishes them). */
export async function unprocessedWebhookEvents(
  receivedBefore: string,
  limit: number,
): Promise<{ id: string; raw_body: string }[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, raw_body FROM paypal_webhook_events
     WHERE outcome IS NULL AND received_at <= ?1 ORDER BY create_time LIMIT ?2`,
  )
    .bind(receivedBefore, limit)
    .all<{ id: string; raw_body: string }>();
  return results;
}

// ---- Settling a line from PayPal's word ----

export interface LineForOutcome {
  id: string;
  run_month: string;
  payee_kind: string;
  payee_id: string;
  amount_cents: number;
  status: "open" | "paid" | "failed";
  channel: "file" | "api" | null;
  item_state: string | null;
  final_at: string | null;
  /** When the line was settled (by hand it has no final_at: this is its time). */
  settled_at: string | null;
  email: string | null;
  locale: string | null;
}

export async function lineForOutcome(
  id: string,
): Promise<LineForOutcome | null> {
  return env.DB.prepare(
    `SELECT l.id, l.run_month, l.payee_kind, l.payee_id, l.amount_cents, l.status,
       c.channel, c.item_state, c.final_at, l.settled_at,
       COALESCE(i.email, o.email) AS email, COALESCE(i.locale, o.locale) AS locale
     FROM payout_lines l
     LEFT JOIN payout_line_channels c ON c.line_id = l.id
     LEFT JOIN issuers i ON l.payee_kind = 'individual' AND i.id = l.payee_id
     LEFT JOIN organisation_requests o ON l.payee_kind = 'organisation' AND o.id = l.payee_id
     WHERE l.id = ?1`,
  )
    .bind(id)
    .first<LineForOutcome>();
}

/** A passing state (sent, unclaimed, held) for a line that is still open. */
export function passingStateStatement(
  lineId: string,
  state: Exclude<ItemOutcome, "paid" | "failed">,
  paypalItemId: string | null,
  now: string,
): D1PreparedStatement {
  return env.DB.prepare(
    `UPDATE payout_line_channels SET item_state = ?2, paypal_item_id = COALESCE(?3, paypal_item_id),
       updated_at = ?4
     WHERE line_id = ?1
       AND EXISTS (SELECT 1 FROM payout_lines WHERE id = ?1 AND status = 'open')`,
  ).bind(lineId, state, paypalItemId, now);
}

/** The guard under which a final outcome applies: the line is in one of `from`. */
export const lineInState = (lineId: string, from: string[]) => ({
  sql: `EXISTS (SELECT 1 FROM payout_lines WHERE id = ? AND status IN (${from.map(() => "?").join(", ")}))`,
  binds: [lineId, ...from],
});

/**
 * Paid by PayPal's word, from open (or from failed, when PayPal paid it
 * after all): the channel keeps the event's time and item id, the line is
 * paid; both only while the line is still `from`.
 */
export function paidStatements(
  lineId: string,
  eventTime: string,
  paypalItemId: string | null,
  now: string,
  from: "open" | "failed" = "open",
): D1PreparedStatement[] {
  return [
    env.DB.prepare(
      `UPDATE payout_line_channels SET final_at = ?2, paypal_item_id = COALESCE(?3, paypal_item_id),
         updated_at = ?4
       WHERE line_id = ?1 AND EXISTS (SELECT 1 FROM payout_lines WHERE id = ?1 AND status = ?5)`,
    ).bind(lineId, eventTime, paypalItemId, now, from),
    env.DB.prepare(
      `UPDATE payout_lines SET status = 'paid', settled_at = ?2, settled_by = 'paypal (system)'
       WHERE id = ?1 AND status = ?3`,
    ).bind(lineId, now, from),
  ];
}

/**
 * Failed by PayPal's word (from open, or paid and then returned): the
 * amount goes back to the payee's Available once ('payout-returned'), the
 * reason is kept for the payee (errors.name) and the operator (message).
 */
export function failedStatements(
  lineId: string,
  eventTime: string,
  errorName: string,
  errorMessage: string | null,
  paypalItemId: string | null,
  now: string,
): D1PreparedStatement[] {
  return [
    payoutReturnedStatement(lineId, errorName, now),
    env.DB.prepare(
      `UPDATE payout_line_channels SET final_at = ?2, error_name = ?3, error_message = ?4,
         paypal_item_id = COALESCE(?5, paypal_item_id), updated_at = ?6
       WHERE line_id = ?1
         AND EXISTS (SELECT 1 FROM payout_lines WHERE id = ?1 AND status IN ('open', 'paid'))`,
    ).bind(lineId, eventTime, errorName, errorMessage, paypalItemId, now),
    env.DB.prepare(
      `UPDATE payout_lines SET status = 'failed', settled_at = ?2, settled_by = 'paypal (system)',
         failure_reason = ?3
       WHERE id = ?1 AND status IN ('open', 'paid')`,
    ).bind(lineId, now, errorName),
  ];
}

/**
 * A later final event of the same kind as the line's (paid, or failed):
 * only its time is kept, so an older event of the other kind arriving after
 * it changes nothing (docs/paypal-payouts.md "Results").
 */
export function laterFinalStatement(
  lineId: string,
  status: "paid" | "failed",
  eventTime: string,
  now: string,
): D1PreparedStatement {
  return env.DB.prepare(
    `UPDATE payout_line_channels SET final_at = ?3, updated_at = ?4
     WHERE line_id = ?1 AND (final_at IS NULL OR final_at < ?3)
       AND EXISTS (SELECT 1 FROM payout_lines WHERE id = ?1 AND status = ?2)`,
  ).bind(lineId, status, eventTime, now);
}

/**
 * The later line whose payout took the returned money of the failed line
 * `l` (docs/ledger.md "Payouts"): a 'payout' entry of the same payee after
 * the line's last 'payout-returned', whose own line has not failed. Runs
 * pay everything available, so such a payout paid the returned money.
 */
const REPAID_BY = `(SELECT e2.payout_line_id FROM ledger_entries e2
     JOIN payout_lines l2 ON l2.id = e2.payout_line_id
     WHERE e2.type = 'payout' AND e2.payee_kind = l.payee_kind AND e2.payee_id = l.payee_id
       AND e2.payout_line_id <> l.id AND l2.status <> 'failed'
       AND e2.id > (SELECT MAX(r.id) FROM ledger_entries r
         WHERE r.payout_line_id = l.id AND r.type = 'payout-returned')
     ORDER BY e2.id LIMIT 1)`;

/** Which later line paid a failed line's returned money again, if one did. */
export async function repaidBy(lineId: string): Promise<string | null> {
  const row = await env.DB.prepare(
    `SELECT ${REPAID_BY} AS line FROM payout_lines l WHERE l.id = ?1`,
  )
    .bind(lineId)
    .first<{ line: string | null }>();
  return row?.line ?? null;
}

/**
 * PayPal paid a failed line after all (a SUCCEEDED later than the failure):
 * the line is paid, and a second 'payout' entry takes its returned money
 * off the balance again, unless a later run already paid that money; then
 * nothing is debited and the line is recorded in payout_paid_twice for the
 * operator. All guarded by the line still being failed.
 */
export function paidAfterFailureStatements(
  lineId: string,
  eventTime: string,
  paypalItemId: string | null,
  now: string,
): D1PreparedStatement[] {
  return [
    env.DB.prepare(
      `INSERT INTO ledger_entries (payee_kind, payee_id, code, type, state, amount_cents,
         available_at, payout_line_id, cause_kind, cause_ref, reason, created_at)
       SELECT l.payee_kind, l.payee_id, l.code, 'payout', 'accrued', -l.amount_cents,
         NULL, l.id, 'payout', l.id, 'paid after it failed', ?2
       FROM payout_lines l WHERE l.id = ?1 AND l.status = 'failed' AND ${REPAID_BY} IS NULL`,
    ).bind(lineId, now),
    env.DB.prepare(
      `INSERT OR IGNORE INTO payout_paid_twice (line_id, payee_kind, payee_id, amount_cents,
         repaid_by_line, event_at, created_at)
       SELECT l.id, l.payee_kind, l.payee_id, l.amount_cents, ${REPAID_BY}, ?2, ?3
       FROM payout_lines l WHERE l.id = ?1 AND l.status = 'failed' AND ${REPAID_BY} IS NOT NULL`,
    ).bind(lineId, eventTime, now),
    ...paidStatements(lineId, eventTime, paypalItemId, now, "failed"),
  ];
}

export interface PaidTwice {
  line_id: string;
  payee_kind: string;
  payee_id: string;
  payee_name: string;
  amount_cents: number;
  repaid_by_line: string;
  event_at: string;
  created_at: string;
}

/** The lines of a run PayPal paid after their money had been paid again (the run's console page). */
export async function paidTwice(month: string): Promise<PaidTwice[]> {
  const { results } = await env.DB.prepare(
    `SELECT t.line_id, t.payee_kind, t.payee_id, l.payee_name, t.amount_cents,
       t.repaid_by_line, t.event_at, t.created_at
     FROM payout_paid_twice t JOIN payout_lines l ON l.id = t.line_id
     WHERE l.run_month = ?1 ORDER BY t.line_id`,
  )
    .bind(month)
    .all<PaidTwice>();
  return results;
}

/** Batches whose lines PayPal has not settled after `sentBefore`, not read back since `readBefore`. */
export async function batchesToReadBack(
  sentBefore: string,
  readBefore: string,
): Promise<BatchRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT b.* FROM paypal_batches b
     WHERE b.status = 'sent' AND b.payout_batch_id IS NOT NULL AND b.sent_at <= ?1
       AND (b.read_back_at IS NULL OR b.read_back_at <= ?2)
       AND EXISTS (SELECT 1 FROM payout_line_channels c JOIN payout_lines l ON l.id = c.line_id
                   WHERE c.sender_batch_id = b.sender_batch_id AND l.status = 'open')
     ORDER BY b.sent_at LIMIT 20`,
  )
    .bind(sentBefore, readBefore)
    .all<BatchRow>();
  return results;
}

export async function markReadBack(
  senderBatchId: string,
  batchStatus: string,
  now: string,
): Promise<void> {
  await env.DB.prepare(
    "UPDATE paypal_batches SET read_back_at = ?2, batch_status = ?3 WHERE sender_batch_id = ?1",
  )
    .bind(senderBatchId, now, batchStatus)
    .run();
}

/** Open lines of a batch (a DENIED batch fails them all). */
export async function openBatchLines(senderBatchId: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT c.line_id FROM payout_line_channels c JOIN payout_lines l ON l.id = c.line_id
     WHERE c.sender_batch_id = ?1 AND l.status = 'open' ORDER BY c.line_id`,
  )
    .bind(senderBatchId)
    .all<{ line_id: string }>();
  return results.map((r) => r.line_id);
}

/** Open PayPal lines a file may carry: those no batch carries (the run page's file parts). */
export async function fileableCount(month: string): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT COUNT(*) AS n FROM payout_lines l
     WHERE l.run_month = ?1 AND l.method = 'paypal' AND l.status = 'open'
       AND NOT EXISTS (SELECT 1 FROM payout_line_channels c
                       WHERE c.line_id = l.id AND c.channel = 'api')`,
  )
    .bind(month)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Each line of a batch with its state (a read-back applies only what changes). */
export async function batchLineStates(
  senderBatchId: string,
): Promise<Map<string, { status: string; item_state: string | null }>> {
  const { results } = await env.DB.prepare(
    `SELECT l.id, l.status, c.item_state FROM payout_line_channels c
     JOIN payout_lines l ON l.id = c.line_id WHERE c.sender_batch_id = ?1`,
  )
    .bind(senderBatchId)
    .all<{ id: string; status: string; item_state: string | null }>();
  return new Map(results.map((r) => [r.id, r]));
}

/** Where each of the given lines is, for the payee's page: its status, PayPal's word and why it failed. */
export async function payoutLineRows(ids: string[]): Promise<
  {
    id: string;
    status: "open" | "paid" | "failed";
    item_state: string | null;
    failure_reason: string | null;
  }[]
> {
  if (ids.length === 0) return [];
  const { results } = await env.DB.prepare(
    `SELECT l.id, l.status, c.item_state, l.failure_reason FROM payout_lines l
     LEFT JOIN payout_line_channels c ON c.line_id = l.id
     WHERE l.id IN (SELECT value FROM json_each(?1))`,
  )
    .bind(JSON.stringify(ids))
    .all<{
      id: string;
      status: "open" | "paid" | "failed";
      item_state: string | null;
      failure_reason: string | null;
    }>();
  return results;
}
