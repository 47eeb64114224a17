import { BRAND, SITE_ORIGIN } from "#app/lib/brand.ts";

/*
 * Which host a link we hand out may carry. Kept apart from the QR encoder
 * (app/lib/trust-codes/qr.ts): the Worker's entry needs these few lines for link
 * previews and must not load an encoder at start-up (docs/decisions/cold-start.md).
 */

/** Names that only ever reach a developer's own machine (`npm start`, tests). */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether a request's host is one of ours: the production host
 * (app/lib/brand.ts), a subdomain of it (staging, a print host), or loopback
 * for local development. The `Host` header is the client's to choose, so
 * nothing else may end up in a link we hand out.
 */
function isOwnHost(url: URL): boolean {
  const name = url.hostname.toLowerCase();
  return (
    name === BRAND.productionHost ||
    name.endsWith(`.${BRAND.productionHost}`) ||
    LOOPBACK.has(name)
  );
}

/**
 * The host written into QR codes, e-mails and the QR kit: the one the request
 * reached when it is ours (isOwnHost), the configured production host otherwise.
 */
export function requestHost(url: string): string {
  const parsed = new URL(url);
  return isOwnHost(parsed) ? parsed.host : BRAND.productionHost;
}

/** The same rule for an origin (link previews, report links). */
export function requestOrigin(url: string): string {
  const parsed = new URL(url);
  return isOwnHost(parsed) ? parsed.origin : SITE_ORIGIN;
}
