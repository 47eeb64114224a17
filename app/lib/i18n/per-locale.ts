import type { Locale } from "./locales";

/**
 * A value built on first use for a locale and kept for the isolate's life.
 * Intl constructors (NumberFormat, DateTimeFormat, DisplayNames, Collator)
 * load ICU data and cost far more than the formatting they do; building
 * them on every call made each non-English page render slower than the
 * English one. At most one entry per registry locale, so it stays small.
 */
export function perLocale<T>(
  build: (locale: Locale) => T,
): (locale: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale) => {
    if (!built.has(locale)) built.set(locale, build(locale));
    return built.get(locale)!;
  };
}
