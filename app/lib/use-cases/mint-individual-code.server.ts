import {
  commit,
  DRAW_AGAIN,
  insertCodeStatement,
  withFreshCode,
  codeForRequest,
  insertIssuerStatement,
  liveHolder,
  type LiveHolder,
  enqueueStatement,
  newTokenPair,
  clientHasRoom,
  domainHasRoom,
  mintClientStatement,
  recipientHasRoom,
  remindedRecently,
  isSuppressed,
} from "#app/lib/db/index.server.ts";
import { isUniqueViolation } from "#app/lib/db/index.ts";
import { individualCodeEmail, reminderEmail } from "#app/lib/email/index.ts";
import { normaliseEmail, registrableDomain } from "#app/lib/identity/index.ts";
import { codeUrl, qrDataUrl } from "#app/lib/trust-codes/index.ts";
import {
  individualRequestSchema,
  type IndividualRequest,
} from "#app/lib/schemas/index.ts";
import type { I18n } from "@lingui/core";
import { FORM_ANSWERS } from "#app/content/form-answers.ts";
import {
  i18nFor,
  DEFAULT_LOCALE,
  toLocale,
  type Locale,
} from "#app/lib/i18n/index.ts";
import { answered, screen, type FormOutcome } from "#app/lib/forms/index.ts";
/** The daily sending limits count the last 24 hours; a day is when room is sure to exist again. */
const SENDING_LIMIT_RETRY_AFTER_S = 24 * 60 * 60;

/**
 * A repeated address (or one that asked never to be mailed) gets this: no new
 * code, nothing to show; the holder of a live code is reminded by e-mail.
 */
const noNewCode = (i18n: I18n) => ({
  success: true,
  message: i18n._(FORM_ANSWERS.individualSuccess),
  trust_code: null,
  qr_code: null,
  qr_generated: false,
});

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
 * Answers come in `locale`, the page's; the code e-mail too, and the issuer
 * keeps that language for every later e-mail. `client` is the requester's
 * network (app/lib/platform/client-key.ts): its own daily budget of new codes runs
 * out long before the per-domain cap, so one abuser cannot lock a domain.
 */
export async function mintIndividualCode(
  payload: unknown,
  host: string,
  requestKey: string | null,
  now = new Date(),
  locale: Locale = DEFAULT_LOCALE,
  client = "anonymous",
): Promise<FormOutcome> {
  const i18n = await i18nFor(locale);
  const decoy = {
    success: true,
    message: i18n._(FORM_ANSWERS.individualSuccess),
    qr_generated: false,
  };
  const checked = screen(
    individualRequestSchema,
    payload,
    decoy,
    i18n._(FORM_ANSWERS.fixFields),
    i18n,
  );
  if ("outcome" in checked) return checked.outcome;
  const req = checked.data;

  if (requestKey) {
    const repeated = await codeForRequest(requestKey, req.email);
    if (repeated) return minted(i18n, repeated, host);
  }
  const holder = await liveHolder(req.email);
  if (holder) {
    // The twin of this request may have committed since the first look.
    const repeated =
      requestKey && (await codeForRequest(requestKey, req.email));
    if (repeated) return minted(i18n, repeated, host);
  }
  // The same budget for a repeat as for a new request, checked in the same
  // order, so the answer says nothing about whether the address holds a code.
  const domain = registrableDomain(req.email);
  if (!(await domainHasRoom(domain, client, now)))
    return limited(i18n._(FORM_ANSWERS.domainLimit));
  if (!(await clientHasRoom(client, now)))
    return limited(i18n._(FORM_ANSWERS.clientLimit));
  if (await isSuppressed(req.email)) {
    await mintClientStatement(client, now.toISOString(), domain).run();
    return answered(noNewCode(i18n));
  }
  // A repeat never replaces, stops or changes the holder's code or details,
  // verified or not (docs/privacy.md, "Who is paid"): the holder is reminded.
  if (holder) {
    await remind(holder, now, client);
    return answered(noNewCode(i18n));
  }
  if (!(await recipientHasRoom(normaliseEmail(req.email), now)))
    return limited(i18n._(FORM_ANSWERS.recipientLimit));

  const code = await mint(req, requestKey, now, i18n, locale, client);
  return code ? minted(i18n, code, host) : answered(noNewCode(i18n));
}

function minted(i18n: I18n, code: string, host: string): FormOutcome {
  const qr = qrDataUrl(codeUrl(host, code));
  return answered({
    success: true,
    message: i18n._(FORM_ANSWERS.individualSuccess),
    trust_code: code,
    qr_code: { qr_code_url: qr, trust_code: code },
    qr_generated: true,
  });
}

/**
 * The holder of a live code is reminded of it, at most once a day and within
 * the per-recipient cap; the repeat counts against the requester's network
 * either way. Mail goes to the address they registered, as typed then, in the
 * language they first asked in. A holder who has not proven the address gets
 * fixed text with fresh confirm and "I did not ask for this" links.
 */
async function remind(holder: LiveHolder, now: Date, client: string) {
  const iso = now.toISOString();
  const counted = mintClientStatement(
    client,
    iso,
    registrableDomain(holder.email),
  );
  const normalised = normaliseEmail(holder.email);
  if (
    (await remindedRecently(normalised, now)) ||
    !(await recipientHasRoom(normalised, now))
  ) {
    await counted.run();
    return;
  }
  const language = await i18nFor(toLocale(holder.locale) ?? DEFAULT_LOCALE);
  const pair = holder.verified_at
    ? null
    : await newTokenPair("issuer", holder.issuer_id, holder.email, now);
  const email = reminderEmail(
    language,
    holder.code,
    pair && { verifyToken: pair.verifyToken, notMeToken: pair.notMeToken },
  );
  await commit([
    ...(pair?.statements ?? []),
    enqueueStatement({
      recipient: holder.email,
      subject: email.subject,
      body: email.body,
      code: holder.code,
      now: iso,
      dueAt: null,
      kind: "reminder",
    }),
    counted,
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
  requestKey: string | null,
  now: Date,
  i18n: I18n,
  locale: Locale,
  client: string,
): Promise<string | null> {
  let issuerKey = requestKey;
  return withFreshCode(async (code) => {
    const issuerId = issuerKey ?? crypto.randomUUID();
    const iso = now.toISOString();
    const pair = await newTokenPair("issuer", issuerId, req.email, now);
    const email = individualCodeEmail(i18n, code, {
      verifyToken: pair.verifyToken,
      notMeToken: pair.notMeToken,
    });
    try {
      await commit([
        insertIssuerStatement(issuerId, req, iso, locale),
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
        mintClientStatement(client, iso, registrableDomain(req.email)),
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
