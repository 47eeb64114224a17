/**
 * The site's cookies in one place: names, lifetimes, how one is written and
 * read, and the parent domain the worker widens them to. The worker, the root
 * loader and the cookie banner all use this module, so they cannot disagree.
 */
import {
  ACCOUNT_CODE_TTL_MS,
  ACCOUNT_DEVICE_MAX_AGE_S,
  ACCOUNT_SESSION_MAX_AGE_S,
  ATTRIBUTION_COOKIE_MAX_AGE_S,
  CONSENT_COOKIE_MAX_AGE_S,
  COOKIE_POLICY_VERSION,
  LOCALE_COOKIE_MAX_AGE_S,
} from "#app/lib/policies.ts";
import { isLocale, type Locale } from "#app/lib/i18n/locales.ts";

export const COOKIE = {
  code: "nir_trust_code",
  source: "nir_source",
  campaign: "nir_campaign",
  sid: "nir_sid",
  consent: "nir_cookie_consent",
  /** The visitor's language; kept when cookies are declined. */
  locale: "nir_locale",
  /** Test servers only: show the pseudo-locale catalog (app/lib/i18n/pseudo.ts). */
  pseudo: "nir_pseudo",
  /**
   * A payee's session on /my-trust-code: random, stored only hashed on the
   * server; `__Host-nir_account` on https (accountSessionName).
   */
  account: "nir_account",
  /** The browser that asked for a sign-in code: the code works only with it. */
  signIn: "nir_sign_in",
  /** A browser that signed in to an address before (never refused by the daily cap). */
  device: "nir_device",
} as const;

/**
 * The shape of a `nir_sid` the worker sets (a random UUID v4). Anything else
 * in that cookie is not ours and is never stored (docs/privacy.md).
 */
export function isSessionId(value: string | null | undefined): value is string {
  return (
    typeof value === "string" &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(
      value,
    )
  );
}

/** Cookies the site stops setting and deletes when the visitor declines. */
export const TRACKING_COOKIES = [
  COOKIE.sid,
  COOKIE.source,
  COOKIE.campaign,
] as const;

/** How long each cookie lives, in seconds (reasons in app/lib/policies.ts). */
export const COOKIE_MAX_AGE_S = {
  attribution: ATTRIBUTION_COOKIE_MAX_AGE_S,
  consent: CONSENT_COOKIE_MAX_AGE_S,
  locale: LOCALE_COOKIE_MAX_AGE_S,
  account: ACCOUNT_SESSION_MAX_AGE_S,
  signIn: ACCOUNT_CODE_TTL_MS / 1000,
  device: ACCOUNT_DEVICE_MAX_AGE_S,
} as const;

export interface CookieOptions {
  maxAge: number;
  secure: boolean;
  domain?: string;
  httpOnly?: boolean;
}

/** One Set-Cookie (or document.cookie) value: Path=/, SameSite=Lax, Secure on https. */
export function serializeCookie(
  name: string,
  value: string,
  o: CookieOptions,
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    `Max-Age=${o.maxAge}`,
    "SameSite=Lax",
  ];
  if (o.domain) parts.push(`Domain=${o.domain}`);
  if (o.secure) parts.push("Secure");
  if (o.httpOnly) parts.push("HttpOnly");
  return parts.join("; ");
}

/** Reads one cookie from a Cookie header; undefined when absent or malformed. */
export function readCookie(
  header: string | null,
  name: string,
): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Set only when the visitor picks a language; kept when cookies are declined. */
export const LOCALE_COOKIE = COOKIE.locale;

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
  /** Parent domain, widened like the attribution cookies (cookieDomainFor). */
  domain?: string;
}

/** The Set-Cookie value that remembers a language choice (docs/routes.md). */
export function localeCookie(locale: Locale, o: LocaleCookieOptions): string {
  return serializeCookie(LOCALE_COOKIE, locale, {
    maxAge: COOKIE_MAX_AGE_S.locale,
    secure: o.secure,
    domain: o.domain,
  });
}

