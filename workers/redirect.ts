import { cookieDomainForUrl, gpcRequested } from "#app/lib/cookies.ts";
import { attributionCookies, captureFrom } from "./attribution";
import { linkPreviewResponse } from "./link-preview";
import { setStaticSecurityHeaders } from "./middleware/security-headers";
import { stagingChallenge } from "./middleware/staging";
import { publishScan } from "./scans/events";
import { codeRedirectHome } from "./locale";

/**
 * GET /c/<code>: validate, decide, respond. Location is always the constant
 * "/" (or the home of the language the visitor chose, also a constant) so
 * nothing from the request is reflected; the scan event goes to the
 * queue in waitUntil, after the response, so the redirect reads and waits on
 * no storage (workers/scans/events.ts).
 */
function redirectResponse(
  request: Request,
  url: URL,
  rawCode: string,
  env: Env,
  ctx: ExecutionContext,
): Response {
  const headers = new Headers({
    Location: codeRedirectHome(request),
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
 * /c/<code> or the look-alike with a Cyrillic "с" (U+0441, percent-encoded
 * in URLs) that printed QR labels may carry. The code is optional: /c and /c/
 * (and their look-alikes) redirect like an invalid code, to "/" with no
 * cookies, instead of showing the not-found page.
 */
const CODE_PATH = /^\/(?:c|%d1%81)(?:\/([^/]*))?$/i;

/**
 * /c/<code>+ (also with the "+" percent-encoded) is the code's public check
 * page, a React page (app/routes/code-check.tsx): never redirected.
 */
const CHECK_PATH = /^\/c\/[^/]*(?:\+|%2b)$/i;

/**
 * The only handler of /c/<code>, answered before Hono: a QR scan is the
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
  const match = CODE_PATH.exec(url.pathname);
  if (!match || CHECK_PATH.test(url.pathname)) return null;
  let code: string;
  try {
    code = decodeURIComponent(match[1] ?? "");
  } catch {
    code = "";
  }
  const response =
    stagingChallenge(request, env.SITE_BASIC_AUTH) ??
    redirectResponse(request, url, code, env, ctx);
  setStaticSecurityHeaders(response.headers);
  return response;
}
