import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
} from "#app/lib/i18n/locales.ts";

/**
 * Paths that exist once for every language: QR redirects (Latin and Cyrillic
 * "c" or "С"; a code's check page /c/<code>+ is a page in every language), the API,
 * static files, the operator console, reports and the files crawlers fetch
 * by fixed name.
 */
const UNLOCALIZED: readonly RegExp[] = [
  /^\/c\/(?!.*(?:\+|%2b)$)/i,
  /^\/[сС]\//,
  /^\/api(\/|$)/,
  /^\/static\//,
  /^\/admin/,
  /^\/report\//,
  // The payee's statement is a file, the same in every language.
  /^\/my-trust-code\/statement\.csv$/,
  /^\/sitemap\.xml$/,
  /^\/robots\.txt$/,
];

/** True for paths served in one version only, never under /<locale>/. */
export function isUnlocalizedPath(pathname: string): boolean {
  let p = pathname;
  try {
    p = decodeURI(pathname);
  } catch {
    // A malformed escape is matched as written.
  }
  return UNLOCALIZED.some((re) => re.test(p));
}

export interface SplitPath {
  /** The locale named by the first segment, or English when none is. */
  locale: Locale;
  /** Whether the first segment named a locale (also true for "/en/..."). */
  prefixed: boolean;
  /** The path without the locale segment, always starting with "/". */
  path: string;
}

/**
 * Splits "/de/demo" into de + "/demo" and "/de" or "/de/" into de + "/".
 * A first segment that is no locale leaves the path as it is, in English.
 */
export function splitLocale(pathname: string): SplitPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const segment = match?.[1];
  if (segment && isLocale(segment)) {
    return { locale: segment, prefixed: true, path: match?.[2] || "/" };
  }
  return { locale: DEFAULT_LOCALE, prefixed: false, path: pathname || "/" };
}

export function localeFromPath(pathname: string): Locale {
  return splitLocale(pathname).locale;
}

/**
 * The URL path of `pathname` in `locale`: English stays unprefixed, other
 * locales get "/<code>", a home becomes "/<code>/", and unlocalized paths are
 * returned unchanged. Any existing locale prefix is replaced.
 */
export function localizePath(pathname: string, locale: Locale): string {
  const { path } = splitLocale(pathname);
  if (isUnlocalizedPath(path)) return path;
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}/` : `/${locale}${path}`;
}

/**
 * An internal link for a page in `locale`: "/?fromsubpage=true" becomes
 * "/de/?fromsubpage=true". External links, fragments and other schemes are
 * returned unchanged.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? "" : href.slice(cut);
  return localizePath(path, locale) + rest;
}
