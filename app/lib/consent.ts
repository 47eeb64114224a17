/** The cookie banner's choice (docs/consent.md). */
export type ConsentChoice = "accepted" | "declined";

export const CONSENT_COOKIE = "nir_cookie_consent";
export const CONSENT_STORAGE_KEY = "nirvana_cookie_consent";
/** The older cookies-accepted flag, value "1", still read as acceptance (docs/consent.md). */
export const COOKIES_ACCEPTED_KEY = "cookiesAccepted";
/** Cookies the site stops setting and deletes when the visitor declines. */
export const TRACKING_COOKIES = [
  "nir_sid",
  "nir_source",
  "nir_campaign",
] as const;

export function consentFromCookieHeader(
  header: string | null,
): ConsentChoice | null {
  const match = /(?:^|;\s*)nir_cookie_consent=(accepted|declined)(?:;|$)/.exec(
    header ?? "",
  );
  return match ? (match[1] as ConsentChoice) : null;
}
