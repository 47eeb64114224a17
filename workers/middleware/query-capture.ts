// A type only: hono/factory would bring Hono itself into the entry (docs/decisions/cold-start.md).
import type { MiddlewareHandler } from "hono";
import { cookieDomainForUrl, gpcRequested } from "#app/lib/platform/index.ts";
import {
  attributionCookies,
  captureFromQuery,
  refusalCookies,
} from "../attribution";
import { publishScan, surfaceOf } from "../scans/events";

/**
 * Any page request whose query carries code/trustcode/charity gets the same
 * cookies as /c/<code>; the page itself then strips the parameters. The view
 * is queued as a scan event labelled "landing" or "page", never with its path;
 * a HEAD request sets no cookies and is counted as a bot. A page without a
 * code still deletes leftover tracking cookies of a refusing visitor
 * (Decline or `Sec-GPC: 1`, docs/consent.md).
 */
export const queryCapture: MiddlewareHandler<{ Bindings: Env }> = async (
  c,
  next,
) => {
  await next();
  const method = c.req.method;
  if ((method !== "GET" && method !== "HEAD") || c.req.path.startsWith("/api/"))
    return;
  if (!(c.res.headers.get("content-type") ?? "").startsWith("text/html"))
    return;
  const url = new URL(c.req.url);
  const cookieHeader = c.req.header("cookie") ?? null;
  const domain = cookieDomainForUrl(url, c.env.COOKIE_DOMAIN_HOSTS);
  const gpc = gpcRequested(c.req.raw.headers);
  const capture = captureFromQuery(url.searchParams);
  if (!capture) {
    if (method === "GET")
      for (const cookie of refusalCookies(cookieHeader, gpc, domain))
        c.res.headers.append("Set-Cookie", cookie);
    return;
  }
  if (method === "GET") {
    const cookies = attributionCookies({
      capture,
      cookieHeader,
      secure: url.protocol === "https:",
      domain,
      gpc,
    });
    for (const cookie of cookies) c.res.headers.append("Set-Cookie", cookie);
  }
  c.executionCtx.waitUntil(
    publishScan(c.env, c.req.raw, capture, surfaceOf(url.pathname)),
  );
};
