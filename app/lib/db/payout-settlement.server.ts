import { env } from "cloudflare:workers";
import type { Admin } from "~/lib/admin/guard.server";
import {
  payoutFailedEmail,
  payoutSentEmail,
  type PayoutNotice,
} from "~/lib/email/payout-emails";
import { i18nFor } from "~/lib/i18n/instance";
import { DEFAULT_LOCALE, toLocale } from "~/lib/i18n/locales";
import type { PayoutMethod } from "~/lib/payouts/qualify";
import { MAX_OPERATOR_REASON_LENGTH } from "~/lib/policies";
import { auditStatement } from "./audit";
import type { ActionResult } from "./list";
import { enqueueNoticeStatement } from "./outbox";

/**
 * Settling a payout line after its run was approved (docs/payouts.md):
 * paid, or failed, which returns its money to the payee's Available with a
 * 'payout-returned' entry. A line already marked paid may still fail later
 * (an unclaimed PayPal payment, a cheque returned). Each step is audited and
 * e-mails the payee in their language, all in one batch.
 */

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

async function lineForSettling(id: string): Promise<LineForSettling | null> {
  return env.DB.prepare(
    `SELECT l.id, l.run_month, l.amount_cents, l.method, l.status, r.status AS run_status,
       COALESCE(i.email, o.email) AS email, COALESCE(i.locale, o.locale) AS locale
     FROM payout_lines l
     JOIN payout_runs r ON r.month = l.run_month
     LEFT JOIN issuers i ON l.payee_kind = 'individual' AND i.id = l.payee_id
     LEFT JOIN organisation_requests o ON l.payee_kind = 'organisation' AND o.id = l.payee_id
     WHERE l.id = ?1`,
  )
    .bind(id)
    .first<LineForSettling>();
}

async function noticeFor(
  line: LineForSettling,
  outcome: "paid" | "failed",
  host: string,
  now: string,
  guard: { sql: string; binds: unknown[] },
): Promise<D1PreparedStatement[]> {
  // An erased payee has no address left: the ledger keeps the amounts only.
  if (!line.email) return [];
  const locale = toLocale(line.locale) ?? DEFAULT_LOCALE;
  const i18n = await i18nFor(locale);
  const notice: PayoutNotice = {
    amountCents: line.amount_cents,
    reference: line.id,
    method: line.method,
  };
  const email =
    outcome === "paid"
      ? payoutSentEmail(i18n, locale, host, notice)
      : payoutFailedEmail(i18n, locale, host, notice);
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
export async function markLinePaid(
  id: string,
  admin: Admin,
  host: string,
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
    ...(await noticeFor(line, "paid", host, nowIso, guard)),
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
 * Marks a line failed (open, or paid and then returned): a 'payout-returned'
 * entry puts its amount back in the payee's Available, at most once per line.
 */
export async function markLineFailed(
  id: string,
  reason: string,
  admin: Admin,
  host: string,
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
    env.DB.prepare(
      `INSERT INTO ledger_entries (payee_kind, payee_id, code, type, state, amount_cents,
         available_at, payout_line_id, cause_kind, cause_ref, reason, created_at)
       SELECT payee_kind, payee_id, code, 'payout-returned', 'accrued', amount_cents,
         NULL, id, 'payout', id, ?2, ?3
       FROM payout_lines WHERE id = ?1 AND status IN ('open', 'paid')`,
    ).bind(id, note, nowIso),
    ...(await noticeFor(line, "failed", host, nowIso, guard)),
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
