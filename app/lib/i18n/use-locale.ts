import { useLocation } from "react-router";
import { localeFromPath, localizeHref } from "#app/lib/i18n/locale-path.ts";
import type { Locale } from "#app/lib/i18n/locales.ts";

/** The locale of the page being shown, read from its URL. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Maps an English internal href to the current page's locale. */
export function useLocalizeHref(): (href: string) => string {
  const locale = useLocale();
  return (href) => localizeHref(href, locale);
}
