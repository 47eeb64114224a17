/**
 * The site's languages. Adding one is a catalog in app/locales/<code>/, a
 * line here and its lines in the tables TypeScript then asks for
 * (docs/translation.md "Adding a locale"). `code` is the URL segment and
 * cookie value; `htmlLang` goes in <html lang> and hreflang and is the tag
 * handed to Intl APIs (the code unless given); `dir` is "rtl" for a
 * right-to-left script ("ltr" unless given); `reviewed` says a native
 * speaker has reviewed its translations: until then every page says so in
 * one line (app/components/review-note.tsx).
 *
 * Every page's script runs this table, so it holds only what the browser
 * needs, and only what differs from the defaults
 * (docs/decisions/client-chunks.md): each language's own name, the language
 * menu's areas and the Open Graph locale are in
 * app/lib/i18n/languages.server.ts, the script the QR kit prints with in
 * app/lib/qr-kit/fonts.ts.
 */
// One line per locale, so prettier is told to leave the table alone.
// prettier-ignore
const REGISTRY = [
  { code: "en", reviewed: true },
  { code: "de" },
  { code: "fr" },
  { code: "es" },
  { code: "it" },
  { code: "pt" },
  { code: "nl" },
  { code: "pl" },
  { code: "ja" },
  { code: "zh", htmlLang: "zh-Hans" },
  { code: "hi" },
  { code: "ar", dir: "rtl" },
  { code: "tr" },
  { code: "ko" },
  { code: "id" },
  { code: "ru" },
  { code: "uk" },
  { code: "vi" },
  { code: "th" },
  { code: "bn" },
  { code: "zh-hant", htmlLang: "zh-Hant" },
  { code: "he", dir: "rtl" },
  { code: "fa", dir: "rtl" },
  { code: "ur", dir: "rtl" },
  { code: "sv" },
  { code: "da" },
  { code: "nb" },
  { code: "cs" },
  { code: "el" },
  { code: "ro" },
  { code: "hu" },
  { code: "ms" },
  { code: "fi" },
  { code: "fil" },
  { code: "ta" },
  { code: "sw" },
] as const satisfies readonly LocaleLine[];

interface LocaleLine {
  code: string;
  htmlLang?: string;
  dir?: "rtl";
  reviewed?: true;
}

export type Locale = (typeof REGISTRY)[number]["code"];

export interface LocaleInfo {
  code: Locale;
  htmlLang: string;
  dir: "ltr" | "rtl";
  reviewed: boolean;
}

/** The registry with its defaults filled in. */
export const LOCALES: readonly LocaleInfo[] = REGISTRY.map(
  (l: LocaleLine & { code: Locale }) => ({
    code: l.code,
    htmlLang: l.htmlLang ?? l.code,
    dir: l.dir ?? "ltr",
    reviewed: l.reviewed ?? false,
  }),
);

/** English keeps the unprefixed URLs and is the fallback for every lookup. */
export const DEFAULT_LOCALE: Locale = "en";

export const LOCALE_CODES: readonly Locale[] = LOCALES.map((l) => l.code);

const BY_CODE = new Map<string, LocaleInfo>(LOCALES.map((l) => [l.code, l]));

export function isLocale(value: string | null | undefined): value is Locale {
  return value != null && BY_CODE.has(value);
}

export function localeInfo(locale: Locale): LocaleInfo {
  return BY_CODE.get(locale)!;
}

/**
 * A locale from a code or an html lang value in any letter case ("DE",
 * "zh-hans"); null for anything the registry does not list.
 */
export function toLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  const hit = LOCALES.find(
    (l) => l.code === v || l.htmlLang.toLowerCase() === v,
  );
  return hit ? hit.code : null;
}

/**
 * A value built on first use for a locale and kept for the isolate's life
 * (here, not in a file of its own, so browsers get no extra chunk for it).
 * Intl constructors (NumberFormat, DateTimeFormat, DisplayNames, Collator)
 * load ICU data and cost far more than the formatting they do; building
 * them on every call made each non-English page render slower than the
 * English one. At most one entry per registry locale, so it stays small.
 */
export function perLocale<T>(
  build: (locale: Locale) => T,
): (locale: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale) => {
    if (!built.has(locale)) built.set(locale, build(locale));
    return built.get(locale)!;
  };
}
