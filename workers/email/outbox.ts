import { env } from "cloudflare:workers";
import { linkInBody } from "../../app/lib/admin/code-email";
import {
  dailyEmailCap,
  sentToday,
} from "../../app/lib/identity/mail-limits.server";
import { isSuppressed } from "../../app/lib/identity/suppression.server";
import { qrDataUrl } from "../../app/lib/qr";
import { DEFAULT_FROM, type EmailSender, type OutgoingEmail } from "./sender";

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

interface OutboxMessage {
  id: string;
  recipient: string;
  subject: string;
  body_text: string;
  trust_code: string | null;
  attempts: number;
}

/** The message as sent: the stored text plus the QR code of its /c/<code> link. */
export function outgoingEmail(
  message: OutboxMessage,
  from: string,
): OutgoingEmail {
  const attachments = [];
  if (message.trust_code) {
    const dataUrl = qrDataUrl(
      linkInBody(message.body_text, message.trust_code),
    );
    const [meta, base64 = ""] = dataUrl.split(",", 2);
    attachments.push({
      filename: `${message.trust_code}.gif`,
      contentType: /^data:([^;]+)/.exec(meta ?? "")?.[1] ?? "image/gif",
      base64,
    });
  }
  return {
    from,
    to: message.recipient,
    subject: message.subject,
    text: message.body_text,
    attachments,
  };
}

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
  const nowIso = now.toISOString();
  // The site-wide daily cap: what does not fit stays pending for a later run.
  const room = Math.max(0, dailyCap - (await sentToday(now)));
  const due = `FROM email_outbox WHERE status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?1)`;
  const { results } = await env.DB.prepare(
    `SELECT id, recipient, subject, body_text, trust_code, attempts ${due}
     ORDER BY created_at LIMIT ?2`,
  )
    .bind(nowIso, Math.min(BATCH_SIZE, room))
    .all<OutboxMessage>();
  const waiting = await env.DB.prepare(`SELECT COUNT(*) AS n ${due}`)
    .bind(nowIso)
    .first<{ n: number }>();
  report.held = room < BATCH_SIZE ? (waiting?.n ?? 0) - results.length : 0;

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
    // Claim the row first, so an overlapping run skips it.
    const lease = new Date(now.getTime() + LEASE_MS).toISOString();
    const claimed = await env.DB.prepare(
      `UPDATE email_outbox SET next_attempt_at = ?1
       WHERE id = ?2 AND status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?3)`,
    )
      .bind(lease, message.id, nowIso)
      .run();
    if (claimed.meta.changes !== 1) continue;

    const attempt = message.attempts + 1;
    let error: string | null = null;
    try {
      await sender.send(outgoingEmail(message, from));
    } catch (e) {
      error = (e instanceof Error ? e.message : String(e)).slice(0, 500);
    }
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
           body_text = CASE WHEN ?1 = 'sent' THEN '' ELSE body_text END
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
    if (status === "sent") report.sent++;
    else if (status === "failed") report.failed++;
    else report.retrying++;
  }
  return report;
}
