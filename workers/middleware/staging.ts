import { createMiddleware } from "hono/factory";

/** Constant-time string comparison, so a wrong password leaks no timing. */
function safeEqual(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++)
    diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

function safeDecode(b64: string): string {
  try {
    return new TextDecoder().decode(
      Uint8Array.from(atob(b64.trim()), (ch) => ch.charCodeAt(0)),
    );
  } catch {
    return "";
  }
}

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
  const header = request.headers.get("authorization") ?? "";
  const given = header.startsWith("Basic ") ? safeDecode(header.slice(6)) : "";
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
export const staging = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  const challenge = stagingChallenge(c.req.raw, c.env.SITE_BASIC_AUTH);
  if (challenge) return challenge;
  return next();
});
