import { SITE_ORIGIN } from "#app/lib/brand.ts";
import { PAGES } from "#app/lib/pages/manifest.ts";

/** The one image for pages outside the registry (404, one-time links). */
export const DEFAULT_SHARE_IMAGE = `${SITE_ORIGIN}/static/images/og-image.png`;

/** Where the worker draws share cards (workers/api/og.ts). */
export const SHARE_IMAGE_BASE = "/api/og";

/** "/" is "home"; every other public page is its path without the slash. */
export function shareSlug(path: string): string {
  return path === "/" ? "home" : path.slice(1);
}

/** The carded page (app/lib/pages/manifest.ts) a slug names, or null. */
export function sharePathOfSlug(slug: string): string | null {
  const route = PAGES.find((p) => p.card && shareSlug(p.path) === slug);
  return route ? route.path : null;
}

/** A carded page's own share image; the default image for any other path. */
export function shareImageUrl(path: string): string {
  return sharePathOfSlug(shareSlug(path)) === path
    ? `${SITE_ORIGIN}${SHARE_IMAGE_BASE}/page/${shareSlug(path)}.png`
    : DEFAULT_SHARE_IMAGE;
}

/** A Trust Code's card, on the origin the code's link was shared from. */
export function codeCardUrl(origin: string, code: string): string {
  return `${origin}${SHARE_IMAGE_BASE}/code/${encodeURIComponent(code)}.png`;
}
