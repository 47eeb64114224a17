import type { I18n, Messages } from "@lingui/core";
import {
  AREA_NAMES,
  type CatalogArea,
  type CatalogHandle,
} from "#app/lib/i18n/areas.ts";
import {
  browserMessages,
  hasDocumentCatalog,
} from "#app/lib/i18n/browser-catalog.ts";
import {
  createI18n,
  loadAreas,
  loadMessages,
  type CatalogName,
} from "#app/lib/i18n/catalog.ts";
import { localeFromPath } from "#app/lib/i18n/locale-path.ts";
import type { Locale } from "#app/lib/i18n/locales.ts";
import { PSEUDO_CATALOG } from "#app/lib/i18n/pseudo.ts";

/**
 * One Lingui instance per locale (and catalog), created on first use and
 * kept: an instance holds one locale's compiled catalogs and nothing
 * request-specific, so concurrent requests in different languages can share
 * it safely. The server loads every area; a browser starts with `common` and
 * adds the areas of each page it shows (loadCatalogAreas), for the one locale
 * of its document.
 */
const INSTANCES = new Map<string, Promise<I18n>>();
/** The same instances once loaded, for code that cannot wait (route meta). */
const READY = new Map<string, I18n>();
const IN_BROWSER = typeof document !== "undefined";

/**
 * One area's messages. The browser build takes them from the document or
 * fetches them (app/lib/i18n/browser-catalog.ts): Vite sets
 * import.meta.env.SSR to false there, so the server's map of every compiled
 * catalog is left out of the browser's JavaScript.
 */
function areaMessages(
  catalog: CatalogName,
  area: CatalogArea,
): Promise<Messages> {
  return import.meta.env.SSR
    ? loadMessages(catalog, area)
    : browserMessages(catalog, area);
}

async function areasMessages(
  catalog: CatalogName,
  areas: readonly CatalogArea[],
): Promise<Messages> {
  if (import.meta.env.SSR) return loadAreas(catalog, areas);
  const parts = await Promise.all(areas.map((a) => areaMessages(catalog, a)));
  return Object.assign({}, ...parts) as Messages;
}

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
    instance = areasMessages(catalog, areas).then((m) => {
      const i18n = createI18n(locale, m);
      READY.set(key, i18n);
      return i18n;
    });
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
 * Adds a page's areas (its `handle.catalogAreas`) to the browser's instance
 * before the page renders: route modules await it at their top level, so
 * React Router imports the words together with the page. The server already
 * has every area, so there it returns at once; so does a document the server
 * did not render (component tests).
 */
export async function loadCatalogAreas(handle: CatalogHandle): Promise<void> {
  if (!IN_BROWSER || import.meta.env.SSR || !hasDocumentCatalog()) return;
  const { locale, catalog } = documentCatalog();
  const wanted = (handle.catalogAreas ?? []).filter(
    (area) => !LOADED_AREAS.has(`${catalog}/${area}`),
  );
  if (!wanted.length) return;
  const [i18n, messages] = await Promise.all([
    i18nFor(locale, catalog),
    areasMessages(catalog, wanted),
  ]);
  i18n.load(locale, messages);
  for (const area of wanted) LOADED_AREAS.add(`${catalog}/${area}`);
}

/**
 * The instance of a locale already loaded by i18nFor. Route meta functions
 * run while the page renders, and both entries (app/entry.server.tsx,
 * app/entry.client.tsx) load the page's locale before rendering, so it is
 * always there; anything else is a programming error.
 */
export function loadedI18n(locale: Locale): I18n {
  // The locale's own catalog; on a test server that only rendered the
  // pseudo-locale so far, that one.
  const i18n =
    READY.get(`${locale}/${locale}`) ??
    READY.get(`${locale}/${PSEUDO_CATALOG}`);
  if (!i18n) throw new Error(`Locale "${locale}" is not loaded yet`);
  return i18n;
}
