import type { I18n } from "@lingui/core";
import { AREA_NAMES, type CatalogArea } from "./areas";
import { createI18n, loadAreas, loadMessages } from "./catalog";
import { localeFromPath } from "./locale-path";
import type { Locale } from "./locales";

/**
 * One Lingui instance per locale, created on first use and kept: an instance
 * holds one locale's compiled catalogs and nothing request-specific, so
 * concurrent requests in different languages can share it safely. The server
 * loads every area; a browser starts with `common` and adds the area of each
 * page it shows (loadCatalogArea), for the one locale of its document.
 */
const INSTANCES = new Map<Locale, Promise<I18n>>();
const IN_BROWSER = typeof document !== "undefined";

export function i18nFor(locale: Locale): Promise<I18n> {
  let instance = INSTANCES.get(locale);
  if (!instance) {
    const areas: readonly CatalogArea[] = IN_BROWSER ? ["common"] : AREA_NAMES;
    instance = loadAreas(locale, areas).then((m) => createI18n(locale, m));
    // A failed load is retried by the next request instead of cached.
    instance.catch(() => INSTANCES.delete(locale));
    INSTANCES.set(locale, instance);
  }
  return instance;
}

const LOADED_AREAS = new Set<string>();

/**
 * Adds an area's words to the browser's instance before a page of that area
 * renders: route modules call it at their top level (`await`), so React
 * Router imports the words together with the page. The server already has
 * every area, so there it returns at once.
 */
export async function loadCatalogArea(area: CatalogArea): Promise<void> {
  if (!IN_BROWSER) return;
  const locale = localeFromPath(window.location.pathname);
  const key = `${locale}/${area}`;
  if (LOADED_AREAS.has(key)) return;
  const [i18n, messages] = await Promise.all([
    i18nFor(locale),
    loadMessages(locale, area),
  ]);
  i18n.load(locale, messages);
  LOADED_AREAS.add(key);
}
