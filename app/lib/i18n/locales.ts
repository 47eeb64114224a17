/**
 * The site's languages. Adding one is a catalog in app/locales/<code>/ and a
 * line here (docs/translation.md). `code` is the URL segment and cookie value,
 * `htmlLang` goes in <html lang> and hreflang, `intl` is handed to Intl APIs,
 * `og` is the Open Graph locale (language_TERRITORY as Facebook lists them:
 * British spelling for English, Brazilian Portuguese, "ar_AR" for Arabic).
 */
// One line per locale, so prettier is told to leave the table alone.
// prettier-ignore
export const LOCALES = [
  { code: "en", htmlLang: "en", dir: "ltr", ownName: "English", intl: "en", og: "en_GB" },
  { code: "de", htmlLang: "de", dir: "ltr", ownName: "Deutsch", intl: "de", og: "de_DE" },
  { code: "fr", htmlLang: "fr", dir: "ltr", ownName: "Français", intl: "fr", og: "fr_FR" },
  { code: "es", htmlLang: "es", dir: "ltr", ownName: "Español", intl: "es", og: "es_ES" },
  { code: "it", htmlLang: "it", dir: "ltr", ownName: "Italiano", intl: "it", og: "it_IT" },
  { code: "pt", htmlLang: "pt", dir: "ltr", ownName: "Português", intl: "pt", og: "pt_BR" },
  { code: "nl", htmlLang: "nl", dir: "ltr", ownName: "Nederlands", intl: "nl", og: "nl_NL" },
  { code: "pl", htmlLang: "pl", dir: "ltr", ownName: "Polski", intl: "pl", og: "pl_PL" },
  { code: "ja", htmlLang: "ja", dir: "ltr", ownName: "日本語", intl: "ja", og: "ja_JP" },
  { code: "zh", htmlLang: "zh-Hans", dir: "ltr", ownName: "简体中文", intl: "zh-Hans", og: "zh_CN" },
  { code: "hi", htmlLang: "hi", dir: "ltr", ownName: "हिन्दी", intl: "hi", og: "hi_IN" },
  { code: "ar", htmlLang: "ar", dir: "rtl", ownName: "العربية", intl: "ar", og: "ar_AR" },
] as const satisfies readonly LocaleInfo[];

export interface LocaleInfo {
  code: string;
  htmlLang: string;
  dir: "ltr" | "rtl";
  ownName: string;
  intl: string;
  og: string;
}

export type Locale = (typeof LOCALES)[number]["code"];

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
