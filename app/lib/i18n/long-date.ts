import { localeInfo, perLocale, type Locale } from "#app/lib/i18n/locales.ts";

/** Built once per locale (perLocale in ./locales.ts). */
const longDateFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(localeInfo(locale).htmlLang, {
      dateStyle: "long",
      timeZone: "UTC",
    }),
);

/**
 * A calendar day (YYYY-MM-DD) written out for a locale's reader, read in UTC
 * so the day never shifts with the server's or browser's time zone. English
 * reads "October 14, 2025".
 */
export function longDate(day: string, locale: Locale): string {
  return longDateFormat(locale).format(new Date(`${day}T00:00:00Z`));
}
