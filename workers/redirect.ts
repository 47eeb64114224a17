import type { Context } from "hono";
import { attributionCookies, captureFrom, cookieDomainFor } from "./capture";
import { recordScan } from "./scans";
import { setStaticSecurityHeaders } from "./security-headers";

/**
 * GET /c/<code>: validate, decide, respond. Location is always the constant
 * "/" so nothing from the request is reflected; the scan is written after the
 * response in waitUntil, so the redirect reads and waits on no storage.
 */
export function redirectResponse(
  request: Request,
  url: URL,
  rawCode: string | undefined,
  env: Env,
  ctx: ExecutionContext,
): Response {
  const headers = new Headers({ Location: "/", "Cache-Control": "no-store" });
  const capture = captureFrom(rawCode, url.searchParams);
  if (!capture) return new Response(null, { status: 302, headers });

  const cookies = attributionCookies({
    capture,
    cookieHeader: request.headers.get("cookie"),
    secure: url.protocol === "https:",
    domain: cookieDomainFor(url.hostname, allowedHosts(env)),
  });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);

  const country = (request.cf?.country as string | undefined) ?? null;
  ctx.waitUntil(recordScan(env.DB, capture, country, "/c"));
  return new Response(null, { status: 302, headers });
}

/** The same redirect as a Hono handler (used behind the staging gate). */
export function codeRedirect(c: Context<{ Bindings: Env }>) {
  return redirectResponse(
    c.req.raw,
    new URL(c.req.url),
    c.req.param("code"),
    c.env,
    c.executionCtx as unknown as ExecutionContext,
  );
}

/**
 * /c/<code> or the Cyrillic look-alike /с/<code> (percent-encoded in URLs).
 * The code is optional: /c, /c/ (and their look-alikes) redirect like an
 * invalid code, to "/" with no cookies, instead of showing the not-found page.
 */
const CODE_PATH = /^\/(?:c|%d1%81)(?:\/([^/]*))?$/i;

/**
 * The redirect before Hono: a QR scan is the site's hottest path, so it skips
 * routing and middleware. Not taken when the staging gate is on, so the gate
 * still guards it. Returns null for every other request.
 */
export function fastCodeRedirect(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
): Response | null {
  if (request.method !== "GET" || env.SITE_BASIC_AUTH) return null;
  const url = new URL(request.url);
  const match = CODE_PATH.exec(url.pathname);
  if (!match) return null;
  let code: string;
  try {
    code = decodeURIComponent(match[1] ?? "");
  } catch {
    code = "";
  }
  const response = redirectResponse(request, url, code, env, ctx);
  setStaticSecurityHeaders(response.headers);
  return response;
}

export function allowedHosts(env: Env): string[] {
  return (env.COOKIE_DOMAIN_HOSTS ?? "").split(",").filter(Boolean);
}
