import type { Context } from "hono";
import { attributionCookies, captureFrom, cookieDomainFor } from "./capture";
import { recordScan } from "./scans";

/**
 * GET /c/<code>: validate, decide, respond. Location is always the constant
 * "/" so nothing from the request is reflected; the scan is written after the
 * response in waitUntil, so the redirect reads and waits on no storage.
 */
export function codeRedirect(c: Context<{ Bindings: Env }>) {
  const headers = new Headers({ Location: "/", "Cache-Control": "no-store" });
  const url = new URL(c.req.url);
  const capture = captureFrom(c.req.param("code"), url.searchParams);
  if (!capture) return new Response(null, { status: 302, headers });

  const cookies = attributionCookies({
    capture,
    cookieHeader: c.req.header("cookie") ?? null,
    secure: url.protocol === "https:",
    domain: cookieDomainFor(url.hostname, allowedHosts(c.env)),
  });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);

  const country = (c.req.raw.cf?.country as string | undefined) ?? null;
  c.executionCtx.waitUntil(recordScan(c.env.DB, capture, country, "/c"));
  return new Response(null, { status: 302, headers });
}

export function allowedHosts(env: Env): string[] {
  return (env.COOKIE_DOMAIN_HOSTS ?? "").split(",").filter(Boolean);
}
