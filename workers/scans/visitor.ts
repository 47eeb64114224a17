/**
 * The daily visitor hash behind the unique-visitor estimate. A person is
 * HMAC-SHA-256(daily key, IP + user agent), cut to 64 bits. The daily key is
 * HMAC-SHA-256(SCAN_VISITOR_SECRET, "YYYY-MM-DD"): it changes at midnight UTC,
 * lives only in this isolate's memory, and is never stored anywhere, so the
 * same person on two days (or in two databases) cannot be linked. Neither the
 * IP nor the user agent leaves this function; the queue message carries only
 * the hash, and D1 only the HyperLogLog registers built from it.
 */
import { toHex } from "#app/lib/platform/index.ts";

/** Used when no secret is configured (local dev and tests); production sets one. */
export const DEV_VISITOR_SECRET = "nirvana-local-dev-visitor-secret";

const encoder = new TextEncoder();
let cached: { day: string; secret: string; key: Promise<CryptoKey> } | null =
  null;

async function hmacKey(raw: BufferSource): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    "raw",
    raw,
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
}

async function deriveDailyKey(secret: string, day: string): Promise<CryptoKey> {
  const root = await hmacKey(encoder.encode(secret));
  const daily = await crypto.subtle.sign("HMAC", root, encoder.encode(day));
  return hmacKey(daily);
}

/** The day's key, derived once per isolate and day. */
function dailyKey(secret: string, day: string): Promise<CryptoKey> {
  if (!cached || cached.day !== day || cached.secret !== secret)
    cached = { day, secret, key: deriveDailyKey(secret, day) };
  return cached.key;
}

/** 16 hex digits identifying (IP, user agent) on one UTC day only. */
export async function visitorHash(
  secret: string,
  day: string,
  ip: string,
  userAgent: string,
): Promise<string> {
  const key = await dailyKey(secret, day);
  const mac = await crypto.subtle.sign(
    "HMAC",
    key,
    encoder.encode(`${ip}\n${userAgent}`),
  );
  return toHex(new Uint8Array(mac, 0, 8));
}
