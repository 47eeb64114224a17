/**
 * The site's languages. Adding one is a catalog in app/locales/<code>/ and a
 * line here (docs/translation.md). `code` is the URL segment and cookie value,
 * `htmlLang` goes in <html lang> and hreflang, `intl` is handed to Intl APIs,
 * `og` is the Open Graph locale (language_TERRITORY as Facebook lists them:
 * British spelling for English, Brazilian Portuguese, "ar_AR" for Arabic),
 * `script` the ISO 15924 script its words are written in (the QR kit's fonts
 * follow it, app/lib/qr-kit/fonts.ts), `region` the switcher's group, and
 * `reviewed` whether a native
 * speaker has reviewed its translations: until then every page says so in
 * one line (app/components/review-note.tsx).
 */
// One line per locale, so prettier is told to leave the table alone.
// prettier-ignore
export const LOCALES = [
  { code: "en", htmlLang: "en", dir: "ltr", ownName: "English", intl: "en", og: "en_GB", script: "Latn", region: "150", reviewed: true },
  { code: "de", htmlLang: "de", dir: "ltr", ownName: "Deutsch", intl: "de", og: "de_DE", script: "Latn", region: "150", reviewed: false },
  { code: "fr", htmlLang: "fr", dir: "ltr", ownName: "Français", intl: "fr", og: "fr_FR", script: "Latn", region: "150", reviewed: false },
  { code: "es", htmlLang: "es", dir: "ltr", ownName: "Español", intl: "es", og: "es_ES", script: "Latn", region: "150", reviewed: false },
  { code: "it", htmlLang: "it", dir: "ltr", ownName: "Italiano", intl: "it", og: "it_IT", script: "Latn", region: "150", reviewed: false },
  { code: "pt", htmlLang: "pt", dir: "ltr", ownName: "Português", intl: "pt", og: "pt_BR", script: "Latn", region: "150", reviewed: false },
  { code: "nl", htmlLang: "nl", dir: "ltr", ownName: "Nederlands", intl: "nl", og: "nl_NL", script: "Latn", region: "150", reviewed: false },
  { code: "pl", htmlLang: "pl", dir: "ltr", ownName: "Polski", intl: "pl", og: "pl_PL", script: "Latn", region: "150", reviewed: false },
  { code: "ja", htmlLang: "ja", dir: "ltr", ownName: "日本語", intl: "ja", og: "ja_JP", script: "Jpan", region: "142", reviewed: false },
  { code: "zh", htmlLang: "zh-Hans", dir: "ltr", ownName: "简体中文", intl: "zh-Hans", og: "zh_CN", script: "Hans", region: "142", reviewed: false },
  { code: "hi", htmlLang: "hi", dir: "ltr", ownName: "हिन्दी", intl: "hi", og: "hi_IN", script: "Deva", region: "142", reviewed: false },
  { code: "ar", htmlLang: "ar", dir: "rtl", ownName: "العربية", intl: "ar", og: "ar_AR", script: "Arab", region: "145", reviewed: false },
  { code: "tr", htmlLang: "tr", dir: "ltr", ownName: "Türkçe", intl: "tr", og: "tr_TR", script: "Latn", region: "145", reviewed: false },
  { code: "ko", htmlLang: "ko", dir: "ltr", ownName: "한국어", intl: "ko", og: "ko_KR", script: "Kore", region: "142", reviewed: false },
  { code: "id", htmlLang: "id", dir: "ltr", ownName: "Bahasa Indonesia", intl: "id", og: "id_ID", script: "Latn", region: "142", reviewed: false },
  { code: "ru", htmlLang: "ru", dir: "ltr", ownName: "Русский", intl: "ru", og: "ru_RU", script: "Cyrl", region: "150", reviewed: false },
  { code: "uk", htmlLang: "uk", dir: "ltr", ownName: "Українська", intl: "uk", og: "uk_UA", script: "Cyrl", region: "150", reviewed: false },
  { code: "vi", htmlLang: "vi", dir: "ltr", ownName: "Tiếng Việt", intl: "vi", og: "vi_VN", script: "Latn", region: "142", reviewed: false },
  { code: "th", htmlLang: "th", dir: "ltr", ownName: "ไทย", intl: "th", og: "th_TH", script: "Thai", region: "142", reviewed: false },
  { code: "bn", htmlLang: "bn", dir: "ltr", ownName: "বাংলা", intl: "bn", og: "bn_IN", script: "Beng", region: "142", reviewed: false },
  { code: "zh-hant", htmlLang: "zh-Hant", dir: "ltr", ownName: "繁體中文", intl: "zh-Hant", og: "zh_TW", script: "Hant", region: "142", reviewed: false },
  { code: "he", htmlLang: "he", dir: "rtl", ownName: "עברית", intl: "he", og: "he_IL", script: "Hebr", region: "145", reviewed: false },
  { code: "fa", htmlLang: "fa", dir: "rtl", ownName: "فارسی", intl: "fa", og: "fa_IR", script: "Arab", region: "145", reviewed: false },
  { code: "ur", htmlLang: "ur", dir: "rtl", ownName: "اردو", intl: "ur", og: "ur_PK", script: "Arab", region: "142", reviewed: false },
  { code: "sv", htmlLang: "sv", dir: "ltr", ownName: "Svenska", intl: "sv", og: "sv_SE", script: "Latn", region: "150", reviewed: false },
  { code: "da", htmlLang: "da", dir: "ltr", ownName: "Dansk", intl: "da", og: "da_DK", script: "Latn", region: "150", reviewed: false },
  { code: "nb", htmlLang: "nb", dir: "ltr", ownName: "Norsk bokmål", intl: "nb", og: "nb_NO", script: "Latn", region: "150", reviewed: false },
  { code: "cs", htmlLang: "cs", dir: "ltr", ownName: "Čeština", intl: "cs", og: "cs_CZ", script: "Latn", region: "150", reviewed: false },
  { code: "el", htmlLang: "el", dir: "ltr", ownName: "Ελληνικά", intl: "el", og: "el_GR", script: "Grek", region: "150", reviewed: false },
  { code: "ro", htmlLang: "ro", dir: "ltr", ownName: "Română", intl: "ro", og: "ro_RO", script: "Latn", region: "150", reviewed: false },
  { code: "hu", htmlLang: "hu", dir: "ltr", ownName: "Magyar", intl: "hu", og: "hu_HU", script: "Latn", region: "150", reviewed: false },
  { code: "ms", htmlLang: "ms", dir: "ltr", ownName: "Bahasa Melayu", intl: "ms", og: "ms_MY", script: "Latn", region: "142", reviewed: false },
  { code: "fi", htmlLang: "fi", dir: "ltr", ownName: "Suomi", intl: "fi", og: "fi_FI", script: "Latn", region: "150", reviewed: false },
  { code: "fil", htmlLang: "fil", dir: "ltr", ownName: "Filipino", intl: "fil", og: "tl_PH", script: "Latn", region: "142", reviewed: false },
  { code: "ta", htmlLang: "ta", dir: "ltr", ownName: "தமிழ்", intl: "ta", og: "ta_IN", script: "Taml", region: "142", reviewed: false },
  { code: "sw", htmlLang: "sw", dir: "ltr", ownName: "Kiswahili", intl: "sw", og: "sw_KE", script: "Latn", region: "002", reviewed: false },
] as const satisfies readonly LocaleInfo[];

/** ISO 15924 codes of the scripts the site's languages are written in. */
export type Script =
  | "Latn"
  | "Cyrl"
  | "Grek"
  | "Jpan"
  | "Hans"
  | "Hant"
  | "Kore"
  | "Thai"
  | "Deva"
  | "Beng"
  | "Taml"
  | "Arab"
  | "Hebr";

export interface LocaleInfo {
  code: string;
  htmlLang: string;
  dir: "ltr" | "rtl";
  ownName: string;
  intl: string;
  og: string;
  script: Script;
  /**
   * The UN M.49 area the switcher lists it under (150 Europe, 142 Asia, 145
   * Western Asia, 002 Africa), named in the page's language by Intl.
   */
  region: SwitcherRegion;
  reviewed: boolean;
}

/** The switcher's groups, in the order it shows them. */
export const SWITCHER_REGIONS = ["150", "142", "145", "002"] as const;
export type SwitcherRegion = (typeof SWITCHER_REGIONS)[number];

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