/**
 * The payee's session cookie (docs/my-trust-code.md): host-only (never
 * widened to a parent domain), HttpOnly, Path=/, SameSite=Lax, Secure on
 * https, for a week. It is strictly necessary for signing in, so Decline
 * keeps it.
 */
/**
 * On https the session cookie carries the `__Host-` prefix: browsers then
 * refuse it unless it is Secure, Path=/ and host-only, so no sibling host or
 * plain-http page can plant or widen it. Plain-http local servers cannot set
 * such a cookie and use the bare name.
 */
export const accountSessionName = (secure: boolean) =>
  secure ? `__Host-${COOKIE.account}` : COOKIE.account;

export function accountSessionCookie(token: string, secure: boolean): string {
  return serializeCookie(accountSessionName(secure), token, {
    maxAge: COOKIE_MAX_AGE_S.account,
    secure,
    httpOnly: true,
  });
}

/** Deletes the session cookie ("Sign out", or a session the server no longer knows). */
export function accountSessionDeletion(secure: boolean): string {
  return serializeCookie(accountSessionName(secure), "", {
    maxAge: 0,
    secure,
    httpOnly: true,
  });
}

/**
 * The sign-in browser and known-device cookies (docs/my-trust-code.md): random,
 * stored only hashed, host-only, HttpOnly, SameSite=Lax, Secure on https.
 */
export function accountBrowserCookie(
  name: "signIn" | "device",
  value: string,
  secure: boolean,
): string {
  return serializeCookie(COOKIE[name], value, {
    maxAge: COOKIE_MAX_AGE_S[name],
    secure,
    httpOnly: true,
  });
}

export function accountBrowserFrom(
  cookieHeader: string | null,
  name: "signIn" | "device",
): string | undefined {
  return readCookie(cookieHeader, COOKIE[name]) || undefined;
}

/** The session cookie's value from a Cookie header, if any (its https or plain-http name). */
export function accountSessionFrom(
  cookieHeader: string | null,
  secure: boolean,
): string | undefined {
  return readCookie(cookieHeader, accountSessionName(secure)) || undefined;
}

/** The cookie banner's choice. */
export type ConsentChoice = "accepted" | "declined";

/**
 * A stored choice: the visitor's own, or "gpc" when the browser's Global
 * Privacy Control signal made it (a decline the visitor did not click).
 */
export type StoredChoice = ConsentChoice | "gpc";

export interface StoredConsent {
  choice: StoredChoice;
  /** The cookie policy version it was made under; null for a choice stored before versions. */
  version: string | null;
}

const STORED_CHOICES: readonly string[] = ["accepted", "declined", "gpc"];

/** "accepted.2026-11-23" (or the older bare "accepted") → its parts; null when malformed. */
export function parseConsent(
  value: string | null | undefined,
): StoredConsent | null {
  if (!value) return null;
  const dot = value.indexOf(".");
  const choice = dot < 0 ? value : value.slice(0, dot);
  const version = dot < 0 ? null : value.slice(dot + 1);
  if (!STORED_CHOICES.includes(choice) || version === "") return null;
  return { choice: choice as StoredChoice, version };
}

/** How a choice is stored, in the cookie and in local storage alike. */
export function consentValue(
  choice: StoredChoice,
  version = COOKIE_POLICY_VERSION,
): string {
  return `${choice}.${version}`;
}

/**
 * The stored choice as the worker honours it, under any policy version: a
 * refusal stays a refusal until the visitor chooses again, and a GPC-made
 * choice is a decline. Null while the visitor has not chosen.
 */
export function consentFrom(cookieHeader: string | null): ConsentChoice | null {
  const stored = parseConsent(readCookie(cookieHeader, COOKIE.consent));
  if (!stored) return null;
  return stored.choice === "accepted" ? "accepted" : "declined";
}

/**
 * The stored choice the banner accepts as an answer: only one made under the
 * current policy version, so a changed policy is asked about again.
 */
