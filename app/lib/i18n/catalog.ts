import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/**
 * One lazily imported chunk per locale: @lingui/vite-plugin compiles each PO
 * file at build time, so a visitor downloads the catalog of their locale only
 * and the browser never parses ICU (no eval, fine under the strict CSP).
 */
const CATALOGS = import.meta.glob<{ messages: Messages }>(
  "../../locales/*/messages.po",
);

export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = CATALOGS[`../../locales/${locale}/messages.po`];
  if (!load) throw new Error(`No catalog for locale "${locale}"`);
  return (await load()).messages;
}

/** A request- or page-scoped instance; never share one across requests. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

export async function loadI18n(locale: Locale = DEFAULT_LOCALE): Promise<I18n> {
  return createI18n(locale, await loadMessages(locale));
}
