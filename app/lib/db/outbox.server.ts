import { env } from "cloudflare:workers";
import type { EmailSender } from "#app/lib/email/types.ts";
import {
  DEFAULT_FROM,
  outgoingEmail,
  type StoredMessage,
} from "#app/lib/email/outgoing.ts";
import { dailyEmailCap, sentToday } from "#app/lib/db/sending-limits.server.ts";
import { normaliseEmail, redactTokens } from "#app/lib/identity/index.ts";
import { isSuppressed } from "#app/lib/db/suppressions.server.ts";
import { auditStatement } from "#app/lib/db/audit.server.ts";
import type { Admin } from "#app/lib/db/operator.ts";
import type { ListQuery } from "#app/lib/db/list-query.ts";
import { runList, type ActionResult } from "#app/lib/db/list.server.ts";

/**
 * The e-mail outbox's whole life cycle: a message is enqueued in the same D1
 * batch as the row it announces, claimed and delivered by the cron with
 * backoff, and queued again from the console once it has failed.
 */

/** First retry after five minutes, doubling: 5, 10, 20, 40, 80 minutes. */
export const BASE_BACKOFF_MS = 5 * 60 * 1000;
/** After this many failures a message is marked failed; the console can queue it again. */
export const MAX_ATTEMPTS = 6;
/** Per cron run: keeps one run well inside a scheduled handler's time limit. */
export const BATCH_SIZE = 50;
/** A message being sent is hidden from an overlapping cron run for this long. */
const LEASE_MS = 2 * 60 * 1000;

/** Delay before the attempt after `attempt` failures. */
export function backoffMs(attempt: number): number {
  return BASE_BACKOFF_MS * 2 ** (attempt - 1);
}

/**
 * The INSERT of a new message, for the caller's own batch. It is written only
 * if the message's trust code exists by then, so a batch whose code insert was
 * skipped enqueues nothing.
 */
export function enqueueStatement(message: {
  recipient: string;
  subject: string;
  body: string;
  code: string;
  now: string;
  /** null: due at once, shown without a scheduled time. */
  dueAt: string | null;
  /** A code e-mail, or a reminder of an existing code (capped at one a day). */
  kind?: "code" | "reminder";
  /**
   * "waiting" (the default): someone is waiting for it (a code e-mail with
   * its verification link, a reminder, a sign-in code), sent before "bulk"
   * mail when the site-wide daily cap leaves room for only some.
   */
  priority?: "waiting" | "bulk";
}): D1PreparedStatement {
  return env.DB.prepare(
    `INSERT INTO email_outbox (id, recipient, recipient_normalised, kind, subject, body_text, trust_code, created_at, next_attempt_at, priority)
     SELECT ?1, ?2, ?8, ?9, ?3, ?4, ?5, ?6, ?7, ?10 WHERE EXISTS (SELECT 1 FROM trust_codes WHERE code = ?5)`,
  ).bind(
    crypto.randomUUID(),
    message.recipient,
    message.subject,
    message.body,
    message.code,
    message.now,
    message.dueAt,
    // Per-recipient daily counts compare the normalised address.
    normaliseEmail(message.recipient),
    message.kind ?? "code",
    message.priority === "bulk"
      ? OUTBOX_PRIORITY.bulk
      : OUTBOX_PRIORITY.waiting,
  );
}

/**
 * `email_outbox.priority`: higher goes first (migrations/0020_sending_fairness.sql).
 * One-time sign-in codes expire within minutes, so they go before anything else due.
 */
export const OUTBOX_PRIORITY = { bulk: 0, waiting: 1, expiring: 2 } as const;

/** A message that announces no code: to whom, its words, when, and its kind. */
export interface NoticeMessage {
  recipient: string;
  subject: string;
  body: string;
  now: string;
  kind: string;
}

/** ?1 to ?7 of a message without a trust code: a new id, the recipient (as typed and normalised), kind, subject, body and time. */
const messageBinds = (message: NoticeMessage) => [
  crypto.randomUUID(),
  message.recipient,
  normaliseEmail(message.recipient),
  message.kind,
  message.subject,
  message.body,
  message.now,
];

/**
 * The INSERT of a message that announces no code (no QR is attached), for
 * the caller's own batch; with a `when` guard (plain `?` placeholders) it is
 * written only if the action it announces took effect.
 */
