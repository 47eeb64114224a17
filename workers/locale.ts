// A type only: hono/factory would bring Hono itself into the entry (docs/decisions/cold-start.md).
import type { MiddlewareHandler } from "hono";
import { isBotUserAgent } from "./bot-user-agent";
import { COOKIE, localeFromCookie } from "#app/lib/platform/index.ts";
import {
  localizePath,
  preferredLocale,
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
} from "#app/lib/i18n/index.ts";
import { isLocalizedPage } from "#app/lib/pages/index.ts";

/**
 * Language rules the worker applies before React (docs/routes.md
 * "Languages"): /en addresses and bare /<locale> homes are moved for good,
 * and a visitor who chose a language is sent to it from English addresses.
 */

/** Cheap pre-check so requests without the cookie never parse cookies. */
const LOCALE_COOKIE_MARK = `${COOKIE.locale}=`;

/**
 * The 301 target of "/en", "/en/<path>" (the unprefixed path) and of a
 * bare "/de" ("/de/", where every locale's home lives), query kept; null
 * for every other address. Leading slashes are collapsed so "/en//host"
 * can never become a protocol-relative redirect.
 */
export function prefixRedirect(
  pathname: string,
  search: string,
): string | null {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const segment = match?.[1];
  if (!segment || !isLocale(segment)) return null;
  const rest = match?.[2];
  if (segment === DEFAULT_LOCALE)
    return `/${(rest ?? "").replace(/^[/\\]+/, "")}${search}`;
  return rest === undefined ? `/${segment}/${search}` : null;
}

/** The non-English locale a browser visitor chose, or null (crawlers: null). */
function chosenLocale(
  cookieHeader: string | null,
  userAgent: string | null,
): Locale | null {
  if (!cookieHeader?.includes(LOCALE_COOKIE_MARK)) return null;
  const locale = localeFromCookie(cookieHeader);
  if (!locale || locale === DEFAULT_LOCALE) return null;
  // Search engines must see each address as it is; no user agent is no browser.
  if (!userAgent || isBotUserAgent(userAgent)) return null;
  return locale;
}

/**
 * The 302 target for an English public page when the visitor chose another
 * language (nir_locale): the same page and query in that language; null
 * when nothing should move.
 */
export function chosenLocaleRedirect(
  pathname: string,
  search: string,
  cookieHeader: string | null,
  userAgent: string | null,
): string | null {
  const locale = chosenLocale(cookieHeader, userAgent);
  if (!locale || !isLocalizedPage(pathname)) return null;
  return localizePath(pathname, locale) + search;
}

/**
 * Where /c/<code> sends a visitor: the home of the language they chose
 * (nir_locale, English included), else of the one their browser prefers
 * (Accept-Language); crawlers and requests without a user agent get "/".
 * Every answer is a fixed string from the locale registry, never request
 * input, and nothing is read from storage.
 */
export function codeRedirectHome(request: Request): string {
  const userAgent = request.headers.get("user-agent");
  if (!userAgent || isBotUserAgent(userAgent)) return "/";
  const cookieHeader = request.headers.get("cookie");
  const chosen = cookieHeader?.includes(LOCALE_COOKIE_MARK)
    ? localeFromCookie(cookieHeader)
    : null;
  const locale =
    chosen ?? preferredLocale(request.headers.get("accept-language"));
  return !locale || locale === DEFAULT_LOCALE ? "/" : `/${locale}/`;
}

/** Both page redirects, for GET and HEAD page requests. */
export const localeRedirects: MiddlewareHandler<{ Bindings: Env }> = async (
  c,
  next,
) => {
  const method = c.req.method;
  if (method !== "GET" && method !== "HEAD") return next();
  const url = new URL(c.req.url);
  const moved = prefixRedirect(url.pathname, url.search);
  if (moved) return redirect(moved, 301);
  const chosen = chosenLocaleRedirect(
    url.pathname,
    url.search,
    c.req.header("cookie") ?? null,
    c.req.header("user-agent") ?? null,
  );
  if (chosen) return redirect(chosen, 302);
  return next();
};

function redirect(location: string, status: 301 | 302): Response {
  const headers = new Headers({ Location: location });
  // The 302 follows a cookie, so no shared cache may keep it.
  if (status === 302) headers.set("Cache-Control", "private, no-store");
  return new Response(null, { status, headers });
}
