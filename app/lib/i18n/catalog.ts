import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { AREA_NAMES, type CatalogArea } from "./areas";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import type { PSEUDO_CATALOG } from "./pseudo";

/**
 * One lazily imported chunk per locale and area: @lingui/vite-plugin
 * compiles each PO file at build time, so a visitor downloads only the
 * catalogs of their locale and page, and the browser never parses ICU (no
 * eval, fine under the strict CSP).
 */
const CATALOGS = import.meta.glob<{ messages: Messages }>(
  "../../locales/*/*.po",
);

/** A catalog directory: a locale, or the tests' pseudo-locale. */
export type CatalogName = Locale | typeof PSEUDO_CATALOG;

export async function loadMessages(
  locale: CatalogName,
  area: CatalogArea = "common",
): Promise<Messages> {
  const load = CATALOGS[`../../locales/${locale}/${area}.po`];
  if (!load) throw new Error(`No ${area} catalog for locale "${locale}"`);
  return (await load()).messages;
}

/** Several areas' messages as one catalog. */
export async function loadAreas(
  locale: CatalogName,
  areas: readonly CatalogArea[],
): Promise<Messages> {
  const parts = await Promise.all(areas.map((a) => loadMessages(locale, a)));
  return Object.assign({}, ...parts) as Messages;
}

/** A request- or page-scoped instance; never share one across requests. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** An instance holding every area of a locale, as the server uses. */
export async function loadI18n(locale: Locale = DEFAULT_LOCALE): Promise<I18n> {
  return createI18n(locale, await loadAreas(locale, AREA_NAMES));
}
