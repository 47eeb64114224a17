import { env } from "cloudflare:workers";
import {
  dropNotMeTokensStatement,
  lookupToken,
  subjectEmail,
  subjectVerified,
  spendTokenStatement,
  tokenSpentNow,
  verifySubjectStatement,
  type TokenLookup,
} from "#app/lib/db/email-tokens.server.ts";
import { eraseSubjectStatements } from "#app/lib/db/erasure.server.ts";
import {
  correctDetailsStatement,
  issuerDetails,
  type IssuerDetailsRow,
} from "#app/lib/db/issuers.server.ts";
import {
  maskEmail,
  maskText,
  maskZip,
  nameInitial,
} from "#app/lib/identity/mask.ts";
import type { IssuerDetails } from "#app/lib/schemas/individual-request.ts";
import { suppressStatement } from "#app/lib/db/suppressions.server.ts";
import { normaliseEmail } from "#app/lib/identity/normalise-email.ts";

/**
 * The one-time links of our e-mails (pages app/routes/verify.tsx and
 * not-me.tsx). Each acts only on POST, from the button on the page.
 */
export type LinkOutcome = "done" | "unknown" | "expired" | "used";

/** What the confirm page shows of the record it would verify: masked, never in full. */
export interface MaskedDetails {
  nameInitial: string;
  country: string;
  payoutMethod: "paypal" | "cheque";
  paypalEmail: string | null;
  postalAddress: string | null;
}

/**
 * A verification link as the confirm page sees it: whether it still works
 * and, for an individual issuer, the masked details that confirming makes
 * payable, so the owner of the address can recognise them or correct them.
 */
export async function confirmState(
  token: string | null,
  now = new Date(),
): Promise<{ status: TokenLookup["status"]; details: MaskedDetails | null }> {
  const found = await lookupToken(token, "verify", now);
  if (found.status !== "ok" || found.row.subject_kind !== "issuer")
    return { status: found.status, details: null };
  const row = await issuerDetails(found.row.subject_id);
  if (!row) return { status: "unknown", details: null };
  return { status: "ok", details: maskIssuerDetails(row) };
}

/**
 * The details an issuer was requested with, as the owner of the address
 * confirms them (here and on the payee page, app/lib/use-cases/confirm-details.server.ts).
 */
export function maskIssuerDetails(row: IssuerDetailsRow): MaskedDetails {
  return {
    nameInitial: nameInitial(row.full_name),
    country: row.country_of_residence,
    payoutMethod: row.payout_method,
    paypalEmail: row.paypal_email ? maskEmail(row.paypal_email) : null,
    postalAddress:
      row.payout_method === "cheque"
        ? [
            maskText(row.postal_name),
            maskText(row.postal_address_line1),
            maskText(row.postal_city),
            maskZip(row.postal_zip),
            row.postal_country ?? "",
          ]
            .filter(Boolean)
            .join(", ")
        : null,
  };
}

/**
 * Opens a verification link: the holder becomes verified (payable), once.
 * With `corrections` (the owner's own details from the confirm page) an
 * issuer's details are replaced in the same transaction, before it becomes
 * payable: what a stranger typed for the address is never made payable
 * unless its owner confirmed it.
 */
export async function verifyEmail(
  token: string | null,
  now = new Date(),
  corrections: IssuerDetails | null = null,
): Promise<LinkOutcome> {
  const found = await lookupToken(token, "verify", now);
  if (found.status !== "ok") return found.status;
  const { row } = found;
  const correct =
    corrections && row.subject_kind === "issuer"
      ? [
          correctDetailsStatement(
            row.subject_id,
            corrections,
            tokenSpentNow(row, now),
          ),
        ]
      : [];
  const [used] = await env.DB.batch([
    spendTokenStatement(row.token_hash, now),
    ...correct,
    verifySubjectStatement(row, now),
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
  // A confirmed participant's own mail is not stopped through an old link.
  if (await subjectVerified(found.row!.subject_kind, found.row!.subject_id))
    return "unknown";
  const hash = found.row!.suppression_hash;
  if (!hash) return "unknown";
  await suppressStatement(hash, now).run();
  return "done";
}
