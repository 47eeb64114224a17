import {
  sortedCountries,
  type Country,
} from "#app/lib/compliance/countries.ts";
import { COUNTRY_DATA } from "#app/lib/compliance/countries-data.ts";
import {
  DEFAULT_LOCALE,
  localeInfo,
  perLocale,
  type Locale,
} from "#app/lib/i18n/index.ts";

const PINNED = ["GB", "US"];

/**
 * A locale's list, built once: naming 249 regions and sorting them with a
 * Collator cost milliseconds, and each form page render used to pay it.
 * Frozen, as every request shares it.
 */
const localizedList = perLocale((locale): readonly Country[] => {
  const { htmlLang: intl } = localeInfo(locale);
  const names = new Intl.DisplayNames([intl], {
    type: "region",
    fallback: "none",
  });
  const collator = new Intl.Collator(intl);
  const all = COUNTRY_DATA.map(([code, english]) =>
    Object.freeze({ code, name: names.of(code) ?? english }),
  );
  const pinned = PINNED.flatMap((code) => all.filter((c) => c.code === code));
  const rest = all
    .filter((c) => !PINNED.includes(c.code))
    .sort((a, b) => collator.compare(a.name, b.name));
  return Object.freeze([...pinned, ...rest]);
});

/**
 * The country list in a site language: names from Intl.DisplayNames, GB
 * first, US second, the rest in that language's collation. English is the
 * bundled list unchanged; a name Intl does not know stays in English.
 */
export function countriesIn(locale: Locale): readonly Country[] {
  if (locale === DEFAULT_LOCALE) return sortedCountries();
  return localizedList(locale);
}

/** KV key per locale; English keeps the key it had before languages existed. */
export function countriesKvKey(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "countries:v1" : `countries:v1:${locale}`;
}
