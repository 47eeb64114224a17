import { env } from "cloudflare:workers";
import { REQUIRED_DISCLOSURE } from "~/content/issuer";
import { BRAND } from "./brand";
import { codeUrl } from "./qr";
import type { IndividualRequest } from "./schemas/individual-request";
import type { OrganisationRequest } from "./schemas/organisation-request";

/** No 0/O, 1/I/L: codes are read off paper and typed by hand. */
const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const CODE_BODY_LENGTH = 6;
/** Collisions are ~1 in 887 million per draw; a few retries are plenty. */
const MINT_ATTEMPTS = 5;

export function generateCode(
  random: (n: number) => Uint8Array = (n) =>
    crypto.getRandomValues(new Uint8Array(n)),
): string {
  const bytes = random(CODE_BODY_LENGTH);
  let body = "";
  for (const b of bytes) body += CODE_ALPHABET[b % CODE_ALPHABET.length];
  return `NIR-${body}`;
}

/**
 * A client-chosen request id (Idempotency-Key header or form field) becomes the
 * row's primary key, so a double click or a retried POST writes one row.
 */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

export function requestId(value: string | null | undefined): string | null {
  return value && REQUEST_ID_PATTERN.test(value) ? value : null;
}

export async function saveOrganisationRequest(
  req: OrganisationRequest,
  idempotencyKey: string | null = null,
): Promise<string> {
  const id = idempotencyKey ?? crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO organisation_requests
       (id, organization_name, website, country, vertical, audience_size, contact_name, email, timeframe, created_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
     ON CONFLICT (id) DO NOTHING`,
  )
    .bind(
      id,
      req.organizationName,
      req.website,
      req.country,
      req.vertical,
      req.audienceSize,
      req.contactName,
      req.email,
      req.timeframe,
      new Date().toISOString(),
    )
    .run();
  return id;
}

export class LiveCodeExistsError extends Error {}

function isUniqueViolation(error: unknown, index: string): boolean {
  const text = String((error as { message?: string })?.message ?? error);
  return text.includes("UNIQUE constraint failed") && text.includes(index);
}

function codeEmail(code: string, fullName: string, host: string): string {
  return [
    `Dear ${fullName},`,
    "",
    `Your Nirvana Trust Code is ${code}.`,
    `Share it as a link or QR code: ${codeUrl(host, code)}`,
    "",
    REQUIRED_DISCLOSURE.intro,
    REQUIRED_DISCLOSURE.text,
    "",
    `Questions: ${BRAND.contactEmail}`,
  ].join("\n");
}

/**
 * Mints a code for an individual: issuer, code and outbox e-mail in one D1
 * batch (a transaction), so a failure leaves nothing half-written.
 */
/** The code already minted for this request id and e-mail (a repeated submit), if any. */
async function codeForRequest(
  issuerId: string,
  email: string,
): Promise<string | null> {
  const row = await env.DB.prepare(
    `SELECT c.code FROM issuers i JOIN trust_codes c ON c.owner_id = i.id
     WHERE i.id = ?1 AND i.email = ?2 AND c.owner_kind = 'individual'`,
  )
    .bind(issuerId, email)
    .first<{ code: string }>();
  return row?.code ?? null;
}

export async function mintIndividualCode(
  req: IndividualRequest,
  host: string,
  idempotencyKey: string | null = null,
): Promise<string> {
  if (idempotencyKey) {
    const repeated = await codeForRequest(idempotencyKey, req.email);
    if (repeated) return repeated;
  }
  const existing = await env.DB.prepare(
    "SELECT 1 FROM issuers WHERE email = ?1 AND status = 'active'",
  )
    .bind(req.email)
    .first();
  if (existing) {
    // The twin of this request may have committed since the first look.
    const repeated =
      idempotencyKey && (await codeForRequest(idempotencyKey, req.email));
    if (repeated) return repeated;
    throw new LiveCodeExistsError();
  }

  for (let attempt = 0; attempt < MINT_ATTEMPTS; attempt++) {
    const code = generateCode();
    const issuerId = idempotencyKey ?? crypto.randomUUID();
    const now = new Date().toISOString();
    try {
      await env.DB.batch([
        env.DB.prepare(
          `INSERT INTO issuers
             (id, full_name, email, country_of_residence, payout_method, paypal_email, date_of_birth,
              postal_name, postal_address_line1, postal_address_line2, postal_city, postal_zip, postal_country,
              declarations_accepted_at, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?14)`,
        ).bind(
          issuerId,
          req.fullName,
          req.email,
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
          now,
        ),
        env.DB.prepare(
          "INSERT INTO trust_codes (code, owner_kind, owner_id, created_at) VALUES (?1, 'individual', ?2, ?3)",
        ).bind(code, issuerId, now),
        env.DB.prepare(
          "INSERT INTO email_outbox (id, recipient, subject, body_text, trust_code, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        ).bind(
          crypto.randomUUID(),
          req.email,
          `Your ${BRAND.name} Trust Code ${code}`,
          codeEmail(code, req.fullName, host),
          code,
          now,
        ),
      ]);
      return code;
    } catch (error) {
      // Two copies of one request raced: the loser answers with the winner's code.
      if (idempotencyKey) {
        const repeated = await codeForRequest(idempotencyKey, req.email);
        if (repeated) return repeated;
      }
      // Someone else's request id: mint under a fresh one instead.
      if (isUniqueViolation(error, "issuers.id")) {
        idempotencyKey = null;
        continue;
      }
      if (isUniqueViolation(error, "issuers.email"))
        throw new LiveCodeExistsError();
      if (isUniqueViolation(error, "trust_codes.code")) continue;
      throw error;
    }
  }
  throw new Error("Could not mint a unique code");
}

/** Records an application of an active code; false when the code is unknown or not live. */
export async function applyCode(
  code: string,
  sessionId: string | null,
  country: string | null,
): Promise<boolean> {
  const row = await env.DB.prepare(
    "SELECT status FROM trust_codes WHERE code = ?1",
  )
    .bind(code)
    .first<{ status: string }>();
  if (!row || row.status !== "active") return false;
  await env.DB.prepare(
    "INSERT INTO code_applications (code, session_id, country, applied_at) VALUES (?1, ?2, ?3, ?4)",
  )
    .bind(code, sessionId, country, new Date().toISOString())
    .run();
  return true;
}

/** Route actions share the API's per-client limit, so no-JS posts are no way around it. */
export async function withinRateLimit(request: Request): Promise<boolean> {
  const key = request.headers.get("cf-connecting-ip") ?? "anonymous";
  const { success } = await env.RATE_LIMITER.limit({ key });
  return success;
}
