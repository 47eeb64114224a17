import { env } from "cloudflare:workers";
import { dailyEmailCap, sentToday } from "~/lib/identity/mail-limits.server";
import { auditStatement } from "./audit.server";
import { runList, type ActionResult } from "./db.server";
import type { Admin } from "./guard.server";
import type { ListQuery } from "./lists";

export interface OutboxRow {
  id: string;
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
        "id, recipient, subject, body_text, trust_code, status, attempts, next_attempt_at, last_error, sent_at, created_at",
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
  const results = await env.DB.batch([
    auditStatement(admin, "outbox.retry", `email:${id}`, null, now, {
      sql: "EXISTS (SELECT 1 FROM email_outbox WHERE id = ? AND status = 'failed')",
      binds: [id],
    }),
    env.DB.prepare(
      `UPDATE email_outbox SET status = 'pending', attempts = 0, next_attempt_at = ?1
       WHERE id = ?2 AND status = 'failed'`,
    ).bind(now, id),
  ]);
  return results[1]!.meta.changes === 1
    ? { ok: true, message: "Queued again; the next cron run sends it." }
    : { ok: false, message: "Only a failed message can be retried." };
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
