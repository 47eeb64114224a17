import { createMiddleware } from "hono/factory";
import { cookieDomainForUrl } from "../../app/lib/cookies";
import { attributionCookies, captureFromQuery } from "../attribution";
import { recordScan } from "../scans";

/**
 * Any page request whose query carries code/trustcode/charity gets the same
 * cookies as /c/<code>; the page itself then strips the parameters.
 */
export const queryCapture = createMiddleware<{ Bindings: Env }>(
  async (c, next) => {
    await next();
    if (c.req.method !== "GET" || c.req.path.startsWith("/api/")) return;
    if (!(c.res.headers.get("content-type") ?? "").startsWith("text/html"))
      return;
    const url = new URL(c.req.url);
    const capture = captureFromQuery(url.searchParams);
    if (!capture) return;
    const cookies = attributionCookies({
      capture,
      cookieHeader: c.req.header("cookie") ?? null,
      secure: url.protocol === "https:",
      domain: cookieDomainForUrl(url, c.env.COOKIE_DOMAIN_HOSTS),
    });
    for (const cookie of cookies) c.res.headers.append("Set-Cookie", cookie);
    const country = (c.req.raw.cf?.country as string | undefined) ?? null;
    c.executionCtx.waitUntil(
      recordScan(c.env.DB, capture, country, url.pathname),
    );
  },
);
