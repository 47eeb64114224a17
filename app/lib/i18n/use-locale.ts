import { useLocation } from "react-router";
import { localeFromPath, localizeHref } from "./locale-path";
import type { Locale } from "./locales";

/** The locale of the page being shown, read from its URL. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Maps an English internal href to the current page's locale. */
export function useLocalizeHref(): (href: string) => string {
  const locale = useLocale();
  return (href) => localizeHref(href, locale);
}
