import type { I18n } from "@lingui/core";
import { AREA_NAMES, type CatalogArea } from "./areas";
import {
  createI18n,
  loadAreas,
  loadMessages,
  type CatalogName,
} from "./catalog";
import { localeFromPath } from "./locale-path";
import type { Locale } from "./locales";
import { PSEUDO_CATALOG } from "./pseudo";

/**
 * One Lingui instance per locale (and catalog), created on first use and
 * kept: an instance holds one locale's compiled catalogs and nothing
 * request-specific, so concurrent requests in different languages can share
 * it safely. The server loads every area; a browser starts with `common` and
 * adds the area of each page it shows (loadCatalogArea), for the one locale
 * of its document.
 */
const INSTANCES = new Map<string, Promise<I18n>>();
const IN_BROWSER = typeof document !== "undefined";

/**
 * `catalog` is the locale's own unless a test server asked for the
 * pseudo-locale (app/lib/i18n/pseudo.ts); plural rules and Intl formats
 * always follow `locale`.
 */
export function i18nFor(
  locale: Locale,
  catalog: CatalogName = locale,
): Promise<I18n> {
  const key = `${locale}/${catalog}`;
  let instance = INSTANCES.get(key);
  if (!instance) {
    const areas: readonly CatalogArea[] = IN_BROWSER ? ["common"] : AREA_NAMES;
    instance = loadAreas(catalog, areas).then((m) => createI18n(locale, m));
    // A failed load is retried by the next request instead of cached.
    instance.catch(() => INSTANCES.delete(key));
    INSTANCES.set(key, instance);
  }
  return instance;
}

/** The locale and catalog of the document in this browser tab. */
export function documentCatalog(): { locale: Locale; catalog: CatalogName } {
  const locale = localeFromPath(window.location.pathname);
  const pseudo = document.documentElement.dataset.catalog === PSEUDO_CATALOG;
  return { locale, catalog: pseudo ? PSEUDO_CATALOG : locale };
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
  const { locale, catalog } = documentCatalog();
  const key = `${catalog}/${area}`;
  if (LOADED_AREAS.has(key)) return;
  const [i18n, messages] = await Promise.all([
    i18nFor(locale, catalog),
    loadMessages(catalog, area),
  ]);
  i18n.load(locale, messages);
  LOADED_AREAS.add(key);
}
