import { localeInfo, perLocale, type Locale } from "#app/lib/i18n/locales.ts";

/** Built once per locale (perLocale in app/lib/i18n/locales.ts). */
const longMonth = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(localeInfo(locale).htmlLang, {
      year: "numeric",
      month: "long",
      timeZone: "UTC",
    }),
);
const shortMonth = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(localeInfo(locale).htmlLang, {
      year: "2-digit",
      month: "short",
      timeZone: "UTC",
    }),
);

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** A month (YYYY-MM, UTC) written out for the locale: "December 2026", "Dezember 2026", "2026年12月". */
export const monthLabel = (month: string, locale: Locale) =>
  longMonth(locale).format(monthDate(month));

/** The same, short, for a chart's axis: "Dec 26", "Dez. 26", "26年12月". */
export const shortMonthLabel = (month: string, locale: Locale) =>
  shortMonth(locale).format(monthDate(month));
