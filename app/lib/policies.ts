/**
 * Named policies: every lifetime, timing and limit the site relies on, defined
 * once with the reason it has that value (SPEC §9, INTERFACE.md).
 */

/** Attribution cookies last 180 days: the referral window SPEC §9 grants. */
export const ATTRIBUTION_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
/** The consent choice is remembered for a year, as regulators expect re-asking yearly. */
export const CONSENT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Country list changes rarely; a day in KV spares recomputing the sort per request. */
export const COUNTRIES_KV_TTL_S = 24 * 60 * 60;
/** Public JSON bodies are small forms; anything bigger is abuse (INTERFACE.md: 413). */
export const MAX_JSON_BODY_BYTES = 16 * 1024;
/** Trust codes are short identifiers; 64 bounds storage and cookie size. */
export const MAX_TRUST_CODE_LENGTH = 64;

/** Chat typing indicator before the paywall reply (SPEC §9). */
export const CHAT_TYPING_DELAY_MS = 2500;
/** Forest carousel auto-advance (SPEC §9). */
export const CAROUSEL_INTERVAL_MS = 6000;
/** One full loop of the charity logo marquee (SPEC §9). */
export const MARQUEE_LOOP_S = 28;
/** Modal auto-close default and the longer one for a freshly minted code (SPEC §9). */
export const MODAL_AUTO_CLOSE_MS = 4000;
export const CODE_CREATED_MODAL_AUTO_CLOSE_MS = 5000;
/** Modal fade-out before it is removed (SPEC §9). */
export const MODAL_CLOSE_DELAY_MS = 300;
/** Rows in the blurred teaser table (SPEC §9). */
export const TEASER_ROWS = 10;

/** A chosen language is remembered for a year, like the consent choice. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