export function enqueueNoticeStatement(
  message: NoticeMessage,
  when?: { sql: string; binds: unknown[] },
): D1PreparedStatement {
  return env.DB.prepare(
    `INSERT INTO email_outbox (id, recipient, recipient_normalised, kind, subject, body_text, trust_code, created_at, next_attempt_at)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6, NULL, ?7, NULL ${when ? `WHERE ${when.sql}` : ""}`,
  ).bind(...messageBinds(message), ...(when?.binds ?? []));
}

/** Mail of the payee's page: a one-time code that works 15 minutes. */
export type AccountMailKind = "sign-in" | "details-code";

/**
 * The INSERT of a payee-page message (docs/my-trust-code.md), for the
 * caller's batch: written only if the code row it carries was, and with no
 * trust code, so no QR is attached.
 */
export function enqueueAccountMailStatement(message: {
  recipient: string;
  subject: string;
  body: string;
  kind: AccountMailKind;
  /** The account_sign_in_codes row the message carries. */
  codeRowId: string;
  now: string;
}): D1PreparedStatement {
  return env.DB.prepare(
    `INSERT INTO email_outbox (id, recipient, recipient_normalised, kind, subject, body_text, trust_code, created_at, next_attempt_at, priority)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6, NULL, ?7, ?7, ${OUTBOX_PRIORITY.expiring}
     WHERE EXISTS (SELECT 1 FROM account_sign_in_codes WHERE id = ?8)`,
  ).bind(...messageBinds(message), message.codeRowId);
}

type DueMessage = StoredMessage;

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  /** Due messages left queued because the site-wide daily cap was reached. */
  held: number;
}

/** Recorded as the last error of a message to an address that asked never to be mailed. */
export const SUPPRESSED_ERROR =
  "Not sent: the address asked never to be e-mailed (suppression list).";

/** Hides a due message from overlapping runs; false when another run took it. */
async function claim(id: string, now: Date): Promise<boolean> {
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  const claimed = await env.DB.prepare(
    `UPDATE email_outbox SET next_attempt_at = ?1
     WHERE id = ?2 AND status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?3)`,
  )
    .bind(lease, id, now.toISOString())
    .run();
  return claimed.meta.changes === 1;
}

