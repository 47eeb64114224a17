import type { I18n } from "@lingui/core";
import { createI18n, loadMessages } from "./catalog";
import type { Locale } from "./locales";

/**
 * One Lingui instance per locale, created on first use and kept: an instance
 * holds one locale's compiled catalog and nothing request-specific, so
 * concurrent requests in different languages can share it safely. The
 * browser only ever loads the locale of the page it is on.
 */
const INSTANCES = new Map<Locale, Promise<I18n>>();
/** The same instances once loaded, for code that cannot wait (route meta). */
const READY = new Map<Locale, I18n>();

export function i18nFor(locale: Locale): Promise<I18n> {
  let instance = INSTANCES.get(locale);
  if (!instance) {
    instance = loadMessages(locale).then((m) => {
      const i18n = createI18n(locale, m);
      READY.set(locale, i18n);
      return i18n;
    });
    // A failed load is retried by the next request instead of cached.
    instance.catch(() => INSTANCES.delete(locale));
    INSTANCES.set(locale, instance);
  }
  return instance;
}

/**
 * The instance of a locale already loaded by i18nFor. Route meta functions
 * run while the page renders, and both entries (app/entry.server.tsx,
 * app/entry.client.tsx) load the page's locale before rendering, so it is
 * always there; anything else is a programming error.
 */
export function loadedI18n(locale: Locale): I18n {
  const i18n = READY.get(locale);
  if (!i18n) throw new Error(`Locale "${locale}" is not loaded yet`);
  return i18n;
}
