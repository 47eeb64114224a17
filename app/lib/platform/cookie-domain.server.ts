import { env } from "cloudflare:workers";
import { cookieDomainForUrl } from "#app/lib/platform/cookies.ts";

/** The domain the worker widens this request's cookies to, or null for host-only. */
export function requestCookieDomain(request: Request): string | null {
  return (
    cookieDomainForUrl(new URL(request.url), env.COOKIE_DOMAIN_HOSTS) ?? null
  );
}