/** Stores one attempt's outcome and its log row together. */
async function recordAttempt(
  message: DueMessage,
  error: string | null,
  now: Date,
): Promise<"sent" | "failed" | "pending"> {
  const nowIso = now.toISOString();
  const attempt = message.attempts + 1;
  const giveUp = error !== null && attempt >= MAX_ATTEMPTS;
  const status = error === null ? "sent" : giveUp ? "failed" : "pending";
  const next =
    status === "pending"
      ? new Date(now.getTime() + backoffMs(attempt)).toISOString()
      : null;
  await env.DB.batch([
    // A delivered body is purged at once (docs/privacy.md); metadata stays.
    env.DB.prepare(
      `UPDATE email_outbox SET status = ?1, attempts = ?2, next_attempt_at = ?3,
         last_error = ?4, sent_at = ?5,
         body_text = CASE WHEN ?1 = 'sent' THEN '' ELSE body_text END,
         list_unsubscribe = CASE WHEN ?1 = 'sent' THEN NULL ELSE list_unsubscribe END
       WHERE id = ?6`,
    ).bind(
      status,
      attempt,
      next,
      error,
      error === null ? nowIso : null,
      message.id,
    ),
    env.DB.prepare(
      `INSERT INTO email_attempts (outbox_id, attempt, attempted_at, ok, error, next_attempt_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
    ).bind(message.id, attempt, nowIso, error === null ? 1 : 0, error, next),
  ]);
  return status;
}

/**
 * Sends every due pending message once. Success marks it sent; a failure
 * schedules the next attempt with exponential backoff, or after
 * MAX_ATTEMPTS marks it failed. Each attempt is logged in email_attempts.
 */
export async function deliverDueMessages(
  sender: EmailSender,
  {
    now = new Date(),
    from = env.EMAIL_FROM || DEFAULT_FROM,
    dailyCap = dailyEmailCap(),
  } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, held: 0 };
  // The site-wide daily cap: what does not fit stays pending for a later run;
  // mail someone is waiting for goes first, then the oldest.
  const room = Math.max(0, dailyCap - (await sentToday(now)));
  const due = `FROM email_outbox WHERE status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?1)`;
  const { results } = await env.DB.prepare(
    `SELECT id, recipient, subject, body_text, trust_code, attempts, list_unsubscribe ${due}
     ORDER BY priority DESC, created_at LIMIT ?2`,
  )
    .bind(now.toISOString(), Math.min(BATCH_SIZE, room))
    .all<DueMessage>();
  if (room < BATCH_SIZE) {
    const waiting = await env.DB.prepare(`SELECT COUNT(*) AS n ${due}`)
      .bind(now.toISOString())
      .first<{ n: number }>();
    report.held = (waiting?.n ?? 0) - results.length;
  }

  for (const message of results) {
    if (await isSuppressed(message.recipient)) {
      await env.DB.prepare(
        `UPDATE email_outbox SET status = 'failed', body_text = '', last_error = ?1, next_attempt_at = NULL
         WHERE id = ?2 AND status = 'pending'`,
      )
        .bind(SUPPRESSED_ERROR, message.id)
        .run();
      report.failed++;
      continue;
    }
    if (!(await claim(message.id, now))) continue;
    let error: string | null = null;
    try {
      await sender.send(outgoingEmail(message, from));
    } catch (e) {
      // A provider's error may echo the message: its one-time links go.
      error = redactTokens(e instanceof Error ? e.message : String(e)).slice(
        0,
        500,
      );
    }
    const status = await recordAttempt(message, error, now);
    if (status === "sent") report.sent++;
    else if (status === "failed") report.failed++;
    else report.retrying++;
  }
  return report;
}

export interface CapState {
  cap: number;
  sentToday: number;
  /** Messages waiting while the site-wide daily cap is reached. */
  held: number;
}

/** For the console's warning: the daily cap is reached and mail is waiting. */
export async function dailyCapState(
  now = new Date(),
  cap = dailyEmailCap(),
): Promise<CapState> {
  const sent = await sentToday(now);
  const pending = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM email_outbox WHERE status = 'pending'",
  ).first<{ n: number }>();
  return { cap, sentToday: sent, held: sent >= cap ? (pending?.n ?? 0) : 0 };
}

export interface OutboxRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  body_text: string;
  trust_code: string | null;
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

export interface AttemptRow {
  attempt: number;
  attempted_at: string;
  ok: number;
  error: string | null;
  next_attempt_at: string | null;
}

export function listOutbox(query: ListQuery) {
  return runList<OutboxRow>(
    {
      select:
        "id, kind, recipient, subject, body_text, trust_code, status, attempts, next_attempt_at, last_error, sent_at, created_at",
      from: "email_outbox",
      statusColumn: "status",
      searchColumns: ["recipient", "subject", "trust_code"],
      orderBy: "created_at DESC, id",
    },
    query,
  );
}

export async function getMessage(
  id: string,
): Promise<{ message: OutboxRow; attempts: AttemptRow[] } | null> {
  const [message, attempts] = await env.DB.batch([
    env.DB.prepare("SELECT * FROM email_outbox WHERE id = ?1").bind(id),
    env.DB.prepare(
      "SELECT attempt, attempted_at, ok, error, next_attempt_at FROM email_attempts WHERE outbox_id = ?1 ORDER BY id",
    ).bind(id),
  ]);
  const row = message!.results[0] as OutboxRow | undefined;
  return row
    ? { message: row, attempts: attempts!.results as AttemptRow[] }
    : null;
}

/** A message the cron gave up on goes back in the queue with a fresh set of attempts. */
export async function retryMessage(
  id: string,
  admin: Admin,
): Promise<ActionResult> {
  const now = new Date().toISOString();
  const [, requeued] = await env.DB.batch([
    auditStatement(admin, "outbox.retry", `email:${id}`, null, now, {
      sql: "EXISTS (SELECT 1 FROM email_outbox WHERE id = ? AND status = 'failed')",
      binds: [id],
    }),
    env.DB.prepare(
      `UPDATE email_outbox SET status = 'pending', attempts = 0, next_attempt_at = ?1
       WHERE id = ?2 AND status = 'failed'`,
    ).bind(now, id),
  ]);
  return requeued!.meta.changes === 1
    ? { ok: true, message: "Queued again; the next cron run sends it." }
    : { ok: false, message: "Only a failed message can be retried." };
}
