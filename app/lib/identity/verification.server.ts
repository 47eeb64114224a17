import { env } from "cloudflare:workers";
import {
  lookupToken,
  useTokenStatement,
  type TokenLookup,
} from "./email-tokens.server";
import { eraseSubjectStatements } from "./erasure.server";
import { normaliseEmail } from "./normalise-email";
import { suppressStatement } from "./suppression.server";

export type LinkOutcome = "done" | "unknown" | "expired" | "used";

const SUBJECT_TABLE = {
  issuer: "issuers",
  organisation: "organisation_requests",
} as const;

/** Opens a verification link: the holder becomes verified (payable), once. */
export async function verifyEmail(
  token: string | null,
  now = new Date(),
): Promise<LinkOutcome> {
  const found = await lookupToken(token, "verify", now);
  if (found.status !== "ok") return found.status;
  const { row } = found;
  const iso = now.toISOString();
  const [used] = await env.DB.batch([
    useTokenStatement(row.token_hash, now),
    env.DB.prepare(
      `UPDATE ${SUBJECT_TABLE[row.subject_kind]} SET verified_at = COALESCE(verified_at, ?1)
       WHERE id = ?2 AND EXISTS (SELECT 1 FROM email_tokens WHERE token_hash = ?3 AND used_at = ?1)`,
    ).bind(iso, row.subject_id, row.token_hash),
  ]);
  return used!.meta.changes === 1 ? "done" : "used";
}

/** What a "not-me" link can still do: erase (unused) or only suppress (already used). */
export async function notMeState(
  token: string | null,
  now = new Date(),
): Promise<TokenLookup["status"]> {
  return (await lookupToken(token, "not-me", now)).status;
}

/**
 * "I did not ask for this": erases the request and its code at once (the code
 * stops working). The token stays, used, so the page can offer suppression.
 */
export async function eraseOnRequest(
  token: string | null,
  now = new Date(),
): Promise<LinkOutcome> {
  const found = await lookupToken(token, "not-me", now);
  if (found.status !== "ok") return found.status;
  const { row } = found;
  const table = SUBJECT_TABLE[row.subject_kind];
  const subject = await env.DB.prepare(
    `SELECT email FROM ${table} WHERE id = ?1`,
  )
    .bind(row.subject_id)
    .first<{ email: string }>();
  const erase = subject
    ? eraseSubjectStatements(
        row.subject_kind,
        row.subject_id,
        normaliseEmail(subject.email),
        "drop",
        { keepNotMeTokens: true },
      )
    : [];
  const [used] = await env.DB.batch([
    useTokenStatement(row.token_hash, now),
    ...erase,
  ]);
  return used!.meta.changes === 1 ? "done" : "used";
}

/**
 * "Never e-mail this address again", offered after the erasure: the address's
 * keyed hash joins the suppression list. Works with the (used) not-me token
 * until it expires.
 */
export async function suppressOnRequest(
  token: string | null,
  now = new Date(),
): Promise<LinkOutcome> {
  const found = await lookupToken(token, "not-me", now);
  if (found.status === "unknown" || found.status === "expired")
    return found.status;
  if (found.row!.expires_at <= now.toISOString()) return "expired";
  const hash = found.row!.suppression_hash;
  if (!hash) return "unknown";
  await suppressStatement(hash, now).run();
  return "done";
}