export function currentConsent(
  stored: StoredConsent | null,
): StoredChoice | null {
  return stored && stored.version === COOKIE_POLICY_VERSION
    ? stored.choice
    : null;
}

/** The consent cookie's choice under the current policy version (app/lib/consent/visitor-state.server.ts). */
export function currentConsentFrom(
  cookieHeader: string | null,
): StoredChoice | null {
  return currentConsent(parseConsent(readCookie(cookieHeader, COOKIE.consent)));
}

/** The consent cookie: host-only, remembered for a year, with the policy version. */
export function consentCookie(choice: StoredChoice, secure: boolean): string {
  return serializeCookie(COOKIE.consent, consentValue(choice), {
    maxAge: COOKIE_MAX_AGE_S.consent,
    secure,
  });
}

/**
 * The browser's Global Privacy Control signal (`Sec-GPC: 1`): the site treats
 * it as a Decline on every request (docs/consent.md).
 */
export function gpcRequested(headers: Headers): boolean {
  return headers.get("sec-gpc")?.trim() === "1";
}

/** Whether a Cookie header still carries any tracking cookie. */
export function carriesTrackingCookie(cookieHeader: string | null): boolean {
  return TRACKING_COOKIES.some(
    (name) => readCookie(cookieHeader, name) !== undefined,
  );
}

/**
 * The cookie writes that delete the tracking cookies: host-only, and under
 * the parent domain the worker widened them to when there is one. A browser
 * only deletes a cookie whose Domain matches exactly, so that domain must be
 * the worker's own answer, never a guess.
 */
export function trackingCookieDeletions(domain: string | undefined): string[] {
  const deletions: string[] = [];
  for (const name of TRACKING_COOKIES) {
    deletions.push(serializeCookie(name, "", { maxAge: 0, secure: false }));
    if (domain)
      deletions.push(
        serializeCookie(name, "", { maxAge: 0, secure: false, domain }),
      );
  }
  return deletions;
}

/**
 * Suffixes under which anyone can register a host: a cookie scoped to one of
 * them would be shared with strangers. https://publicsuffix.org/
 */
const PUBLIC_SUFFIXES = new Set([
  "workers.dev",
  "pages.dev",
  "vercel.app",
  "netlify.app",
  "github.io",
  "herokuapp.com",
  "appspot.com",
  "co.uk",
  "org.uk",
  "com.au",
  "co.jp",
  "com.br",
]);

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The Domain attribute for a host, or undefined for a host-only cookie.
 * `allowed` lists exact hosts ("nirvana.example") and wildcards
 * ("*.dev.nirvana.example"); a match widens to the listed parent domain.
 */
export function cookieDomainFor(
  host: string,
  allowed: readonly string[],
): string | undefined {
  const h = host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  if (
    !h ||
    h === "localhost" ||
    h.endsWith(".localhost") ||
    IPV4.test(h) ||
    h.includes(":")
  ) {
    return undefined;
  }
  let best: string | undefined;
  for (const entry of allowed) {
    const pattern = entry.trim().toLowerCase();
    if (!pattern) continue;
    const parent = pattern.startsWith("*.") ? pattern.slice(2) : pattern;
    const matches = pattern.startsWith("*.")
      ? h.endsWith(`.${parent}`)
      : h === parent;
    if (matches && (!best || parent.length > best.length)) best = parent;
  }
  if (!best || !best.includes(".") || PUBLIC_SUFFIXES.has(best))
    return undefined;
  return best;
}

/**
 * The domain cookies for this request's address are widened to, from the
 * COOKIE_DOMAIN_HOSTS var ("nirvana.example,*.nirvana.example,…").
 */
export function cookieDomainForUrl(
  url: URL,
  cookieDomainHosts: string | undefined,
): string | undefined {
  const allowed = (cookieDomainHosts ?? "").split(",").filter(Boolean);
  return cookieDomainFor(url.hostname, allowed);
}
