import { env } from "cloudflare:workers";
import { normaliseEmail } from "#app/lib/identity/index.ts";
import { ACCOUNT_CODE_MAX_TRIES } from "#app/lib/policies.ts";

/**
 * The SQL of the payee's page (docs/my-trust-code.md): who may sign in, the
 * one-time codes and the sessions. Codes and sessions are stored only as
 * hashes (migrations/0025_payee_accounts.sql).
 */
export type SubjectKind = "issuer" | "organisation";

export interface Subject {
  kind: SubjectKind;
  id: string;
}

/** Someone who may sign in: the registered address (where mail goes), their language and code. */
export interface Holder extends Subject {
  email: string;
  locale: string;
  code: string;
}

const GMAIL = ["gmail.com", "googlemail.com"];

/**
 * The payee behind an address: an individual issuer whose code is live
 * (active or stopped for now, never terminated), else the contact of an
 * approved organisation request. Compared after normalising (issuer identity).
 */
export async function findHolder(email: string): Promise<Holder | null> {
  const key = normaliseEmail(email);
  const issuer = await env.DB.prepare(
    `SELECT 'issuer' AS kind, i.id, i.email, i.locale, c.code FROM issuers i
     JOIN trust_codes c ON c.owner_kind = 'individual' AND c.owner_id = i.id
     WHERE i.email_normalised = ?1 AND i.status <> 'terminated' AND c.status <> 'terminated'
     ORDER BY i.status = 'active' DESC, c.created_at DESC LIMIT 1`,
  )
    .bind(key)
    .first<Holder>();
  if (issuer) return issuer;
  const domain = key.slice(key.lastIndexOf("@") + 1);
  const domains = GMAIL.includes(domain) ? GMAIL : [domain, domain];
  // Organisation contacts have no normalised column: narrow by domain, compare here.
  const { results } = await env.DB.prepare(
    `SELECT 'organisation' AS kind, r.id, r.email, r.locale, c.code FROM organisation_requests r
     JOIN trust_codes c ON c.owner_kind = 'organisation' AND c.owner_id = r.id
     WHERE r.status = 'approved' AND c.status <> 'terminated'
       AND lower(substr(r.email, instr(r.email, '@') + 1)) IN (?1, ?2)
     ORDER BY r.created_at DESC`,
  )
    .bind(domains[0], domains[1])
    .all<Holder>();
  return results.find((r) => normaliseEmail(r.email) === key) ?? null;
}

/** The holder a session or code row names, while they still hold a code. */
export async function holderOf(subject: Subject): Promise<Holder | null> {
  const sql =
    subject.kind === "issuer"
      ? `SELECT 'issuer' AS kind, i.id, i.email, i.locale, c.code FROM issuers i
         JOIN trust_codes c ON c.owner_kind = 'individual' AND c.owner_id = i.id
         WHERE i.id = ?1 AND i.status <> 'terminated' AND c.status <> 'terminated'`
      : `SELECT 'organisation' AS kind, r.id, r.email, r.locale, c.code FROM organisation_requests r
         JOIN trust_codes c ON c.owner_kind = 'organisation' AND c.owner_id = r.id
         WHERE r.id = ?1 AND r.status = 'approved' AND c.status <> 'terminated'`;
  return env.DB.prepare(sql).bind(subject.id).first<Holder>();
}

/**
 * Codes of one purpose asked for this address (by its keyed hash) since
 * `since`; with `client`, only those asked from that network.
 */
