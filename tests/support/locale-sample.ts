import { LOCALES, type Locale } from "#app/lib/i18n/locales.ts";
import { LOCALE_SCRIPTS } from "#app/lib/qr-kit/fonts.ts";
import { catalogText } from "./catalog-text";

/**
 * The languages a costly browser walk visits instead of all of them
 * (docs/testing-behaviours.md "Every language, or a sample"). A walk in a
 * browser costs seconds per language; what a layout can get wrong in one
 * language it gets wrong for a reason this sample holds:
 * - the first language of every script, in registry order
 *   (LOCALE_SCRIPTS in app/lib/qr-kit/fonts.ts): its fonts, line breaking
 *   and glyph widths, so a language with a new script is walked without
 *   another edit;
 * - every right-to-left language: mirroring, and their words differ;
 * - German, the longest compound words among the Latin languages.
 * English is the first Latin language. The pseudo-locale, longer than every
 * real language, is walked on its own where a walk checks fit
 * (tests/e2e/phone-fit.spec.ts). What costs one HTTP read per language (lang,
 * dir, hreflang, the not-yet-reviewed note) still runs for every language
 * (tests/e2e/languages.spec.ts, tests/worker/).
 */
export const WALKED_LOCALES: readonly Locale[] = sample([
  ...LOCALES.filter(
    (l, i) =>
      LOCALES.findIndex(
        (first) => LOCALE_SCRIPTS[first.code] === LOCALE_SCRIPTS[l.code],
      ) === i,
  ).map((l) => l.code),
  ...LOCALES.filter((l) => l.dir === "rtl").map((l) => l.code),
  "de",
]);

/**
 * The languages whose site header words (Log in, Subscribe: the header's
 * only words; the language menu shows a two-letter code) are longest, read
 * from the catalogs: what overflows a phone's header first. Ties go by
 * registry order.
 */
export function longestHeaderWords(count: number): Locale[] {
  const length = (locale: Locale) =>
    [...catalogText(locale, "Log in")].length +
    [...catalogText(locale, "Subscribe")].length;
  return LOCALES.map((l) => l.code)
    .map((code, i) => ({ code, i, length: length(code) }))
    .sort((a, b) => b.length - a.length || a.i - b.i)
    .slice(0, count)
    .map((l) => l.code);
}

/** Without repeats, in registry order. */
export function sample(locales: readonly Locale[]): Locale[] {
  return LOCALES.map((l) => l.code).filter((code) => locales.includes(code));
}

/** `list` cut into `parts` runs of near-equal length, in order. */
export function split<T>(list: readonly T[], parts: number): T[][] {
  const size = Math.ceil(list.length / parts);
  return Array.from({ length: parts }, (_, i) =>
    list.slice(i * size, (i + 1) * size),
  ).filter((part) => part.length > 0);
}
