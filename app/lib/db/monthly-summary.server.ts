import { env } from "cloudflare:workers";
import { normaliseEmail } from "#app/lib/identity/index.ts";

/**
 * The payee's monthly summary (docs/my-trust-code.md, "E-mail
 * preferences"): who gets it, their choice, and the one row per payee and
 * month whose insert is what enqueues the e-mail (migrations/0039_monthly_summary.sql).
 */
export type PayeeKind = "individual" | "organisation";

export interface SummaryPayee {
  kind: PayeeKind;
  id: string;
  email: string;
  locale: string;
  code: string;
}

/**
 * On by default for a verified individual issuer (electronic delivery was
 * consented to with the declarations, issuers.declarations_accepted_at);
 * an organisation's contact gave no such consent, so off until they turn it on.
 */
const DEFAULT_ON: Record<PayeeKind, 0 | 1> = { individual: 1, organisation: 0 };

const pref = (kind: PayeeKind, alias: string) =>
  `COALESCE((SELECT p.monthly_summary FROM payee_mail_preferences p
     WHERE p.payee_kind = '${kind}' AND p.payee_id = ${alias}.id), ${DEFAULT_ON[kind]})`;

/** Verified payees with a live code who want the summary and have none for `month` yet. */
export async function summaryPayees(month: string): Promise<SummaryPayee[]> {
  const { results } = await env.DB.prepare(
    `SELECT 'individual' AS kind, i.id, i.email, i.locale, c.code FROM issuers i
       JOIN trust_codes c ON c.owner_kind = 'individual' AND c.owner_id = i.id
     WHERE i.verified_at IS NOT NULL AND i.declarations_accepted_at IS NOT NULL
       AND c.status IN ('active', 'suspended') AND ${pref("individual", "i")} = 1
       AND NOT EXISTS (SELECT 1 FROM monthly_summaries s
         WHERE s.payee_kind = 'individual' AND s.payee_id = i.id AND s.month = ?1)
     UNION ALL
     SELECT 'organisation' AS kind, r.id, r.email, r.locale, c.code FROM organisation_requests r
       JOIN trust_codes c ON c.owner_kind = 'organisation' AND c.owner_id = r.id
     WHERE r.status = 'approved' AND r.verified_at IS NOT NULL
       AND c.status IN ('active', 'suspended') AND ${pref("organisation", "r")} = 1
       AND NOT EXISTS (SELECT 1 FROM monthly_summaries s
         WHERE s.payee_kind = 'organisation' AND s.payee_id = r.id AND s.month = ?1)`,
  )
    .bind(month)
    .all<SummaryPayee>();
  return results;
}

/** Whether the payee gets the summary: their choice, else the default. */
export async function summaryWanted(
  kind: PayeeKind,
  id: string,
): Promise<boolean> {
  const row = await env.DB.prepare(
    `SELECT monthly_summary FROM payee_mail_preferences WHERE payee_kind = ?1 AND payee_id = ?2`,
  )
    .bind(kind, id)
    .first<{ monthly_summary: number }>();
  return (row?.monthly_summary ?? DEFAULT_ON[kind]) === 1;
}

export function setSummaryStatement(
  kind: PayeeKind,
  id: string,
  on: boolean,
  by: "page" | "unsubscribe-link",
  now: string,
): D1PreparedStatement {
  return env.DB.prepare(
    `INSERT INTO payee_mail_preferences (payee_kind, payee_id, monthly_summary, changed_at, changed_by)
     VALUES (?1, ?2, ?3, ?4, ?5)
     ON CONFLICT (payee_kind, payee_id) DO UPDATE SET monthly_summary = excluded.monthly_summary,
       changed_at = excluded.changed_at, changed_by = excluded.changed_by`,
  ).bind(kind, id, on ? 1 : 0, now, by);
}

/** The payee an unsubscribe token (its SHA-256) belongs to. */
export function unsubscribeOwner(tokenHash: string) {
  return env.DB.prepare(
    `SELECT payee_kind AS kind, payee_id AS id FROM unsubscribe_tokens WHERE token_hash = ?1`,
  )
    .bind(tokenHash)
    .first<{ kind: PayeeKind; id: string }>();
}

/**
 * One payee's summary for `month` in one D1 batch: the summary row (the
 * month's claim), then the unsubscribe token and the outbox message, both
 * written only if this run's claim is the one stored. A second run, or a
 * concurrent one, finds the month taken and enqueues nothing.
 */
export function summaryStatements(m: {
  payee: SummaryPayee;
  month: string;
  runId: string;
  tokenHash: string;
  subject: string;
  body: string;
  listUnsubscribe: string;
  now: string;
}): D1PreparedStatement[] {
  const claimed = `EXISTS (SELECT 1 FROM monthly_summaries WHERE payee_kind = ?1 AND payee_id = ?2 AND month = ?3 AND run_id = ?4)`;
  return [
    env.DB.prepare(
      `INSERT OR IGNORE INTO monthly_summaries (payee_kind, payee_id, month, run_id, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5)`,
    ).bind(m.payee.kind, m.payee.id, m.month, m.runId, m.now),
    env.DB.prepare(
      `INSERT INTO unsubscribe_tokens (token_hash, payee_kind, payee_id, created_at)
       SELECT ?5, ?1, ?2, ?6 WHERE ${claimed}`,
    ).bind(m.payee.kind, m.payee.id, m.month, m.runId, m.tokenHash, m.now),
    // Bulk priority: mail nobody is waiting for goes after what people wait for,
    // under the same daily caps (app/lib/db/outbox.server.ts).
    env.DB.prepare(
      `INSERT INTO email_outbox (id, recipient, recipient_normalised, kind, subject, body_text,
         trust_code, created_at, next_attempt_at, priority, list_unsubscribe)
       SELECT ?5, ?6, ?7, 'summary', ?8, ?9, NULL, ?10, NULL, 0, ?11 WHERE ${claimed}`,
    ).bind(
      m.payee.kind,
      m.payee.id,
      m.month,
      m.runId,
      crypto.randomUUID(),
      m.payee.email,
      normaliseEmail(m.payee.email),
      m.subject,
      m.body,
      m.now,
      m.listUnsubscribe,
    ),
  ];
}
