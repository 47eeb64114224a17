import { env } from "cloudflare:workers";
import { VERIFICATION_TOKEN_TTL_MS } from "#app/lib/policies.ts";
import {
  suppressionHash,
  hashToken,
  isTokenShaped,
  newToken,
} from "#app/lib/identity/index.ts";

export type TokenPurpose = "verify" | "not-me";
export type SubjectKind = "issuer" | "organisation";

export interface TokenPair {
  verifyToken: string;
  notMeToken: string;
  /** Inserts both rows; put them in the same batch as the e-mail that carries them. */
  statements: D1PreparedStatement[];
}

/** A verification and an "I did not ask for this" link for one subject. */
export async function newTokenPair(
  kind: SubjectKind,
  subjectId: string,
  email: string,
  now: Date,
  /** Insert only if this holds (plain `?` placeholders), e.g. the approval took effect. */
  onlyIf?: { sql: string; binds: unknown[] },
): Promise<TokenPair> {
  const verifyToken = newToken();
  const notMeToken = newToken();
  const expires = new Date(
    now.getTime() + VERIFICATION_TOKEN_TTL_MS,
  ).toISOString();
  const insert = (hash: string, purpose: TokenPurpose, sup: string | null) =>
    env.DB.prepare(
      `INSERT INTO email_tokens (token_hash, purpose, subject_kind, subject_id, expires_at, suppression_hash, created_at)
       SELECT ?, ?, ?, ?, ?, ?, ? ${onlyIf ? `WHERE ${onlyIf.sql}` : ""}`,
    ).bind(
      hash,
      purpose,
      kind,
      subjectId,
      expires,
      sup,
      now.toISOString(),
      ...(onlyIf?.binds ?? []),
    );
  return {
    verifyToken,
    notMeToken,
    statements: [
      insert(await hashToken(verifyToken), "verify", null),
      insert(
        await hashToken(notMeToken),
        "not-me",
        await suppressionHash(email, env.SUPPRESSION_HMAC_KEY),
      ),
    ],
  };
}

export interface TokenRow {
  token_hash: string;
  purpose: TokenPurpose;
  subject_kind: SubjectKind;
  subject_id: string;
  expires_at: string;
  used_at: string | null;
  suppression_hash: string | null;
}

export type TokenLookup =
  | { status: "ok"; row: TokenRow }
  | { status: "unknown" | "expired" | "used"; row?: TokenRow };

/** What a token from a link is worth right now, without using it. */
export async function lookupToken(
  token: string | null | undefined,
  purpose: TokenPurpose,
  now: Date,
): Promise<TokenLookup> {
  if (!isTokenShaped(token)) return { status: "unknown" };
  const row = await env.DB.prepare(
    "SELECT * FROM email_tokens WHERE token_hash = ?1 AND purpose = ?2",
  )
    .bind(await hashToken(token!), purpose)
    .first<TokenRow>();
  if (!row) return { status: "unknown" };
  if (row.used_at) return { status: "used", row };
  if (row.expires_at <= now.toISOString()) return { status: "expired", row };
  return { status: "ok", row };
}

/** Marks a token used, only if it still is unused and unexpired (single use under races). */
export function spendTokenStatement(
  tokenHash: string,
  now: Date,
): D1PreparedStatement {
  const iso = now.toISOString();
  return env.DB.prepare(
    "UPDATE email_tokens SET used_at = ?1 WHERE token_hash = ?2 AND used_at IS NULL AND expires_at > ?1",
  ).bind(iso, tokenHash);
}

const SUBJECT_TABLE = {
  issuer: "issuers",
  organisation: "organisation_requests",
} as const;

/** The address a link's subject registered, or null once erased. */
export async function subjectEmail(
  kind: SubjectKind,
  id: string,
): Promise<string | null> {
  const row = await env.DB.prepare(
    `SELECT email FROM ${SUBJECT_TABLE[kind]} WHERE id = ?1`,
  )
    .bind(id)
    .first<{ email: string }>();
  return row?.email ?? null;
}

/** Whether the link's subject has proved its address (a verified participant). */
export async function subjectVerified(
  kind: SubjectKind,
  id: string,
): Promise<boolean> {
  const row = await env.DB.prepare(
    `SELECT verified_at FROM ${SUBJECT_TABLE[kind]} WHERE id = ?1`,
  )
    .bind(id)
    .first<{ verified_at: string | null }>();
  return Boolean(row?.verified_at);
}

/** A guard for the same batch: the link was spent by this very batch (its used_at is exactly `now`). */
export const tokenSpentNow = (row: TokenRow, now: Date) => ({
  sql: "EXISTS (SELECT 1 FROM email_tokens WHERE token_hash = ? AND used_at = ?)",
  binds: [row.token_hash, now.toISOString()],
});

/**
 * Deletes the subject's "I did not ask for this" links once `guard` holds
 * (this batch verified them: by the confirm link, or on the payee page): the
 * owner has confirmed the request, so no copy of an old e-mail can erase them
 * any more.
 */
export function dropNotMeTokensStatement(
  kind: SubjectKind,
  id: string,
  guard: { sql: string; binds: unknown[] },
) {
  return env.DB.prepare(
    `DELETE FROM email_tokens WHERE subject_kind = ?1 AND subject_id = ?2 AND purpose = 'not-me'
       AND ${guard.sql}`,
  ).bind(kind, id, ...guard.binds);
}

/**
 * Marks the subject verified, only if this batch's spendTokenStatement took
 * the token (its used_at is exactly `now`): two racing clicks verify once.
 */
export function verifySubjectStatement(row: TokenRow, now: Date) {
  const iso = now.toISOString();
  return env.DB.prepare(
    `UPDATE ${SUBJECT_TABLE[row.subject_kind]} SET verified_at = COALESCE(verified_at, ?1)
     WHERE id = ?2 AND EXISTS (SELECT 1 FROM email_tokens WHERE token_hash = ?3 AND used_at = ?1)`,
  ).bind(iso, row.subject_id, row.token_hash);
}
