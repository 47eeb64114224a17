import {
  DEFAULT_LOCALE,
  toLocale,
  type Locale,
} from "#app/lib/i18n/locales.ts";

/**
 * The API answers in the language of the page that called it: a localized
 * page adds `?locale=<code>`; English pages add nothing, so their calls and
 * answers stay exactly as they were.
 */
export function withLocaleParam(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  const joiner = path.includes("?") ? "&" : "?";
  return `${path}${joiner}locale=${encodeURIComponent(locale)}`;
}

/** The locale an API request asked for; English when absent or unknown. */
export function localeFromQuery(url: string): Locale {
  return toLocale(new URL(url).searchParams.get("locale")) ?? DEFAULT_LOCALE;
}
