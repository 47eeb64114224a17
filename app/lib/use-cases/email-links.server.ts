import { env } from "cloudflare:workers";
import {
  lookupToken,
  subjectEmail,
  spendTokenStatement,
  verifySubjectStatement,
  type TokenLookup,
} from "~/lib/db/email-tokens";
import { eraseSubjectStatements } from "~/lib/db/erasure";
import { suppressStatement } from "~/lib/db/suppressions";
import { normaliseEmail } from "~/lib/identity/normalise-email";

/**
 * The one-time links of our e-mails (pages app/routes/verify.tsx and
 * not-me.tsx). Each acts only on POST, from the button on the page.
 */
export type LinkOutcome = "done" | "unknown" | "expired" | "used";

/** Opens a verification link: the holder becomes verified (payable), once. */
export async function verifyEmail(
  token: string | null,
  now = new Date(),
): Promise<LinkOutcome> {
  const found = await lookupToken(token, "verify", now);
  if (found.status !== "ok") return found.status;
  const [used] = await env.DB.batch([
    spendTokenStatement(found.row.token_hash, now),
    verifySubjectStatement(found.row, now),
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
  const email = await subjectEmail(row.subject_kind, row.subject_id);
  const erase = email
    ? eraseSubjectStatements(
        row.subject_kind,
        row.subject_id,
        normaliseEmail(email),
        "drop",
        { keepNotMeTokens: true },
      )
    : [];
  const [used] = await env.DB.batch([
    spendTokenStatement(row.token_hash, now),
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
