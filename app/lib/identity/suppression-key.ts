import { hmacHex } from "#app/lib/platform/index.ts";
import { normaliseEmail } from "#app/lib/identity/normalise-email.ts";

/**
 * The suppression list holds an HMAC-SHA256 of the normalised address, keyed
 * with the secret SUPPRESSION_HMAC_KEY, never the address itself: the list
 * can be checked against a new request but not read back as addresses.
 */
/** Local development and tests only; production sets the secret (README "Configuration"). */
export const DEV_SUPPRESSION_KEY = "dev-only-suppression-key-change-me";

export async function suppressionHash(
  address: string,
  secret: string | undefined,
): Promise<string> {
  return hmacHex(secret || DEV_SUPPRESSION_KEY, normaliseEmail(address));
}
