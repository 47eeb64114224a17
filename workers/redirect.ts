import { cookieDomainForUrl, gpcRequested } from "#app/lib/platform/index.ts";
import { attributionCookies, captureFrom } from "./attribution";
import { linkPreviewResponse } from "./link-preview";
import { setStaticSecurityHeaders } from "./middleware/security-headers";
import { stagingChallenge } from "./middleware/staging";
import { publishScan } from "./scans/events";
import { codeRedirectHome } from "./locale";
import { DEFAULT_LOCALE, toLocale } from "#app/lib/i18n/index.ts";

/**
 * GET /c/<code>: validate, decide, respond. Location is always a constant
 * from the locale registry ("/" or a fixed "/<locale>/") so nothing from
 * the request is reflected; the scan event goes to the queue in waitUntil,
 * after the response, so the redirect reads and waits on no storage
 * (workers/scans/events.ts).
 */
function redirectResponse(
  request: Request,
  url: URL,
  rawCode: string,
  home: string,
  env: Env,
  ctx: ExecutionContext,
): Response {
  const headers = new Headers({
    Location: home,
    "Cache-Control": "no-store",
  });
  const capture = captureFrom(rawCode, url.searchParams);
  if (!capture) return new Response(null, { status: 302, headers });
  // Chat apps and social networks get a preview card instead (no cookies).
  const preview = linkPreviewResponse(request, url, capture, env, ctx);
  if (preview) return preview;

  const cookies = attributionCookies({
    capture,
    cookieHeader: request.headers.get("cookie"),
    secure: url.protocol === "https:",
    domain: cookieDomainForUrl(url, env.COOKIE_DOMAIN_HOSTS),
    gpc: gpcRequested(request.headers),
  });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);

  ctx.waitUntil(publishScan(env, request, capture, "qr"));
  return new Response(null, { status: 302, headers });
}

/**
 * Every address that is a scan (docs/attribution.md "Scan addresses"):
 * /c/<code> and the look-alikes with a Cyrillic "с" or "С" (U+0441, U+0421,
 * percent-encoded in URLs) that printed labels may carry, each optionally
 * under a locale prefix (/de/c/<code>), with or without a code, a trailing
 * slash or anything after the code's segment. Group 1 is the prefix,
 * group 2 the code's segment.
 */
const SCAN_PATH =
  /^(?:\/([^/]+))?\/(?:c|%d1%81|%d0%a1)(?:\/([^/]*)(?:\/.*)?)?$/i;

/**
 * /c/<code>+ (also with the "+" percent-encoded, and in any locale) is the
 * code's public check page, a React page (app/routes/code-check.tsx): never
 * redirected.
 */
const CHECK_PATH = /^(?:\/[^/]+)?\/c\/[^/]*(?:\+|%2b)\/?$/i;

/**
 * What links pick up around a code: sentence punctuation a chat app or a
 * mail client takes into the link, closing brackets and quotes (ASCII,
 * typographic and CJK full-width), whitespace; before it only quotes (an
 * opening bracket stays, so "<script>" is still no code). None of them can
 * be part of a code (app/lib/trust-codes/trust-code-syntax.ts), so cutting them never
 * changes one.
 */
const STRAY_AFTER =
  /[\s.,;:!?)\]}>"'`\u2019\u201d\u00bb\u203a\u3001\u3002\u300d\u300f\uff09\uff0c\uff0e\uff01\uff1f]+$/u;
const STRAY_BEFORE = /^[\s"'`\u2018\u201c\u00ab\u300c\u300e]+/u;

/** Percent-decodes a path segment, dropping a broken escape at its end. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    try {
      return decodeURIComponent(segment.replace(/(?:%[0-9a-f]{0,2})+$/i, ""));
    } catch {
      return "";
    }
  }
}

/** The code a scan address carries, stray punctuation cut ("" for none). */
export function scanCode(segment: string | undefined): string {
  return decodeSegment(segment ?? "")
    .replace(STRAY_AFTER, "")
    .replace(STRAY_BEFORE, "");
}

/**
 * Where a scan lands: the home of the locale its address names
 * (/de/c/<code> → "/de/"), else codeRedirectHome's choice. Null when the
 * prefix is no locale (/xx/c/abc is no scan: the not-found page).
 */
function scanHome(request: Request, prefix: string | undefined): string | null {
  if (prefix === undefined) return codeRedirectHome(request);
  const locale = toLocale(prefix);
  if (!locale || locale !== prefix) return null;
  return locale === DEFAULT_LOCALE ? "/" : `/${locale}/`;
}

/**
 * The only handler of a scan, answered before Hono: a QR scan is the
 * site's hottest path, so it skips routing and middleware and reads no
 * storage. It applies the staging gate and the static security headers
 * itself. Returns null for every other request, /c/<code>+ included.
 */
export function fastCodeRedirect(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
): Response | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  const match = SCAN_PATH.exec(url.pathname);
  if (!match || CHECK_PATH.test(url.pathname)) return null;
  const home = scanHome(request, match[1]);
  if (home === null) return null;
  const response =
    stagingChallenge(request, env.SITE_BASIC_AUTH) ??
    redirectResponse(request, url, scanCode(match[2]), home, env, ctx);
  setStaticSecurityHeaders(response.headers);
  return response;
}
