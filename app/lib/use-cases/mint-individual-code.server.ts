import { env } from "cloudflare:workers";
import { DRAW_AGAIN, insertCodeStatement, withFreshCode } from "~/lib/db/codes";
import {
  codeForRequest,
  insertIssuerStatement,
  liveHolder,
  type LiveHolder,
} from "~/lib/db/issuers";
import { enqueueStatement } from "~/lib/db/outbox";
import { isUniqueViolation } from "~/lib/db/unique";
import { individualCodeEmail, reminderEmail } from "~/lib/email/code-emails";
import { newTokenPair } from "~/lib/db/email-tokens";
import {
  domainHasRoom,
  recipientHasRoom,
  remindedRecently,
} from "~/lib/db/sending-limits";
import { emailDomain, normaliseEmail } from "~/lib/identity/normalise-email";
import { isSuppressed } from "~/lib/db/suppressions";
import { codeUrl, qrDataUrl } from "~/lib/qr";
import {
  individualRequestSchema,
  type IndividualRequest,
} from "~/lib/schemas/individual-request";
import { FIX_FIELDS, INDIVIDUAL_SUCCESS } from "~/lib/schemas/messages";
import { answered, screen, type FormOutcome } from "./form-outcome";

export const DOMAIN_LIMIT_MESSAGE =
  "Too many new Trust Codes for this e-mail domain today. Please try again tomorrow.";
export const RECIPIENT_LIMIT_MESSAGE =
  "Too many e-mails to this address today. Please try again tomorrow.";
/** The daily sending limits count the last 24 hours; a day is when room is sure to exist again. */
const SENDING_LIMIT_RETRY_AFTER_S = 24 * 60 * 60;

/**
 * A repeated address (or one that asked never to be mailed) gets this: no new
 * code, nothing to show; the holder of a live code is reminded by e-mail.
 */
const NO_NEW_CODE = {
  success: true,
  message: INDIVIDUAL_SUCCESS,
  trust_code: null,
  qr_code: null,
  qr_generated: false,
} as const;

const limited = (message: string): FormOutcome => ({
  status: 429,
  retryAfter: SENDING_LIMIT_RETRY_AFTER_S,
  body: { success: false, message, errors: { email: message } },
});

/**
 * A person mints their own code. It works at once; its holder stays
 * unverified (not payable) until they open the link in the code e-mail.
 * "One live code per person" compares normalised addresses; a repeated
 * address is no error (200, no code) and its holder is reminded instead.
 */
export async function mintIndividualCode(
  payload: unknown,
  host: string,
  requestKey: string | null,
  now = new Date(),
): Promise<FormOutcome> {
  const decoy = {
    success: true,
    message: INDIVIDUAL_SUCCESS,
    qr_generated: false,
  };
  const checked = screen(individualRequestSchema, payload, decoy, FIX_FIELDS);
  if ("outcome" in checked) return checked.outcome;
  const req = checked.data;

  if (requestKey) {
    const repeated = await codeForRequest(requestKey, req.email);
    if (repeated) return minted(repeated, host);
  }
  if (await isSuppressed(req.email)) return answered(NO_NEW_CODE);
  const holder = await liveHolder(req.email);
  if (holder) {
    // The twin of this request may have committed since the first look.
    const repeated =
      requestKey && (await codeForRequest(requestKey, req.email));
    if (repeated) return minted(repeated, host);
    await remind(holder, host, now);
    return answered(NO_NEW_CODE);
  }
  if (!(await domainHasRoom(emailDomain(req.email), now)))
    return limited(DOMAIN_LIMIT_MESSAGE);
  if (!(await recipientHasRoom(normaliseEmail(req.email), now)))
    return limited(RECIPIENT_LIMIT_MESSAGE);

  const code = await mint(req, host, requestKey, now);
  return code ? minted(code, host) : answered(NO_NEW_CODE);
}

function minted(code: string, host: string): FormOutcome {
  const qr = qrDataUrl(codeUrl(host, code));
  return answered({
    success: true,
    message: INDIVIDUAL_SUCCESS,
    trust_code: code,
    qr_code: { qr_code_url: qr, trust_code: code },
    qr_generated: true,
  });
}

/**
 * The holder of a live code is reminded of it, at most once a day and within
 * the per-recipient cap; an unverified holder's reminder carries fresh
 * one-time links. Mail goes to the address they registered, as typed then.
 */
async function remind(holder: LiveHolder, host: string, now: Date) {
  const normalised = normaliseEmail(holder.email);
  if (await remindedRecently(normalised, now)) return;
  if (!(await recipientHasRoom(normalised, now))) return;
  const pair = holder.verified_at
    ? null
    : await newTokenPair("issuer", holder.issuer_id, holder.email, now);
  const email = reminderEmail(
    holder.code,
    host,
    pair && {
      host,
      verifyToken: pair.verifyToken,
      notMeToken: pair.notMeToken,
    },
  );
  await env.DB.batch([
    ...(pair?.statements ?? []),
    enqueueStatement({
      recipient: holder.email,
      subject: email.subject,
      body: email.body,
      code: holder.code,
      now: now.toISOString(),
      dueAt: null,
      kind: "reminder",
    }),
  ]);
}

/**
 * Issuer, code, one-time links and the code e-mail in one D1 batch (a
 * transaction), so a failure leaves nothing half-written. A repeated request
 * id (a retried POST) answers with the code it minted the first time; null
 * when another request for the same person won a race.
 */
async function mint(
  req: IndividualRequest,
  host: string,
  requestKey: string | null,
  now: Date,
): Promise<string | null> {
  let issuerKey = requestKey;
  return withFreshCode(async (code) => {
    const issuerId = issuerKey ?? crypto.randomUUID();
    const iso = now.toISOString();
    const pair = await newTokenPair("issuer", issuerId, req.email, now);
    const email = individualCodeEmail(code, {
      host,
      verifyToken: pair.verifyToken,
      notMeToken: pair.notMeToken,
    });
    try {
      await env.DB.batch([
        insertIssuerStatement(issuerId, req, iso),
        insertCodeStatement(code, "individual", issuerId, iso),
        ...pair.statements,
        enqueueStatement({
          recipient: req.email,
          subject: email.subject,
          body: email.body,
          code,
          now: iso,
          dueAt: null,
        }),
      ]);
      return code;
    } catch (error) {
      // Two copies of one request raced: the loser answers with the winner's code.
      if (issuerKey) {
        const repeated = await codeForRequest(issuerKey, req.email);
        if (repeated) return repeated;
      }
      // Someone else's request id: mint under a fresh one instead.
      if (isUniqueViolation(error, "issuers.id")) {
        issuerKey = null;
        return DRAW_AGAIN;
      }
      // Another request for the same person won the race: a repeated address.
      if (isUniqueViolation(error, "issuers.email")) return null;
      if (isUniqueViolation(error, "trust_codes.code")) return DRAW_AGAIN;
      throw error;
    }
  });
}
