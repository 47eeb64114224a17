import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { CatalogArea } from "#app/lib/i18n/areas.ts";
import type { Locale } from "#app/lib/i18n/locales.ts";
import { catalogExists, fetchCatalog } from "#app/lib/i18n/catalog-source.ts";
import { priceValues } from "#app/lib/i18n/price-values.ts";
import type { PSEUDO_CATALOG } from "#app/lib/i18n/pseudo.ts";

/**
 * The server's compiled catalogs (and the tests'): @lingui/vite-plugin
 * compiles each PO file at build time, so nobody parses ICU at run time (no
 * eval, fine under the strict CSP). Where they come from is
 * app/lib/i18n/catalog-source.ts: imported PO modules in development and
 * tests, static assets read on first use in the production Worker. Browsers
 * never import this module: they get their page's catalogs inside the
 * document and fetch others as JSON (app/lib/i18n/browser-catalog.ts), so a
 * visitor's JavaScript does not grow with the number of languages.
 */

/** A catalog directory: a locale, or the tests' pseudo-locale. */
export type CatalogName = Locale | typeof PSEUDO_CATALOG;

/** Loaded catalogs, kept: compiled messages hold nothing request-specific. */
const LOADED = new Map<string, Promise<Messages>>();

export function hasCatalog(locale: string, area: string): boolean {
  return catalogExists(locale, area);
}

export function loadMessages(
  locale: CatalogName,
  area: CatalogArea = "common",
): Promise<Messages> {
  const key = `${locale}/${area}`;
  let loaded = LOADED.get(key);
  if (!loaded) {
    loaded = fetchCatalog(locale, area);
    // A failed load is retried by the next caller instead of kept.
    loaded.catch(() => LOADED.delete(key));
    LOADED.set(key, loaded);
  }
  return loaded;
}

/** Several areas' messages as one catalog. */
export async function loadAreas(
  locale: CatalogName,
  areas: readonly CatalogArea[],
): Promise<Messages> {
  const parts = await Promise.all(areas.map((a) => loadMessages(locale, a)));
  return Object.assign({}, ...parts) as Messages;
}

/**
 * A request- or page-scoped instance; never share one across requests. The
 * business figures ({price}, {minimum}, …) are its variables, so every
 * message may name them without its component passing them.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({
    locale,
    messages: { [locale]: messages },
    variables: priceValues(locale),
  });
}
