import type { MetaDescriptor } from "react-router";
import { BRAND, SITE_ORIGIN } from "./brand";
import { shareImageUrl } from "./share-image";
import { siteRouteMeta } from "./site-routes";

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the page, for the canonical link and og:url. */
  path: string;
  noindex?: boolean;
}

/** Title, description, canonical and Open Graph tags for one page. */
export function pageMeta({
  title,
  description,
  path,
  noindex,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle =
    path === "/" ? `${BRAND.name} — ${title}` : `${title} | ${BRAND.name}`;
  const url = `${SITE_ORIGIN}${path}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: BRAND.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: shareImageUrl(path) },
    { name: "twitter:image", content: shareImageUrl(path) },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** The meta tags of a page whose title and description live in the route registry. */
export function routeMeta(
  path: Parameters<typeof siteRouteMeta>[0],
): MetaDescriptor[] {
  return pageMeta(siteRouteMeta(path));
}
