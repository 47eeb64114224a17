import { env } from "cloudflare:workers";
import { eraseSubjectStatements } from "#app/lib/db/erasure.server.ts";
import { normaliseEmail } from "#app/lib/identity/index.ts";
import { isSuppressed } from "#app/lib/db/suppressions.server.ts";
import { auditStatement } from "#app/lib/db/audit.server.ts";
import type { ActionResult } from "#app/lib/db/list.server.ts";
import type { Admin } from "#app/lib/db/operator.ts";

/**
 * Subject-access and erasure requests: find a person by e-mail (exact match,
 * normalised, so no LIKE limits), everything held about them as JSON, and
 * erasure that keeps the cohort counts.
 */
export interface PersonMatch {
  kind: "issuer" | "organisation";
  id: string;
  name: string;
  email: string;
  status: string;
  verified_at: string | null;
  created_at: string;
  code: string | null;
}

export async function findPeople(email: string): Promise<PersonMatch[]> {
  const address = email.trim();
  if (!address) return [];
  const [issuers, orgs] = await env.DB.batch([
    env.DB.prepare(
      `SELECT 'issuer' AS kind, i.id, i.full_name AS name, i.email, i.status, i.verified_at, i.created_at, c.code
       FROM issuers i LEFT JOIN trust_codes c ON c.owner_kind = 'individual' AND c.owner_id = i.id
       WHERE i.email_normalised = ?1 OR lower(i.email) = lower(?2) ORDER BY i.created_at`,
    ).bind(normaliseEmail(address), address),
    env.DB.prepare(
      `SELECT 'organisation' AS kind, r.id, r.contact_name AS name, r.email, r.status, r.verified_at, r.created_at, c.code
       FROM organisation_requests r LEFT JOIN trust_codes c ON c.owner_kind = 'organisation' AND c.owner_id = r.id
       WHERE lower(r.email) = lower(?1) ORDER BY r.created_at`,
    ).bind(address),
  ]);
  return [
    ...(issuers!.results as unknown as PersonMatch[]),
    ...(orgs!.results as unknown as PersonMatch[]),
  ];
}

/** Every row held about this address, as one JSON document. */
export async function exportPerson(email: string) {
  const matches = await findPeople(email);
  const people = [];
  for (const m of matches) {
    const table = m.kind === "issuer" ? "issuers" : "organisation_requests";
    const owner = m.kind === "issuer" ? "individual" : "organisation";
    const [record, codes, applications, mail, links] = await env.DB.batch([
      env.DB.prepare(`SELECT * FROM ${table} WHERE id = ?1`).bind(m.id),
      env.DB.prepare(
        "SELECT code, status, created_at FROM trust_codes WHERE owner_kind = ?1 AND owner_id = ?2",
      ).bind(owner, m.id),
      env.DB.prepare(
        `SELECT code, country, applied_at FROM code_applications
         WHERE code IN (SELECT code FROM trust_codes WHERE owner_kind = ?1 AND owner_id = ?2)`,
      ).bind(owner, m.id),
      env.DB.prepare(
        `SELECT id, recipient, subject, body_text, kind, status, attempts, created_at, sent_at FROM email_outbox
         WHERE recipient_normalised = ?1 OR trust_code IN (SELECT code FROM trust_codes WHERE owner_kind = ?2 AND owner_id = ?3)
         ORDER BY created_at`,
      ).bind(normaliseEmail(m.email), owner, m.id),
      env.DB.prepare(
        "SELECT purpose, expires_at, used_at, created_at FROM email_tokens WHERE subject_kind = ?1 AND subject_id = ?2",
      ).bind(m.kind, m.id),
    ]);
    people.push({
      kind: m.kind,
      record: record!.results[0] ?? null,
      codes: codes!.results,
      code_applications: applications!.results,
      emails: mail!.results,
      one_time_links: links!.results,
    });
  }
  return {
    query: email.trim(),
    generated_at: new Date().toISOString(),
    suppressed: email.trim() ? await isSuppressed(email) : false,
    people,
  };
}

/**
 * Erases one person: their record, links and e-mails go; their code stays,
 * terminated, with its scans and applications (no personal data), so cohort
 * counts stay right. The audit row is in the same transaction and names only
 * the row id and code.
 */
export async function erasePerson(
  kind: "issuer" | "organisation",
  id: string,
  admin: Admin,
): Promise<ActionResult> {
  const table = kind === "issuer" ? "issuers" : "organisation_requests";
  const row = await env.DB.prepare(`SELECT email FROM ${table} WHERE id = ?1`)
    .bind(id)
    .first<{ email: string }>();
  if (!row) return { ok: false, message: "Nobody to erase: already gone." };
  const now = new Date().toISOString();
  const results = await env.DB.batch([
    auditStatement(admin, "person.erase", `${kind}:${id}`, null, now, {
      sql: `EXISTS (SELECT 1 FROM ${table} WHERE id = ?)`,
      binds: [id],
    }),
    ...eraseSubjectStatements(kind, id, normaliseEmail(row.email), "keep-code"),
  ]);
  return results[0]!.meta.changes === 1
    ? {
        ok: true,
        message:
          "Erased. The code is terminated and kept without personal data, so cohort counts stay.",
      }
    : { ok: false, message: "Nobody to erase: already gone." };
}