export async function codesRequestedSince(
  emailHash: string,
  purpose: CodeRow["purpose"],
  since: string,
  client: string | null = null,
): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT COUNT(*) AS n FROM account_sign_in_codes
     WHERE email_hash = ?1 AND purpose = ?2 AND created_at > ?3 AND (?4 IS NULL OR client = ?4)`,
  )
    .bind(emailHash, purpose, since, client)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Sign-in codes asked from this network since `since`, for any address. */
export async function codesFromNetworkSince(
  client: string,
  since: string,
): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT COUNT(*) AS n FROM account_sign_in_codes
     WHERE client = ?1 AND created_at > ?2 AND purpose = 'sign-in'`,
  )
    .bind(client, since)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Whether this browser (its nir_device cookie's hash) signed in to this address before. */
export async function knownDevice(
  deviceHash: string,
  emailHash: string,
): Promise<boolean> {
  const row = await env.DB.prepare(
    "SELECT 1 AS known FROM account_devices WHERE device_hash = ?1 AND email_hash = ?2",
  )
    .bind(deviceHash, emailHash)
    .first<{ known: number }>();
  return Boolean(row);
}

/** Remembers a browser for an address, in the sign-in's batch, once the code was used by it. */
export function rememberDeviceStatement(
  deviceHash: string,
  emailHash: string,
  codeId: string,
  now: string,
): D1PreparedStatement {
  const guard = usedNow(codeId, now);
  return env.DB.prepare(
    `INSERT INTO account_devices (device_hash, email_hash, created_at)
     SELECT ?1, ?2, ?3 WHERE ${guard.sql}
     ON CONFLICT (device_hash, email_hash) DO UPDATE SET created_at = excluded.created_at`,
  ).bind(deviceHash, emailHash, now, ...guard.binds);
}

export interface CodeRow {
  id: string;
  email_hash: string;
  purpose: "sign-in" | "details";
  subject_kind: SubjectKind | null;
  subject_id: string | null;
  code_hash: string | null;
  link_hash: string | null;
  session_hash: string | null;
  /** Sign-in codes: the requester's network and the SHA-256 of the browser's nir_sign_in cookie. */
  client: string | null;
  browser_hash: string | null;
  attempts: number;
  expires_at: string;
  used_at: string | null;
}

export function insertSignInCodeStatement(
  row: Omit<CodeRow, "attempts" | "used_at">,
  now: string,
): D1PreparedStatement {
  return env.DB.prepare(
    `INSERT INTO account_sign_in_codes
       (id, email_hash, purpose, subject_kind, subject_id, code_hash, link_hash, session_hash,
      expires_at, created_at, client, browser_hash)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)`,
  ).bind(
    row.id,
    row.email_hash,
    row.purpose,
    row.subject_kind,
    row.subject_id,
    row.code_hash,
    row.link_hash,
    row.session_hash,
    row.expires_at,
    now,
    row.client,
    row.browser_hash,
  );
}

/** Which rows a typed code may be: those of this session, or of this browser. */
export type CodeBinding = { session_hash: string } | { browser_hash: string };

/**
 * Reserves one try of every live code of this address and purpose that this
 * binding asked for, atomically (at most ACCOUNT_CODE_MAX_TRIES, even for
 * parallel guesses), and returns the rows that got one: only those may then
 * match the typed code. Rows of an address that holds no code (no code hash)
 * spend tries alike, so the answers do not tell them apart. Codes asked from
 * another browser or session are never touched.
 */
export async function reserveTry(
  emailHash: string,
  purpose: CodeRow["purpose"],
  binding: CodeBinding,
  now: string,
): Promise<CodeRow[]> {
  const [column, value] =
    "session_hash" in binding
      ? ["session_hash", binding.session_hash]
      : ["browser_hash", binding.browser_hash];
  const { results } = await env.DB.prepare(
    `UPDATE account_sign_in_codes SET attempts = attempts + 1
     WHERE email_hash = ?1 AND purpose = ?2 AND ${column} = ?4
       AND used_at IS NULL AND expires_at > ?3 AND attempts < ${ACCOUNT_CODE_MAX_TRIES}
     RETURNING *`,
  )
    .bind(emailHash, purpose, now, value)
    .all<CodeRow>();
  return results;
}

/** The sign-in row a link's token names (by its hash), whatever its state. */
export function codeByLink(linkHash: string): Promise<CodeRow | null> {
  return env.DB.prepare(
    "SELECT * FROM account_sign_in_codes WHERE link_hash = ?1 AND purpose = 'sign-in'",
  )
    .bind(linkHash)
    .first<CodeRow>();
}

/**
 * Uses a code row once: only while unused and unexpired (races use it once).
 * A typed code already reserved its try (reserveTry); the e-mailed link's
 * validity never depends on the code's tries.
 */
export function spendCodeStatement(
  id: string,
  now: string,
): D1PreparedStatement {
  return env.DB.prepare(
    `UPDATE account_sign_in_codes SET used_at = ?1
     WHERE id = ?2 AND used_at IS NULL AND expires_at > ?1`,
  ).bind(now, id);
}

/** A guard for the same batch: the code was used by this very batch. */
export const usedNow = (id: string, now: string) => ({
  sql: "EXISTS (SELECT 1 FROM account_sign_in_codes WHERE id = ? AND used_at = ?)",
  binds: [id, now],
});

/** Starts a session, only if the batch's spendCodeStatement took the code. */
export function insertSessionStatement(
  tokenHash: string,
  subject: Subject,
  codeId: string,
  now: string,
  expires: string,
): D1PreparedStatement {
  const guard = usedNow(codeId, now);
  return env.DB.prepare(
    `INSERT INTO account_sessions (token_hash, subject_kind, subject_id, created_at, expires_at)
     SELECT ?1, ?2, ?3, ?4, ?5 WHERE ${guard.sql}`,
  ).bind(tokenHash, subject.kind, subject.id, now, expires, ...guard.binds);
}

/**
 * Signing in proves the address: an unverified issuer or organisation contact
 * becomes verified, guarded by the code being used by this very batch. An
 * individual issuer's payout details proposed before the address was proven
 * still need confirming (app/lib/use-cases/confirm-details.server.ts) before
 * anything is paid.
 */
export function verifyHolderStatement(
  subject: Subject,
  codeId: string,
  now: string,
): D1PreparedStatement {
  const guard = usedNow(codeId, now);
  const table = subject.kind === "issuer" ? "issuers" : "organisation_requests";
  return env.DB.prepare(
    `UPDATE ${table} SET verified_at = COALESCE(verified_at, ?1) WHERE id = ?2 AND ${guard.sql}`,
  ).bind(now, subject.id, ...guard.binds);
}

/** A guard for the same batch: this session of this issuer is live at `now`. */
export const liveSessionOf = (
  tokenHash: string,
  issuerId: string,
  now: string,
) => ({
  sql: `EXISTS (SELECT 1 FROM account_sessions WHERE token_hash = ? AND subject_kind = 'issuer'
          AND subject_id = ? AND ended_at IS NULL AND expires_at > ?)`,
  binds: [tokenHash, issuerId, now],
});

export interface SessionRow {
  token_hash: string;
  subject_kind: SubjectKind;
  subject_id: string;
  expires_at: string;
}

/** A session that is neither expired nor ended. */
export function liveSession(
  tokenHash: string,
  now: string,
): Promise<SessionRow | null> {
  return env.DB.prepare(
    `SELECT token_hash, subject_kind, subject_id, expires_at FROM account_sessions
     WHERE token_hash = ?1 AND ended_at IS NULL AND expires_at > ?2`,
  )
    .bind(tokenHash, now)
    .first<SessionRow>();
}

/**
 * Ends every other live session of a holder once `guard` holds (a change of
 * payout details in the same batch): whoever else was signed in must sign in
 * again.
 */
export function endOtherSessionsStatement(
  subject: Subject,
  keepTokenHash: string,
  now: string,
  guard: { sql: string; binds: unknown[] },
): D1PreparedStatement {
  return env.DB.prepare(
    `UPDATE account_sessions SET ended_at = ?1
     WHERE subject_kind = ?2 AND subject_id = ?3 AND token_hash <> ?4 AND ended_at IS NULL
       AND ${guard.sql}`,
  ).bind(now, subject.kind, subject.id, keepTokenHash, ...guard.binds);
}

/** Ends every live session of a holder ("Sign out everywhere"). */
export async function endAllSessions(subject: Subject, now: string) {
  await env.DB.prepare(
    `UPDATE account_sessions SET ended_at = ?1
     WHERE subject_kind = ?2 AND subject_id = ?3 AND ended_at IS NULL`,
  )
    .bind(now, subject.kind, subject.id)
    .run();
}

export async function endSession(tokenHash: string, now: string) {
  await env.DB.prepare(
    "UPDATE account_sessions SET ended_at = ?1 WHERE token_hash = ?2 AND ended_at IS NULL",
  )
    .bind(now, tokenHash)
    .run();
}
