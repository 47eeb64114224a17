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

/**
 * Staging gate: with the secret SITE_BASIC_AUTH ("user:password") set, every
 * route but /api/health asks for Basic auth; unset, the site is public.
 */
export const staging = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  const secret = c.env.SITE_BASIC_AUTH;
  if (!secret || c.req.path === "/api/health") return next();
  const header = c.req.header("authorization") ?? "";
  const given = header.startsWith("Basic ") ? safeDecode(header.slice(6)) : "";
  if (safeEqual(given, secret)) return next();
  return c.text("Authentication required.", 401, {
    "WWW-Authenticate": 'Basic realm="Nirvana staging", charset="UTF-8"',
  });
});

function safeDecode(b64: string): string {
  try {
    return new TextDecoder().decode(
      Uint8Array.from(atob(b64.trim()), (ch) => ch.charCodeAt(0)),
    );
  } catch {
    return "";
  }
}
