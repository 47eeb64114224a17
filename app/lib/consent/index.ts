/**
 * Consent and cookies: the banner's choice, its record and hash, and the
 * per-visitor block of a cached page (visitor-state).
 * Code outside app/lib/consent/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export { consentSessionHash } from "#app/lib/consent/consent-hash.ts";
export { recordChoice } from "#app/lib/consent/consent-record.ts";
export {
  API_CHOICES,
  type BannerMode,
  CONSENT_ID_PATTERN,
  CONSENT_STORAGE_KEY,
  COOKIES_ACCEPTED_KEY,
  bannerMode,
  consentCookieWrites,
  gpcNeedsApplying,
} from "#app/lib/consent/consent.ts";
export {
  VISITOR_STATE_ID,
  type VisitorState,
  visitorState,
  visitorStateJson,
} from "#app/lib/consent/visitor-state.ts";
