import { env } from "cloudflare:workers";
import {
  ACCOUNT_DEVICE_MAX_AGE_S,
  ADMIN_AUTH_ALARM_WINDOW_MS,
  ADMIN_AUTH_WINDOW_MS,
  APPLICATION_SESSION_RETENTION_MS,
  CODE_APPLICATION_RETENTION_MS,
  DAY_MS,
  PENDING_REQUEST_RETENTION_MS,
  SIGN_IN_AUDIT_RETENTION_MS,
  STALE_PENDING_EMAIL_MS,
  CONSENT_RECORD_RETENTION_MS,
  EMAIL_METADATA_RETENTION_MS,
  REJECTED_REQUEST_RETENTION_MS,
  UNVERIFIED_ISSUER_RETENTION_MS,
} from "#app/lib/policies.ts";

export interface SweepReport {
  unverifiedIssuers: number;
  rejectedRequests: number;
  purgedBodies: number;
  expiredEmails: number;
  datesOfBirth: number;
  consentRecords: number;
  pendingRequests: number;
  applications: number;
  stalePendingEmails: number;
  signInAuditRows: number;
  signInCodes: number;
  endedSessions: number;
  devices: number;
}

const ago = (now: Date, ms: number) =>
  new Date(now.getTime() - ms).toISOString();

/**
 * The retention policy of docs/privacy.md, run by the cron
 * (workers/scheduled.ts) as one D1 batch: all of it or none of it.
 */
