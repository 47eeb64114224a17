import type { HeadersFunction } from "react-router";

/**
 * Pages opened from one-time links: the token is in the address, so the page
 * is never cached or indexed and sends no Referer anywhere.
 */
export const oneTimeLinkHeaders: HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
});
