import {
  commit,
  type Statement,
  dropNotMeTokensStatement,
  lookupToken,
  subjectEmail,
  subjectVerified,
  spendTokenStatement,
  tokenSpentNow,
  verifySubjectStatement,
  type TokenLookup,
  eraseSubjectStatements,
  proposedDestination,
  suppressStatement,
} from "#app/lib/db/index.server.ts";
import { normaliseEmail } from "#app/lib/identity/index.ts";
import {
  confirmationStatements,
  type Confirmation,
} from "#app/lib/use-cases/confirm-details.server.ts";

/**
 * The one-time links of our e-mails (pages app/routes/verify.tsx and
 * not-me.tsx). Each acts only on POST, from the button on the page.
 */
export type LinkOutcome = "done" | "unknown" | "expired" | "used";

/**
 * What the confirm page of an individual issuer's link needs besides the
 * button: the proposed payout details typed again, or new ones. Nothing of
 * the proposed destination is shown (docs/privacy.md, "Who is paid").
 */
export type VerifyOutcome = LinkOutcome | "mismatch" | "details-needed";

/**
 * A verification link as the confirm page sees it: whether it still works
 * and whether confirming needs the payout details (an individual issuer whose
 * details are not confirmed yet).
 */
export async function confirmState(
  token: string | null,
  now = new Date(),
): Promise<{ status: TokenLookup["status"]; needsDetails: boolean }> {
  const found = await lookupToken(token, "verify", now);
  if (found.status !== "ok" || found.row.subject_kind !== "issuer")
    return { status: found.status, needsDetails: false };
  const row = await proposedDestination(found.row.subject_id);
  if (!row) return { status: "unknown", needsDetails: false };
  return { status: "ok", needsDetails: row.details_confirmed_at === null };
}

/**
 * Opens a verification link: the holder becomes verified, once. An
 * individual issuer whose details are unconfirmed confirms them in the same
 * transaction (`confirmation`: the destination typed again, or new details):
 * without one, or with a destination that does not match, nothing happens
 * and the link keeps working. What a stranger typed for the address is never
 * made payable by a press.
 */
export async function verifyEmail(
  token: string | null,
  now = new Date(),
  confirmation: Confirmation | null = null,
): Promise<VerifyOutcome> {
  const found = await lookupToken(token, "verify", now);
  if (found.status !== "ok") return found.status;
  const { row } = found;
  let confirm: Statement[] = [];
  if (row.subject_kind === "issuer") {
    const statements = confirmation
      ? await confirmationStatements(
          row.subject_id,
          confirmation,
          now.toISOString(),
          tokenSpentNow(row, now),
          "confirm link",
        )
      : "details-needed";
    if (statements === "mismatch" || statements === "details-needed") {
      // Already confirmed (on the payee page): the link only proves the address.
      const state = await proposedDestination(row.subject_id);
      if (!state?.details_confirmed_at) return statements;
    } else if (statements !== "not-allowed") confirm = statements;
  }
  const [used] = await commit([
    spendTokenStatement(row.token_hash, now),
    verifySubjectStatement(row, now),
    ...confirm,
    dropNotMeTokensStatement(
      row.subject_kind,
      row.subject_id,
      tokenSpentNow(row, now),
    ),
  ]);
  return used!.meta.changes === 1 ? "done" : "used";
}

/**
 * What a "not-me" link can still do: erase (unused) or only suppress (already
 * used). A participant who has confirmed their address is never erased by it
 * (the link reads as not valid; an operator erases on request).
 */
export async function notMeState(
  token: string | null,
  now = new Date(),
): Promise<TokenLookup["status"]> {
  const found = await lookupToken(token, "not-me", now);
  if (
    found.status === "ok" &&
    (await subjectVerified(found.row.subject_kind, found.row.subject_id))
  )
    return "unknown";
  return found.status;
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
  if (await subjectVerified(row.subject_kind, row.subject_id)) return "unknown";
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
  const [used] = await commit([
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
  // A confirmed participant's own mail is not stopped through an old link.
  if (await subjectVerified(found.row!.subject_kind, found.row!.subject_id))
    return "unknown";
  const hash = found.row!.suppression_hash;
  if (!hash) return "unknown";
  await suppressStatement(hash, now).run();
  return "done";
}
