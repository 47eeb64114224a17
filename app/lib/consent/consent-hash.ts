import { hmacHex } from "#app/lib/platform/index.ts";

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
  return hmacHex(secret || DEV_CONSENT_HASH_SECRET, consentId);
}
