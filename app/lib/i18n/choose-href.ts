import type { Locale } from "#app/lib/i18n/locales.ts";

/**
 * The address that remembers a language choice and opens the current page
 * in it (workers/api/locale.ts): a plain link, so it works without
 * JavaScript and loads a new document with that language's catalog.
 */
export function chooseLocaleHref(to: Locale, currentPathAndQuery: string) {
  const params = new URLSearchParams({ to, return: currentPathAndQuery });
  return `/api/locale?${params.toString()}`;
}
