// A type only: hono/factory would bring Hono itself into the entry (docs/decisions/cold-start.md).
import type { MiddlewareHandler } from "hono";

/** Two years: the HSTS preload list asks for at least one. */
const HSTS = "max-age=63072000; includeSubDomains; preload";

/** Deny-by-default: the site uses none of these powerful features. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
].join(", ");

/** 128 random bits, base64: unguessable per response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Strict CSP: only scripts carrying this response's nonce (and what they load,
 * via strict-dynamic) run. https://csp.withgoogle.com/docs/strict-csp.html
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "frame-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** The headers every response carries, HTML or not. */
export function setStaticSecurityHeaders(h: Headers): void {
  h.set("Strict-Transport-Security", HSTS);
  h.set("X-Content-Type-Options", "nosniff");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("Cross-Origin-Opener-Policy", "same-origin");
  h.set("Permissions-Policy", PERMISSIONS_POLICY);
  h.set("X-Frame-Options", "DENY");
}

export type NonceVars = { Variables: { nonce: string } };

/** Headers every response gets; HTML responses also get the nonce CSP. */
export const securityHeaders: MiddlewareHandler<
  { Bindings: Env } & NonceVars
> = async (c, next) => {
  const nonce = createNonce();
  c.set("nonce", nonce);
  await next();
  const h = c.res.headers;
  setStaticSecurityHeaders(h);
  if ((h.get("content-type") ?? "").startsWith("text/html")) {
    // Vite's dev server injects un-nonced inline scripts; production is strict.
    if (import.meta.env.MODE !== "development")
      h.set("Content-Security-Policy", contentSecurityPolicy(nonce));
    // A nonce must never be served twice, so nonce-bearing HTML is never cached.
    h.set("Cache-Control", "private, no-store");
  }
};
