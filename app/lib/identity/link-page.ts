import type { HeadersFunction } from "react-router";

/**
 * Pages opened from one-time links: the token is in the address, so the page
 * is never cached or indexed. The site-wide strict-origin-when-cross-origin
 * already keeps the address from other sites; no-referrer would make browsers
 * send `Origin: null` on the confirm form, which React Router refuses.
 */
export const oneTimeLinkHeaders: HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

/**
 * Pages only their holder sees (a payee's sign-in and unsubscribe links, an
 * organisation's remittance statement): no shared cache keeps them, no
 * search engine indexes them.
 */
export const privatePageHeaders: HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
});
