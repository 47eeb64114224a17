/**
 * What every feature stands on: cookies, CSP nonce, hosts, production, rate
 * limit and client key, capped bodies, Basic auth, hex digests, safe storage,
 * the API client, markup escaping, CSV cells and small browser helpers.
 * Code outside app/lib/platform/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export { HttpError, apiFetch, postJson } from "#app/lib/platform/api-client.ts";
export {
  type VolumeState,
  formatTime,
  setVolume,
  sourceType,
  toggleMute,
} from "#app/lib/platform/audio.ts";
export { basicCredentials, safeEqual } from "#app/lib/platform/basic-auth.ts";
export {
  BodyTooLargeError,
  formOrNull,
  readCappedBody,
  readCappedForm,
  readCappedText,
} from "#app/lib/platform/capped-body.ts";
export { clientKey } from "#app/lib/platform/client-key.ts";
export {
  COOKIE,
  COOKIE_MAX_AGE_S,
  type ConsentChoice,
  type CookieOptions,
  type StoredChoice,
  accountBrowserCookie,
  accountBrowserFrom,
  accountSessionCookie,
  accountSessionDeletion,
  accountSessionFrom,
  carriesTrackingCookie,
  consentCookie,
  consentFrom,
  consentValue,
  cookieDomainForUrl,
  currentConsent,
  currentConsentFrom,
  gpcRequested,
  isSessionId,
  localeCookie,
  localeFromCookie,
  parseConsent,
  readCookie,
  serializeCookie,
  trackingCookieDeletions,
} from "#app/lib/platform/cookies.ts";
export {
  type CsvColumn,
  bareCsvCell,
  csvResponse,
  toCsv,
} from "#app/lib/platform/csv.ts";
export { count } from "#app/lib/platform/english-count.ts";
export { escapeMarkup } from "#app/lib/platform/escape-markup.ts";
export { focusMainHeading } from "#app/lib/platform/focus.ts";
export {
  hmacHex,
  hmacSha256,
  randomHex,
  sha256Hex,
  toHex,
} from "#app/lib/platform/hex.ts";
export {
  INLINE_STYLES_ID,
  InlineStylesContext,
  inlineStylesText,
} from "#app/lib/platform/inline-styles.ts";
export { pauseOtherMedia } from "#app/lib/platform/media-exclusive.ts";
export { NonceContext, nonceContext } from "#app/lib/platform/nonce.ts";
export { requestHost, requestOrigin } from "#app/lib/platform/own-host.ts";
export {
  assertProductionSecrets,
  isProduction,
  missingSecretResponse,
} from "#app/lib/platform/production.ts";
export {
  RATE_LIMIT_RETRY_AFTER_S,
  withinRateLimit,
} from "#app/lib/platform/rate-limit.ts";
export { storage } from "#app/lib/platform/storage.ts";
export { useReducedMotion } from "#app/lib/platform/use-reduced-motion.ts";
export {
  type WholeDocumentHandle,
  wantsWholeDocument,
} from "#app/lib/platform/whole-document.ts";
