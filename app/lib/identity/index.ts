/**
 * Identity: e-mail normalising, tokens, links, suppression keys, postal
 * addresses and registrable domains.
 * Code outside app/lib/identity/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export {
  DESTINATION_FIELDS,
  type Destination,
  sameDestination,
} from "#app/lib/identity/destination-match.ts";
export {
  oneTimeLinkHeaders,
  privatePageHeaders,
} from "#app/lib/identity/link-page.ts";
export {
  accountSignInUrl,
  accountUrl,
  notMeUrl,
  verifyUrl,
} from "#app/lib/identity/links.ts";
export { normaliseEmail } from "#app/lib/identity/normalise-email.ts";
export type { PostalAddress } from "#app/lib/identity/postal-address.ts";
export { registrableDomain } from "#app/lib/identity/registrable-domain.ts";
export { suppressionHash } from "#app/lib/identity/suppression-key.ts";
export {
  hashToken,
  isTokenShaped,
  newToken,
  redactTokens,
} from "#app/lib/identity/tokens.ts";
