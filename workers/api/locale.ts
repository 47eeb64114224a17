import { Hono } from "hono";
import { cookieDomainForUrl, localeCookie } from "#app/lib/platform/index.ts";
import {
  localizePath,
  splitLocale,
  isLocale,
  type Locale,
} from "#app/lib/i18n/index.ts";
import { isLocalizedPage } from "#app/lib/pages/index.ts";
import { localizedApiError } from "./errors";
import { API_ERRORS } from "#app/content/api-errors.ts";

export const locale = new Hono<{ Bindings: Env }>();

/** Resolves relative addresses only; anything that leaves it is refused. */
const BASE = "https://return.invalid";

/**
 * `return` as the same public page (and query) in `to`: only a relative
 * path of one of our pages is followed; anything else (other hosts,
 * "//host", unknown paths) goes to that language's home, so the redirect
 * can never lead off the site.
 */
export function localizedReturn(raw: string | undefined, to: Locale): string {
  const home = localizePath("/", to);
  if (!raw?.startsWith("/") || raw.startsWith("//") || raw.includes("\\"))
    return home;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return home;
  }
  if (url.origin !== BASE) return home;
  const { path } = splitLocale(url.pathname);
  if (!isLocalizedPage(path)) return home;
  return localizePath(path, to) + url.search;
}

/**
 * GET /api/locale?to=de&return=/demo: the language switcher and the
 * suggestion. Remembers the choice in nir_locale (docs/routes.md
 * "Languages") and answers 303 to the page in that language, so it works
 * as a plain link, without JavaScript.
 */
locale.get("/", (c) => {
  const to = c.req.query("to");
  if (!isLocale(to))
    return localizedApiError(c, 400, API_ERRORS.unknownLanguage);
  const url = new URL(c.req.url);
  const cookie = localeCookie(to, {
    secure: url.protocol === "https:",
    domain: cookieDomainForUrl(url, c.env.COOKIE_DOMAIN_HOSTS),
  });
  return new Response(null, {
    status: 303,
    headers: {
      Location: localizedReturn(c.req.query("return"), to),
      "Set-Cookie": cookie,
      "Cache-Control": "private, no-store",
    },
  });
});
