import { env } from "cloudflare:workers";
import { count } from "#app/lib/platform/index.ts";
import type { Admin } from "#app/lib/db/index.ts";
import type { PayoutMethod } from "#app/lib/money/rules/qualify.ts";
import { normaliseEmail } from "#app/lib/identity/index.ts";
import { MAX_OPERATOR_REASON_LENGTH } from "#app/lib/policies.ts";
import {
  auditStatement,
  type ActionResult,
  enqueueNoticeStatement,
} from "#app/lib/db/index.server.ts";

/**
 * Settling a payout line after its run was approved (docs/payouts.md):
 * paid, or failed, which returns its money to the payee's Available with a
 * 'payout-returned' entry. A line already marked paid may still fail later
 * (an unclaimed PayPal payment, a cheque returned). Each step is audited and
 * e-mails the payee in their language, all in one batch.
 */

/** The payee's e-mail about a settled line, written by the use case (app/lib/money/flows/settle-payout.server.ts). */
export type PayoutNoticeEmail = (
  payee: { locale: string | null },
  outcome: "paid" | "failed",
  notice: {
    amountCents: number;
    reference: string;
    method: PayoutMethod;
    /** Why it failed, as stored (a PayPal errors.name, maybe with the operator's note). */
    reason?: string | null;
  },
) => Promise<{ subject: string; body: string }>;

interface LineForSettling {
  id: string;
  run_month: string;
  amount_cents: number;
  method: PayoutMethod;
  status: "open" | "paid" | "failed";
  run_status: "prepared" | "approved";
  email: string | null;
  locale: string | null;
}

const LINE_FOR_SETTLING = `SELECT l.id, l.run_month, l.amount_cents, l.method, l.status,
     r.status AS run_status, COALESCE(i.email, o.email) AS email,
     COALESCE(i.locale, o.locale) AS locale
   FROM payout_lines l
   JOIN payout_runs r ON r.month = l.run_month
   LEFT JOIN issuers i ON l.payee_kind = 'individual' AND i.id = l.payee_id
   LEFT JOIN organisation_requests o ON l.payee_kind = 'organisation' AND o.id = l.payee_id`;

async function lineForSettling(id: string): Promise<LineForSettling | null> {
  return env.DB.prepare(`${LINE_FOR_SETTLING} WHERE l.id = ?1`)
    .bind(id)
    .first<LineForSettling>();
}

/** The payee's e-mail about a settled line (null: erased, no address left). */
async function noticeEmail(
  line: LineForSettling,
  outcome: "paid" | "failed",
  compose: PayoutNoticeEmail,
  reason: string | null = null,
): Promise<{ subject: string; body: string } | null> {
  if (!line.email) return null;
  return compose({ locale: line.locale }, outcome, {
    amountCents: line.amount_cents,
    reference: line.id,
    method: line.method,
    reason,
  });
}

async function noticeFor(
  line: LineForSettling,
  outcome: "paid" | "failed",
  compose: PayoutNoticeEmail,
  now: string,
  guard: { sql: string; binds: unknown[] },
  reason: string | null = null,
): Promise<D1PreparedStatement[]> {
  // An erased payee has no address left: the ledger keeps the amounts only.
  const email = await noticeEmail(line, outcome, compose, reason);
  if (!email || !line.email) return [];
  return [
    enqueueNoticeStatement(
      {
        recipient: line.email,
        subject: email.subject,
        body: email.body,
        now,
        kind: outcome === "paid" ? "payout-sent" : "payout-failed",
      },
      guard,
    ),
  ];
}

/** Marks an open line of an approved run paid and tells the payee. */
export async function settleLinePaid(
  id: string,
  admin: Admin,
  compose: PayoutNoticeEmail,
  now = new Date(),
): Promise<ActionResult> {
  const line = await lineForSettling(id);
  if (!line || line.run_status !== "approved" || line.status !== "open")
    return {
      ok: false,
      message: "Only an open line of an approved run can be marked paid.",
    };
  const nowIso = now.toISOString();
  const guard = {
    sql: "EXISTS (SELECT 1 FROM payout_lines WHERE id = ? AND status = 'open')",
    binds: [id],
  };
  const results = await env.DB.batch([
    auditStatement(
      admin,
      "payout.paid",
      `payout-line:${id}`,
      null,
      nowIso,
      guard,
    ),
    ...(await noticeFor(line, "paid", compose, nowIso, guard)),
    env.DB.prepare(
      `UPDATE payout_lines SET status = 'paid', settled_at = ?2, settled_by = ?3
       WHERE id = ?1 AND status = 'open'`,
    ).bind(id, nowIso, `${admin.actor} (${admin.via})`),
  ]);
  return results.at(-1)!.meta.changes === 1
    ? { ok: true, message: `Line ${id} marked paid; the payee is e-mailed.` }
    : {
        ok: false,
        message: "The line was settled meanwhile; nothing changed.",
      };
}

/**
 * The 'payout-returned' entry that puts a failed line's amount back on its
 * payee's Available, once: only while the line is still open or paid.
 */
export function payoutReturnedStatement(
  lineId: string,
  reason: string,
  now: string,
): D1PreparedStatement {
  return env.DB.prepare(
    `INSERT INTO ledger_entries (payee_kind, payee_id, code, type, state, amount_cents,
       available_at, payout_line_id, cause_kind, cause_ref, reason, created_at)
     SELECT payee_kind, payee_id, code, 'payout-returned', 'accrued', amount_cents,
       NULL, id, 'payout', id, ?2, ?3
     FROM payout_lines WHERE id = ?1 AND status IN ('open', 'paid')`,
  ).bind(lineId, reason, now);
}

