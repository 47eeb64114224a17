import type { LanguageMenu } from "#app/lib/i18n/language-menu.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "#app/lib/i18n/locales.ts";

/**
 * What only the server needs of each language (docs/decisions/client-chunks.md:
 * every page's script runs app/lib/i18n/locales.ts, so this stays out of
 * it): its own name for the language menu and the suggestion, the menu's
 * UN M.49 area, and the Open Graph locale. The page's HTML and its root
 * loader data carry what a page shows of them.
 */
export const SWITCHER_REGIONS = ["150", "142", "145", "002"] as const;
type SwitcherRegion = (typeof SWITCHER_REGIONS)[number];

/**
 * Each language's own name, the area the menu lists it under (150 Europe,
 * 142 Asia, 145 Western Asia, 002 Africa) and its Open Graph locale
 * (language_TERRITORY as Facebook lists them: British spelling for English,
 * Brazilian Portuguese, "ar_AR" for Arabic, "tl_PH" for Filipino).
 */
// prettier-ignore
export const LANGUAGES: Record<Locale, { ownName: string; region: SwitcherRegion; og: string }> = {
  en:        { ownName: "English", region: "150", og: "en_GB" },
  de:        { ownName: "Deutsch", region: "150", og: "de_DE" },
  fr:        { ownName: "Français", region: "150", og: "fr_FR" },
  es:        { ownName: "Español", region: "150", og: "es_ES" },
  it:        { ownName: "Italiano", region: "150", og: "it_IT" },
  pt:        { ownName: "Português", region: "150", og: "pt_BR" },
  nl:        { ownName: "Nederlands", region: "150", og: "nl_NL" },
  pl:        { ownName: "Polski", region: "150", og: "pl_PL" },
  ja:        { ownName: "日本語", region: "142", og: "ja_JP" },
  zh:        { ownName: "简体中文", region: "142", og: "zh_CN" },
  hi:        { ownName: "हिन्दी", region: "142", og: "hi_IN" },
  ar:        { ownName: "العربية", region: "145", og: "ar_AR" },
  tr:        { ownName: "Türkçe", region: "145", og: "tr_TR" },
  ko:        { ownName: "한국어", region: "142", og: "ko_KR" },
  id:        { ownName: "Bahasa Indonesia", region: "142", og: "id_ID" },
  ru:        { ownName: "Русский", region: "150", og: "ru_RU" },
  uk:        { ownName: "Українська", region: "150", og: "uk_UA" },
  vi:        { ownName: "Tiếng Việt", region: "142", og: "vi_VN" },
  th:        { ownName: "ไทย", region: "142", og: "th_TH" },
  bn:        { ownName: "বাংলা", region: "142", og: "bn_IN" },
  "zh-hant": { ownName: "繁體中文", region: "142", og: "zh_TW" },
  he:        { ownName: "עברית", region: "145", og: "he_IL" },
  fa:        { ownName: "فارسی", region: "145", og: "fa_IR" },
  ur:        { ownName: "اردو", region: "142", og: "ur_PK" },
  sv:        { ownName: "Svenska", region: "150", og: "sv_SE" },
  da:        { ownName: "Dansk", region: "150", og: "da_DK" },
  nb:        { ownName: "Norsk bokmål", region: "150", og: "nb_NO" },
  cs:        { ownName: "Čeština", region: "150", og: "cs_CZ" },
  el:        { ownName: "Ελληνικά", region: "150", og: "el_GR" },
  ro:        { ownName: "Română", region: "150", og: "ro_RO" },
  hu:        { ownName: "Magyar", region: "150", og: "hu_HU" },
  ms:        { ownName: "Bahasa Melayu", region: "142", og: "ms_MY" },
  fi:        { ownName: "Suomi", region: "150", og: "fi_FI" },
  fil:       { ownName: "Filipino", region: "142", og: "tl_PH" },
  ta:        { ownName: "தமிழ்", region: "142", og: "ta_IN" },
  sw:        { ownName: "Kiswahili", region: "002", og: "sw_KE" },
};

/**
 * The areas' names in each language, in SWITCHER_REGIONS order: CLDR's
 * names (as Node's full ICU gives them), the Czech one capitalised as a
 * heading and the Filipino ones in Filipino where CLDR has English. Kept
 * here because workerd's Intl names no UN M.49 area: the menu showed "150".
 */
