import { readCookie, serializeCookie } from "../cookies";
import { LOCALE_COOKIE_MAX_AGE_S } from "../policies";
import { isLocale, type Locale } from "./locales";

/** Set only when the visitor picks a language; kept when cookies are declined. */
export const LOCALE_COOKIE = "nir_locale";

/** The chosen locale from a Cookie header; null when absent or not a site locale. */
export function localeFromCookie(
  cookieHeader: string | null | undefined,
): Locale | null {
  const value = readCookie(cookieHeader ?? null, LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}

export interface LocaleCookieOptions {
  /** True when the page is served over https. */
  secure: boolean;
  /** Parent domain, widened like the attribution cookies (app/lib/cookies.ts). */
  domain?: string;
}

/** The Set-Cookie value (or document.cookie string) that remembers a choice. */
export function localeCookie(locale: Locale, o: LocaleCookieOptions): string {
  return serializeCookie(LOCALE_COOKIE, locale, {
    maxAge: LOCALE_COOKIE_MAX_AGE_S,
    secure: o.secure,
    domain: o.domain,
  });
}
