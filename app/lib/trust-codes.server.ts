import { env } from "cloudflare:workers";
import type { OrganisationRequest } from "./schemas/organisation-request";

/** No 0/O, 1/I/L: codes are read off paper and typed by hand. */
const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const CODE_BODY_LENGTH = 6;

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
