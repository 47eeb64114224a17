import { countriesIn } from "./countries-localized";
import type { Country } from "./countries";
import { localeFromPath } from "../i18n/locale-path";
import { DEFAULT_LOCALE } from "../i18n/locales";

/**
 * The country list a form page renders for its URL's language; null on
 * English pages, which render the bundled list (nothing added to their HTML).
 */
export function formCountries(request: Request): readonly Country[] | null {
  const locale = localeFromPath(new URL(request.url).pathname);
  return locale === DEFAULT_LOCALE ? null : countriesIn(locale);
}