/**
 * Marks a line failed (open, or paid and then returned): a 'payout-returned'
 * entry puts its amount back in the payee's Available, once per failure.
 */
export async function settleLineFailed(
  id: string,
  reason: string,
  admin: Admin,
  compose: PayoutNoticeEmail,
  now = new Date(),
): Promise<ActionResult> {
  const note = reason.trim();
  if (!note)
    return { ok: false, message: "Say why the payment failed (required)." };
  if (note.length > MAX_OPERATOR_REASON_LENGTH)
    return {
      ok: false,
      message: `Keep the reason under ${MAX_OPERATOR_REASON_LENGTH} characters.`,
    };
  const line = await lineForSettling(id);
  if (!line || line.run_status !== "approved" || line.status === "failed")
    return {
      ok: false,
      message:
        "Only an open or paid line of an approved run can be marked failed.",
    };
  const nowIso = now.toISOString();
  const guard = {
    sql: "EXISTS (SELECT 1 FROM payout_lines WHERE id = ? AND status IN ('open', 'paid'))",
    binds: [id],
  };
  const results = await env.DB.batch([
    auditStatement(
      admin,
      "payout.failed",
      `payout-line:${id}`,
      note,
      nowIso,
      guard,
    ),
    payoutReturnedStatement(id, note, nowIso),
    ...(await noticeFor(line, "failed", compose, nowIso, guard, note)),
    env.DB.prepare(
      `UPDATE payout_lines SET status = 'failed', settled_at = ?2, settled_by = ?3, failure_reason = ?4
       WHERE id = ?1 AND status IN ('open', 'paid')`,
    ).bind(id, nowIso, `${admin.actor} (${admin.via})`, note),
  ]);
  return results.at(-1)!.meta.changes === 1
    ? {
        ok: true,
        message: `Line ${id} marked failed; its amount is back in the payee's balance and the payee is e-mailed.`,
      }
    : {
        ok: false,
        message: "The line was settled meanwhile; nothing changed.",
      };
}

/** Rows per json_each statement of a bulk settlement (each row holds one e-mail). */
const BULK_ROWS = 200;

/**
 * Marks every open line of one method in an approved run paid at once (after
 * PayPal reports the batch done, say); lines that failed are then marked
 * failed one by one. One audit row names how many and which; each payee is
 * e-mailed as for a single line. Lines settled meanwhile are left alone.
 */
export async function settleOpenLinesPaid(
  month: string,
  method: PayoutMethod,
  admin: Admin,
  compose: PayoutNoticeEmail,
  now = new Date(),
): Promise<ActionResult> {
  const { results: lines } = await env.DB.prepare(
    `${LINE_FOR_SETTLING}
     WHERE l.run_month = ?1 AND l.method = ?2 AND l.status = 'open' AND r.status = 'approved'
     ORDER BY l.id`,
  )
    .bind(month, method)
    .all<LineForSettling>();
  if (lines.length === 0)
    return { ok: false, message: `No open ${method} line of an approved run.` };
  const nowIso = now.toISOString();
  const mails: string[][] = [];
  for (const line of lines) {
    const email = await noticeEmail(line, "paid", compose);
    if (email && line.email)
      mails.push([
        line.id,
        crypto.randomUUID(),
        line.email,
        normaliseEmail(line.email),
        email.subject,
        email.body,
      ]);
  }
  const ids = lines.map((l) => l.id);
  const chunk = <T>(rows: T[]) =>
    Array.from({ length: Math.ceil(rows.length / BULK_ROWS) }, (_, i) =>
      rows.slice(i * BULK_ROWS, (i + 1) * BULK_ROWS),
    );
  const results = await env.DB.batch([
    auditStatement(
      admin,
      "payout.paid-all",
      `payout-run:${month}`,
      `${count(ids.length, `${method} line`)}: ${ids[0]} to ${ids.at(-1)}`,
      nowIso,
      {
        sql: "EXISTS (SELECT 1 FROM payout_lines WHERE run_month = ? AND method = ? AND status = 'open')",
        binds: [month, method],
      },
    ),
    ...chunk(mails).map((rows) =>
      env.DB.prepare(
        `INSERT INTO email_outbox (id, recipient, recipient_normalised, kind, subject, body_text,
           trust_code, created_at, next_attempt_at)
         SELECT v->>1, v->>2, v->>3, 'payout-sent', v->>4, v->>5, NULL, ?2, NULL
         FROM (SELECT value AS v FROM json_each(?1))
         WHERE EXISTS (SELECT 1 FROM payout_lines WHERE id = v->>0 AND status = 'open')`,
      ).bind(JSON.stringify(rows), nowIso),
    ),
    ...chunk(ids).map((rows) =>
      env.DB.prepare(
        `UPDATE payout_lines SET status = 'paid', settled_at = ?2, settled_by = ?3
         WHERE status = 'open' AND id IN (SELECT value FROM json_each(?1))`,
      ).bind(JSON.stringify(rows), nowIso, `${admin.actor} (${admin.via})`),
    ),
  ]);
  const marked = results
    .slice(1 + chunk(mails).length)
    .reduce((sum, r) => sum + (r.meta.changes ?? 0), 0);
  return {
    ok: true,
    message: `${count(marked, `${method} line`)} marked paid; the payees are e-mailed.`,
  };
}
