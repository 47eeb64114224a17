import {
  isUnlocalizedPath,
  localizePath,
  splitLocale,
} from "#app/lib/i18n/locale-path.ts";
import { DEFAULT_LOCALE, LOCALES } from "#app/lib/i18n/locales.ts";

export interface Alternate {
  hreflang: string;
  href: string;
}

function absolute(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/**
 * <link rel="alternate"> entries for a page: one per locale (hreflang is the
 * html lang value) plus x-default on the English URL. Unlocalized paths have
 * none. `pathname` may carry any locale prefix; `origin` is "https://host".
 */
export function hreflangAlternates(
  pathname: string,
  origin: string,
): Alternate[] {
  const { path } = splitLocale(pathname);
  if (isUnlocalizedPath(path)) return [];
  const links: Alternate[] = LOCALES.map((l) => ({
    hreflang: l.htmlLang,
    href: absolute(origin, localizePath(path, l.code)),
  }));
  links.push({
    hreflang: "x-default",
    href: absolute(origin, localizePath(path, DEFAULT_LOCALE)),
  });
  return links;
}

/** The self-referencing canonical URL of the page at `pathname`. */
export function canonicalUrl(pathname: string, origin: string): string {
  const { locale, path } = splitLocale(pathname);
  return absolute(origin, localizePath(path, locale));
}
