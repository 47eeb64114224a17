import {
  hreflangAlternates,
  localizePath,
  LOCALES,
} from "#app/lib/i18n/index.ts";
import { PAGES } from "#app/lib/pages/manifest.ts";
import { escapeMarkup } from "#app/lib/platform/index.ts";

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** The namespace search engines read hreflang alternates from in a sitemap. */
const XHTML_NS = "http://www.w3.org/1999/xhtml";

/**
 * Every page the manifest lists in the sitemap (app/lib/pages/manifest.ts),
 * in every language, each <url> listing all its language
 * versions (and x-default) as xhtml:link alternates, itself included, as
 * search engines ask for.
 */
export function sitemapXml(origin: string): string {
  const urls: string[] = [];
  for (const route of PAGES.filter((p) => p.sitemap)) {
    const links = hreflangAlternates(route.path, origin)
      .map(
        (a) =>
          `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeMarkup(a.href)}"/>`,
      )
      .join("\n");
    for (const locale of LOCALES) {
      const loc = new URL(localizePath(route.path, locale.code), origin).href;
      urls.push(
        `  <url>\n    <loc>${escapeMarkup(loc)}</loc>\n${links}\n  </url>`,
      );
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join("\n")}\n</urlset>\n`;
}
