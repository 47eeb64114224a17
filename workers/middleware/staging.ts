import { basicCredentials, safeEqual } from "#app/lib/platform/index.ts";
// A type only: hono/factory would bring Hono itself into the entry (docs/decisions/cold-start.md).
import type { MiddlewareHandler } from "hono";

/**
 * Staging gate: with the secret SITE_BASIC_AUTH ("user:password") set, every
 * route but /api/health asks for Basic auth; unset, the site is public.
 * Returns the 401 challenge, or null when the request may pass.
 */
export function stagingChallenge(
  request: Request,
  secret: string | undefined,
): Response | null {
  if (!secret || new URL(request.url).pathname === "/api/health") return null;
  const given = basicCredentials(request.headers.get("authorization"));
  if (safeEqual(given, secret)) return null;
  return new Response("Authentication required.", {
    status: 401,
    headers: {
      "Content-Type": "text/plain; charset=UTF-8",
      "WWW-Authenticate": 'Basic realm="Nirvana staging", charset="UTF-8"',
    },
  });
}

/** The gate as Hono middleware, for every request past the QR fast path. */
export const staging: MiddlewareHandler<{ Bindings: Env }> = async (
  c,
  next,
) => {
  const challenge = stagingChallenge(c.req.raw, c.env.SITE_BASIC_AUTH);
  if (challenge) return challenge;
  return next();
};