// prettier-ignore
export const REGION_NAMES: Record<Locale, readonly [string, string, string, string]> = {
  en:        ["Europe", "Asia", "Western Asia", "Africa"],
  de:        ["Europa", "Asien", "Westasien", "Afrika"],
  fr:        ["Europe", "Asie", "Asie de l’Ouest", "Afrique"],
  es:        ["Europa", "Asia", "Asia occidental", "África"],
  it:        ["Europa", "Asia", "Asia occidentale", "Africa"],
  pt:        ["Europa", "Ásia", "Ásia Ocidental", "África"],
  nl:        ["Europa", "Azië", "West-Azië", "Afrika"],
  pl:        ["Europa", "Azja", "Azja Zachodnia", "Afryka"],
  ja:        ["ヨーロッパ", "アジア", "西アジア", "アフリカ"],
  zh:        ["欧洲", "亚洲", "西亚", "非洲"],
  hi:        ["यूरोप", "एशिया", "पश्चिमी एशिया", "अफ़्रीका"],
  ar:        ["أوروبا", "آسيا", "غرب آسيا", "أفريقيا"],
  tr:        ["Avrupa", "Asya", "Batı Asya", "Afrika"],
  ko:        ["유럽", "아시아", "서아시아", "아프리카"],
  id:        ["Eropa", "Asia", "Asia Bagian Barat", "Afrika"],
  ru:        ["Европа", "Азия", "Западная Азия", "Африка"],
  uk:        ["Європа", "Азія", "Західна Азія", "Африка"],
  vi:        ["Châu Âu", "Châu Á", "Tây Á", "Châu Phi"],
  th:        ["ยุโรป", "เอเชีย", "เอเชียตะวันตก", "แอฟริกา"],
  bn:        ["ইউরোপ", "এশিয়া", "পশ্চিম এশিয়া", "আফ্রিকা"],
  "zh-hant": ["歐洲", "亞洲", "西亞", "非洲"],
  he:        ["אירופה", "אסיה", "מערב אסיה", "אפריקה"],
  fa:        ["اروپا", "آسیا", "غرب آسیا", "افریقا"],
  ur:        ["یورپ", "ایشیا", "مغربی ایشیا", "افریقہ"],
  sv:        ["Europa", "Asien", "Västasien", "Afrika"],
  da:        ["Europa", "Asien", "Vestasien", "Afrika"],
  nb:        ["Europa", "Asia", "Vest-Asia", "Afrika"],
  cs:        ["Evropa", "Asie", "Západní Asie", "Afrika"],
  el:        ["Ευρώπη", "Ασία", "Δυτική Ασία", "Αφρική"],
  ro:        ["Europa", "Asia", "Asia Occidentală", "Africa"],
  hu:        ["Európa", "Ázsia", "Nyugat-Ázsia", "Afrika"],
  ms:        ["Eropah", "Asia", "Asia Barat", "Afrika"],
  fi:        ["Eurooppa", "Aasia", "Länsi-Aasia", "Afrikka"],
  fil:       ["Europa", "Asya", "Kanlurang Asya", "Aprika"],
  ta:        ["ஐரோப்பா", "ஆசியா", "மேற்கு ஆசியா", "ஆப்பிரிக்கா"],
  sw:        ["Ulaya", "Asia", "Asia ya Magharibi", "Afrika"],
};

/** A language's name in itself ("Deutsch", "日本語"). */
export function ownName(locale: Locale): string {
  return LANGUAGES[locale].ownName;
}

/**
 * The menu for a page in `locale`: English first, then every other
 * language under its area, the areas named in the page's language.
 */
export function languageMenu(locale: Locale): LanguageMenu {
  const names = REGION_NAMES[locale];
  return {
    current: ownName(locale),
    first: { code: DEFAULT_LOCALE, name: ownName(DEFAULT_LOCALE) },
    regions: SWITCHER_REGIONS.map((region, i) => ({
      region,
      name: names[i]!,
      languages: LOCALES.filter(
        (l) => l.code !== DEFAULT_LOCALE && LANGUAGES[l.code].region === region,
      ).map((l) => ({ code: l.code, name: ownName(l.code) })),
    })).filter((group) => group.languages.length > 0),
  };
}

/**
 * The page's og:locale and, for a page search engines may list, every
 * other language's as og:locale:alternate (app/root.tsx puts them in the
 * head).
 */
export function openGraphLocales(
  locale: Locale,
  listed: boolean,
): { locale: string; alternates: string[] } {
  return {
    locale: LANGUAGES[locale].og,
    alternates: listed
      ? LOCALES.filter((l) => l.code !== locale).map(
          (l) => LANGUAGES[l.code].og,
        )
      : [],
  };
}
