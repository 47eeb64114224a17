import type { MetaDescriptor } from "react-router";
import { BRAND, SITE_ORIGIN } from "#app/lib/brand.ts";
import {
  canonicalUrl,
  hreflangAlternates,
  loadedI18n,
  localeFromPath,
  localizePath,
  type Locale,
} from "#app/lib/i18n/index.ts";
import { shareImageUrl } from "#app/lib/pages/share-image.ts";
import { siteRouteMeta } from "#app/lib/pages/site-routes.ts";

/** Where the page was requested: MetaArgs.location, whose path names the locale. */
export interface MetaLocation {
  pathname: string;
}

/** What a route's meta function needs of React Router's MetaArgs. */
export interface MetaArgsLike {
  location: MetaLocation;
}

/**
 * The meta function of a page with language versions, whose loader gives its
 * `translation` (null in English): `words` takes the title and description
 * from it, or from the English when there is none.
 */
export function translatedPageMeta<T>(
  path: string,
  words: (translation: T | null | undefined) => {
    title: string;
    description: string;
  },
) {
  return ({
    location,
    loaderData,
  }: MetaArgsLike & { loaderData?: { translation: T | null } }) =>
    pageMeta({ location, path, ...words(loaderData?.translation) });
}

export interface PageMetaInput {
  /** Already in the page's language (routeMeta translates registry words). */
  title: string;
  description: string;
  /** English path of the page, for the canonical link, og:url and hreflang. */
  path: string;
  /** The requested address; without it the page is taken as English. */
  location?: MetaLocation;
  noindex?: boolean;
}

/**
 * Title, description, canonical, Open Graph and hreflang tags for one page in
 * the language of the requested address. Indexable pages link every language
 * version (absolute, the same set from each version) and name themselves as
 * canonical (docs/routes.md "Languages"). og:locale and its alternates come
 * from the server's language table (app/root.tsx, openGraphLocales).
 */
export function pageMeta({
  title,
  description,
  path,
  location,
  noindex,
}: PageMetaInput): MetaDescriptor[] {
  const locale = localeFromPath(location?.pathname ?? "/");
  const fullTitle =
    path === "/" ? `${BRAND.name} — ${title}` : `${title} | ${BRAND.name}`;
  const url = canonicalUrl(localizePath(path, locale), SITE_ORIGIN);
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
  if (noindex) {
    tags.push({ name: "robots", content: "noindex" });
    return tags;
  }
  for (const alt of hreflangAlternates(path, SITE_ORIGIN))
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: alt.hreflang,
      href: alt.href,
    });
  return tags;
}

/** The locale of a meta function's requested address. */
export function metaLocale(location: MetaLocation | undefined): Locale {
  return localeFromPath(location?.pathname ?? "/");
}

/**
 * The meta tags of a page whose title and description live in the route
 * registry, translated into the requested address's language.
 */
export function routeMeta(
  path: Parameters<typeof siteRouteMeta>[0],
  location?: MetaLocation,
): MetaDescriptor[] {
  const words = siteRouteMeta(path);
  const i18n = loadedI18n(metaLocale(location));
  return pageMeta({
    path,
    location,
    title: i18n._(words.title),
    description: i18n._(words.description),
  });
}

/** The meta function of a page whose words live in the route registry (routeMeta). */
export const registryPageMeta =
  (path: Parameters<typeof siteRouteMeta>[0]) =>
  ({ location }: MetaArgsLike) =>
    routeMeta(path, location);
