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

export function i18nFor(locale: Locale): Promise<I18n> {
  let instance = INSTANCES.get(locale);
  if (!instance) {
    instance = loadMessages(locale).then((m) => createI18n(locale, m));
    // A failed load is retried by the next request instead of cached.
    instance.catch(() => INSTANCES.delete(locale));
    INSTANCES.set(locale, instance);
  }
  return instance;
}