export async function sweepPersonalData(now: Date): Promise<SweepReport> {
  const unverifiedCutoff = ago(now, UNVERIFIED_ISSUER_RETENTION_MS);
  const rejectedCutoff = ago(now, REJECTED_REQUEST_RETENTION_MS);
  const mailCutoff = ago(now, EMAIL_METADATA_RETENTION_MS);
  const stale = `SELECT id FROM issuers WHERE verified_at IS NULL AND created_at <= ?1`;
  const staleCodes = `SELECT code FROM trust_codes WHERE owner_kind = 'individual' AND owner_id IN (${stale})`;
  const staleMail = `SELECT id FROM email_outbox WHERE trust_code IN (${staleCodes})
    OR recipient_normalised IN (SELECT email_normalised FROM issuers WHERE id IN (${stale}))`;
  const rejected = `SELECT id FROM organisation_requests WHERE status = 'rejected' AND COALESCE(reviewed_at, created_at) <= ?1`;
  const pendingCutoff = ago(now, PENDING_REQUEST_RETENTION_MS);
  const unreviewed = `SELECT id FROM organisation_requests WHERE status = 'pending' AND created_at <= ?1`;
  const stalePending = `SELECT id FROM email_outbox WHERE status = 'pending' AND created_at <= ?1`;
  const oldMail = `SELECT id FROM email_outbox WHERE status <> 'pending' AND created_at <= ?1`;
  const db = env.DB;
  const results = await db.batch([
    // Unverified issuers with their code (children first, for the foreign keys).
    db
      .prepare(`DELETE FROM email_attempts WHERE outbox_id IN (${staleMail})`)
      .bind(unverifiedCutoff),
    db
      .prepare(`DELETE FROM email_outbox WHERE id IN (${staleMail})`)
      .bind(unverifiedCutoff),
    db
      .prepare(`DELETE FROM report_tokens WHERE code IN (${staleCodes})`)
      .bind(unverifiedCutoff),
    db
      .prepare(`DELETE FROM code_applications WHERE code IN (${staleCodes})`)
      .bind(unverifiedCutoff),
    db
      .prepare(
        `DELETE FROM trust_codes WHERE owner_kind = 'individual' AND owner_id IN (${stale})`,
      )
      .bind(unverifiedCutoff),
    db
      .prepare(
        `DELETE FROM email_tokens WHERE subject_kind = 'issuer' AND subject_id IN (${stale})`,
      )
      .bind(unverifiedCutoff),
    db
      .prepare(`DELETE FROM issuers WHERE id IN (${stale})`)
      .bind(unverifiedCutoff),
    // Rejected organisation requests.
    db
      .prepare(
        `DELETE FROM email_tokens WHERE subject_kind = 'organisation' AND subject_id IN (${rejected})`,
      )
      .bind(rejectedCutoff),
    db
      .prepare(`DELETE FROM organisation_requests WHERE id IN (${rejected})`)
      .bind(rejectedCutoff),
    // Delivered bodies at once; metadata after its time.
    db.prepare(
      `UPDATE email_outbox SET body_text = '' WHERE status = 'sent' AND body_text <> ''`,
    ),
    db
      .prepare(`DELETE FROM email_attempts WHERE outbox_id IN (${oldMail})`)
      .bind(mailCutoff),
    db
      .prepare(`DELETE FROM email_outbox WHERE id IN (${oldMail})`)
      .bind(mailCutoff),
    // Date of birth only while active.
    db.prepare(
      `UPDATE issuers SET date_of_birth = NULL WHERE status <> 'active' AND date_of_birth IS NOT NULL`,
    ),
    // Links past their lifetime; sign-in counters past their window.
    db
      .prepare(`DELETE FROM email_tokens WHERE expires_at <= ?1`)
      .bind(now.toISOString()),
    db
      .prepare(
        `DELETE FROM admin_auth_failures WHERE window_started_at <= CASE WHEN client = '*' THEN ?2 ELSE ?1 END`,
      )
      .bind(
        ago(now, ADMIN_AUTH_WINDOW_MS),
        ago(now, ADMIN_AUTH_ALARM_WINDOW_MS),
      ),
    // Consent records past their time.
    db
      .prepare(`DELETE FROM consent_records WHERE recorded_at <= ?1`)
      .bind(ago(now, CONSENT_RECORD_RETENTION_MS)),
    // Per-network mint counts past the day they count over.
    db
      .prepare(`DELETE FROM mint_clients WHERE minted_at <= ?1`)
      .bind(ago(now, DAY_MS)),
    // Organisation requests nobody reviewed in time (no code, no tokens yet).
    db
      .prepare(
        `DELETE FROM email_tokens WHERE subject_kind = 'organisation' AND subject_id IN (${unreviewed})`,
      )
      .bind(pendingCutoff),
    db
      .prepare(`DELETE FROM organisation_requests WHERE id IN (${unreviewed})`)
      .bind(pendingCutoff),
    // Code applications: the session id after the attribution window, the row after the reports' span.
    db
      .prepare(
        `UPDATE code_applications SET session_id = NULL WHERE session_id IS NOT NULL AND applied_at <= ?1`,
      )
      .bind(ago(now, APPLICATION_SESSION_RETENTION_MS)),
    db
      .prepare(`DELETE FROM code_applications WHERE applied_at <= ?1`)
      .bind(ago(now, CODE_APPLICATION_RETENTION_MS)),
    // Mail never sent in time: its links have expired.
    db
      .prepare(
        `DELETE FROM email_attempts WHERE outbox_id IN (${stalePending})`,
      )
      .bind(ago(now, STALE_PENDING_EMAIL_MS)),
    db
      .prepare(`DELETE FROM email_outbox WHERE id IN (${stalePending})`)
      .bind(ago(now, STALE_PENDING_EMAIL_MS)),
    // Sign-in rows of the audit log; every other audit row stays.
    db
      .prepare(
        `DELETE FROM audit_log WHERE action = 'console.sign-in' AND created_at <= ?1`,
      )
      .bind(ago(now, SIGN_IN_AUDIT_RETENTION_MS)),
    // Payee sign-in codes of every typed address, once the daily budgets
    // they count towards have passed (a code itself lives 15 minutes).
    db
      .prepare(`DELETE FROM account_sign_in_codes WHERE created_at <= ?1`)
      .bind(ago(now, DAY_MS)),
    // Sessions that ended (signed out) or expired serve nothing.
    db
      .prepare(
        `DELETE FROM account_sessions WHERE ended_at IS NOT NULL OR expires_at <= ?1`,
      )
      .bind(now.toISOString()),
    // Known browsers a year after their last sign-in (the cookie's life).
    db
      .prepare(`DELETE FROM account_devices WHERE created_at <= ?1`)
      .bind(ago(now, ACCOUNT_DEVICE_MAX_AGE_S * 1000)),
  ]);
  const changed = (i: number) => results[i]!.meta.changes;
  return {
    unverifiedIssuers: changed(6),
    rejectedRequests: changed(8),
    purgedBodies: changed(9),
    expiredEmails: changed(11),
    datesOfBirth: changed(12),
    consentRecords: changed(15),
    pendingRequests: changed(18),
    applications: changed(20),
    stalePendingEmails: changed(22),
    signInAuditRows: changed(23),
    signInCodes: changed(24),
    endedSessions: changed(25),
    devices: changed(26),
  };
}
