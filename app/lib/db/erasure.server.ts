import { env } from "cloudflare:workers";
import type { SubjectKind } from "#app/lib/db/email-tokens.server.ts";

/**
 * The statements that erase one person (an issuer, or an organisation
 * request's contact), children before parents for the foreign keys.
 * - `drop`: the request never stood ("I did not ask for this", retention of
 *   unverified issuers): the code, its applications and report link go too.
 * - `keep-code`: an operator erases a real participant: the code row stays,
 *   terminated, with its scans and applications (no personal data), so cohort
 *   counts survive.
 * `keepNotMeTokens` leaves "not-me" tokens (they hold only the suppression
 * key) so the page can still offer "never e-mail this address again".
 */
export function eraseSubjectStatements(
  kind: SubjectKind,
  id: string,
  normalisedEmail: string,
  mode: "drop" | "keep-code",
  { keepNotMeTokens = false } = {},
): D1PreparedStatement[] {
  const owner = kind === "issuer" ? "individual" : "organisation";
  const table = kind === "issuer" ? "issuers" : "organisation_requests";
  const codes = `SELECT code FROM trust_codes WHERE owner_kind = '${owner}' AND owner_id = ?1`;
  const personMail = `SELECT id FROM email_outbox WHERE trust_code IN (${codes}) OR recipient_normalised = ?2`;
  const db = env.DB;
  return [
    db
      .prepare(`DELETE FROM email_attempts WHERE outbox_id IN (${personMail})`)
      .bind(id, normalisedEmail),
    db
      .prepare(`DELETE FROM email_outbox WHERE id IN (${personMail})`)
      .bind(id, normalisedEmail),
    db.prepare(`DELETE FROM report_tokens WHERE code IN (${codes})`).bind(id),
    ...(mode === "drop"
      ? [
          db
            .prepare(`DELETE FROM code_applications WHERE code IN (${codes})`)
            .bind(id),
          db
            .prepare(
              `DELETE FROM trust_codes WHERE owner_kind = '${owner}' AND owner_id = ?1`,
            )
            .bind(id),
        ]
      : [
          db
            .prepare(
              `UPDATE trust_codes SET status = 'terminated' WHERE owner_kind = '${owner}' AND owner_id = ?1`,
            )
            .bind(id),
        ]),
    db
      .prepare(
        `DELETE FROM email_tokens WHERE subject_kind = ?2 AND subject_id = ?1 ${keepNotMeTokens ? "AND purpose <> 'not-me'" : ""}`,
      )
      .bind(id, kind),
    // Payout records keep their amounts for accounting; the person goes
    // (docs/payouts.md "Privacy").
    db
      .prepare(
        `UPDATE payout_lines SET payee_name = 'erased', paypal_email = NULL, postal_name = NULL,
           postal_address_line1 = NULL, postal_address_line2 = NULL, postal_city = NULL,
           postal_zip = NULL, postal_country = NULL
         WHERE payee_kind = '${owner}' AND payee_id = ?1`,
      )
      .bind(id),
    db
      .prepare(
        `UPDATE payout_carry_forwards SET payee_name = NULL WHERE payee_kind = '${owner}' AND payee_id = ?1`,
      )
      .bind(id),
    db.prepare(`DELETE FROM ${table} WHERE id = ?1`).bind(id),
  ];
}
