/**
 * A consent record names its browser only by HMAC-SHA256(CONSENT_HASH_SECRET,
 * consent id): the random id stays in the browser's local storage, and the
 * stored hash cannot be turned back into it or linked to anything else the
 * site keeps (docs/consent.md).
 */

/** Local development and tests only; production sets the secret (README "Configuration"). */
export const DEV_CONSENT_HASH_SECRET = "dev-only-consent-hash-secret-change-me";

export async function consentSessionHash(
  consentId: string,
  secret: string | undefined,
): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey(
    "raw",
    enc.encode(secret || DEV_CONSENT_HASH_SECRET),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, enc.encode(consentId));
  return [...new Uint8Array(mac)]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}
