import {
  consentCookie,
  trackingCookieDeletions,
  type ConsentChoice,
} from "./cookies";

export const CONSENT_STORAGE_KEY = "nirvana_cookie_consent";
/** The older cookies-accepted flag, value "1", still honoured when present. */
export const COOKIES_ACCEPTED_KEY = "cookiesAccepted";

/**
 * The cookie writes that record a choice. Declining also deletes the
 * tracking cookies, under `cookieDomain` too: the domain the worker widened
 * them to, which the root loader hands down (never guessed in the browser).
 */
export function consentCookieWrites(
  choice: ConsentChoice,
  secure: boolean,
  cookieDomain: string | null,
): string[] {
  const writes = [consentCookie(choice, secure)];
  if (choice === "declined")
    writes.push(...trackingCookieDeletions(cookieDomain ?? undefined));
  return writes;
}
