import { env } from "cloudflare:workers";
import { generateCode } from "~/lib/trust-codes.server";
import type { IndividualRequest } from "~/lib/schemas/individual-request";
import { individualCodeEmail, reminderEmail } from "./code-emails";
import { newTokenPair } from "./email-tokens.server";
import {
  domainHasRoom,
  recipientHasRoom,
  remindedRecently,
} from "./mail-limits.server";
import { emailDomain, normaliseEmail } from "./normalise-email";
import { isSuppressed } from "./suppression.server";

/** Collisions are ~1 in 887 million per draw; a few retries are plenty. */
const MINT_ATTEMPTS = 5;

/**
 * `minted`: a new code, shown at once. `accepted`: no new code and nothing to
 * show (the address already holds one and its holder was reminded, or the
 * address asked never to be mailed); the page answers the same either way.
 */
export type MintResult =
  { kind: "minted"; code: string } | { kind: "accepted" };

/** Too many new codes for one e-mail domain today, or too much mail to one address. */
export class SendingLimitError extends Error {}

export const DOMAIN_LIMIT_MESSAGE =
  "Too many new Trust Codes for this e-mail domain today. Please try again tomorrow.";
export const RECIPIENT_LIMIT_MESSAGE =
  "Too many e-mails to this address today. Please try again tomorrow.";

interface LiveHolder {
  issuer_id: string;
  email: string;
  verified_at: string | null;
  code: string;
}

/** The live code (if any) held by this person, compared by normalised address. */
async function liveHolder(normalised: string): Promise<LiveHolder | null> {
  return env.DB.prepare(
    `SELECT i.id AS issuer_id, i.email, i.verified_at, c.code FROM issuers i
     JOIN trust_codes c ON c.owner_kind = 'individual' AND c.owner_id = i.id
     WHERE i.email_normalised = ?1 AND i.status = 'active'
     ORDER BY c.created_at DESC LIMIT 1`,
  )
    .bind(normalised)
    .first<LiveHolder>();
}

/** The code already minted for this request id and address (a repeated submit), if any. */
async function codeForRequest(
  issuerId: string,
  normalised: string,
): Promise<string | null> {
  const row = await env.DB.prepare(
    `SELECT c.code FROM issuers i JOIN trust_codes c ON c.owner_id = i.id
     WHERE i.id = ?1 AND i.email_normalised = ?2 AND c.owner_kind = 'individual'`,
  )
    .bind(issuerId, normalised)
    .first<{ code: string }>();
  return row?.code ?? null;
}

function outboxInsert(
  recipient: string,
  normalised: string,
  kind: "code" | "reminder",
  email: { subject: string; body: string },
  code: string,
  now: string,
) {
  return env.DB.prepare(
    `INSERT INTO email_outbox (id, recipient, recipient_normalised, kind, subject, body_text, trust_code, created_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
  ).bind(
    crypto.randomUUID(),
    recipient,
    normalised,
    kind,
    email.subject,
    email.body,
    code,
    now,
  );
}

/**
 * The holder of a live code is reminded of it (at most once a day and within
 * the per-recipient cap); an unverified holder's reminder carries fresh
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
    outboxInsert(
      holder.email,
      normalised,
      "reminder",
      email,
      holder.code,
      now.toISOString(),
    ),
  ]);
}

function isUniqueViolation(error: unknown, index: string): boolean {
  const text = String((error as { message?: string })?.message ?? error);
  return text.includes("UNIQUE constraint failed") && text.includes(index);
}

/**
 * Mints a code for an individual: issuer, code, one-time links and the code
 * e-mail in one D1 batch (a transaction), so a failure leaves nothing
 * half-written. The holder is unverified until they open the link.
 */
export async function mintIndividualCode(
  req: IndividualRequest,
  host: string,
  idempotencyKey: string | null = null,
  now = new Date(),
): Promise<MintResult> {
  const normalised = normaliseEmail(req.email);
  if (idempotencyKey) {
    const repeated = await codeForRequest(idempotencyKey, normalised);
    if (repeated) return { kind: "minted", code: repeated };
  }
  if (await isSuppressed(req.email)) return { kind: "accepted" };
  const holder = await liveHolder(normalised);
  if (holder) {
    // The twin of this request may have committed since the first look.
    const repeated =
      idempotencyKey && (await codeForRequest(idempotencyKey, normalised));
    if (repeated) return { kind: "minted", code: repeated };
    await remind(holder, host, now);
    return { kind: "accepted" };
  }
  const domain = emailDomain(req.email);
  if (!(await domainHasRoom(domain, now)))
    throw new SendingLimitError(DOMAIN_LIMIT_MESSAGE);
  if (!(await recipientHasRoom(normalised, now)))
    throw new SendingLimitError(RECIPIENT_LIMIT_MESSAGE);

  for (let attempt = 0; attempt < MINT_ATTEMPTS; attempt++) {
    const code = generateCode();
    const issuerId = idempotencyKey ?? crypto.randomUUID();
    const iso = now.toISOString();
    const pair = await newTokenPair("issuer", issuerId, req.email, now);
    const email = individualCodeEmail(code, {
      host,
      verifyToken: pair.verifyToken,
      notMeToken: pair.notMeToken,
    });
    try {
      await env.DB.batch([
        env.DB.prepare(
          `INSERT INTO issuers
             (id, full_name, email, email_normalised, email_domain, country_of_residence, payout_method,
              paypal_email, date_of_birth, postal_name, postal_address_line1, postal_address_line2,
              postal_city, postal_zip, postal_country, declarations_accepted_at, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?16)`,
        ).bind(
          issuerId,
          req.fullName,
          req.email,
          normalised,
          domain,
          req.countryOfResidence,
          req.payoutMethod,
          req.paypalEmail,
          req.dateOfBirth,
          req.postalName,
          req.postalAddressLine1,
          req.postalAddressLine2,
          req.postalCity,
          req.postalZip,
          req.postalCountry,
          iso,
        ),
        env.DB.prepare(
          "INSERT INTO trust_codes (code, owner_kind, owner_id, created_at) VALUES (?1, 'individual', ?2, ?3)",
        ).bind(code, issuerId, iso),
        ...pair.statements,
        outboxInsert(req.email, normalised, "code", email, code, iso),
      ]);
      return { kind: "minted", code };
    } catch (error) {
      // Two copies of one request raced: the loser answers with the winner's code.
      if (idempotencyKey) {
        const repeated = await codeForRequest(idempotencyKey, normalised);
        if (repeated) return { kind: "minted", code: repeated };
      }
      // Someone else's request id: mint under a fresh one instead.
      if (isUniqueViolation(error, "issuers.id")) {
        idempotencyKey = null;
        continue;
      }
      // Another request for the same person won the race: treat as repeated.
      if (isUniqueViolation(error, "issuers.email"))
        return { kind: "accepted" };
      if (isUniqueViolation(error, "trust_codes.code")) continue;
      throw error;
    }
  }
  throw new Error("Could not mint a unique code");
}
