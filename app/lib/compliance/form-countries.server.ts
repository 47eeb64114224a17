import { countriesIn } from "#app/lib/compliance/countries-localized.ts";
import type { Country } from "#app/lib/compliance/countries.ts";
import { localeFromPath, DEFAULT_LOCALE } from "#app/lib/i18n/index.ts";

/**
 * The country list a form page renders for its URL's language; null on
 * English pages, which render the bundled list (nothing added to their HTML).
 */
export function formCountries(request: Request): readonly Country[] | null {
  const locale = localeFromPath(new URL(request.url).pathname);
  return locale === DEFAULT_LOCALE ? null : countriesIn(locale);
}
