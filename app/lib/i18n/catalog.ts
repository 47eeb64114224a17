import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { CatalogArea } from "./areas";
import type { Locale } from "./locales";
import { priceValues } from "./price-values";
import type { PSEUDO_CATALOG } from "./pseudo";

/**
 * Every compiled catalog, for the server (and tests): @lingui/vite-plugin
 * compiles each PO file at build time, so nobody parses ICU at run time (no
 * eval, fine under the strict CSP). Browsers never import this map: they get
 * their page's catalogs inside the document and fetch others as JSON
 * (app/lib/i18n/browser-catalog.ts), so a visitor's JavaScript does not grow
 * with the number of languages.
 */
const CATALOGS = import.meta.glob<{ messages: Messages }>(
  "../../locales/*/*.po",
);

/** A catalog directory: a locale, or the tests' pseudo-locale. */
export type CatalogName = Locale | typeof PSEUDO_CATALOG;

/** Loaded catalogs, kept: compiled messages hold nothing request-specific. */
const LOADED = new Map<string, Messages>();

export function hasCatalog(locale: string, area: string): boolean {
  return `../../locales/${locale}/${area}.po` in CATALOGS;
}

export async function loadMessages(
  locale: CatalogName,
  area: CatalogArea = "common",
): Promise<Messages> {
  const key = `${locale}/${area}`;
  const loaded = LOADED.get(key);
  if (loaded) return loaded;
  const load = CATALOGS[`../../locales/${locale}/${area}.po`];
  if (!load) throw new Error(`No ${area} catalog for locale "${locale}"`);
  const { messages } = await load();
  LOADED.set(key, messages);
  return messages;
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
