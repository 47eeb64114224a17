import type { I18n } from "@lingui/core";
import { AREA_NAMES } from "#app/lib/i18n/areas.ts";
import { createI18n, loadAreas } from "#app/lib/i18n/catalog.ts";
import { DEFAULT_LOCALE, type Locale } from "#app/lib/i18n/locales.ts";

/** An instance holding every area of a locale, as the server uses. */
export async function loadI18n(locale: Locale = DEFAULT_LOCALE): Promise<I18n> {
  return createI18n(locale, await loadAreas(locale, AREA_NAMES));
}
