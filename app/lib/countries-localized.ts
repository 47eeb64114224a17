import { sortedCountries, type Country } from "./countries";
import { COUNTRY_DATA } from "./countries-data";
import { DEFAULT_LOCALE, localeInfo, type Locale } from "./i18n/locales";

const PINNED = ["GB", "US"];

/**
 * The country list in a site language: names from Intl.DisplayNames, GB
 * first, US second, the rest in that language's collation. English is the
 * bundled list unchanged; a name Intl does not know stays in English.
 */
export function countriesIn(locale: Locale): Country[] {
  if (locale === DEFAULT_LOCALE) return sortedCountries();
  const { intl } = localeInfo(locale);
  const names = new Intl.DisplayNames([intl], {
    type: "region",
    fallback: "none",
  });
  const collator = new Intl.Collator(intl);
  const all = COUNTRY_DATA.map(([code, english]) => ({
    code,
    name: names.of(code) ?? english,
  }));
  const pinned = PINNED.flatMap((code) => all.filter((c) => c.code === code));
  const rest = all
    .filter((c) => !PINNED.includes(c.code))
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...pinned, ...rest];
}

/** KV key per locale; English keeps the key it had before languages existed. */
export function countriesKvKey(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "countries:v1" : `countries:v1:${locale}`;
}
