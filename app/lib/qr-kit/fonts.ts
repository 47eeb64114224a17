import {
  formatDollars,
  formatNumber,
  formatPercent,
  formatUsdCents,
} from "#app/lib/i18n/format.ts";
import { LOCALES, type Locale } from "#app/lib/i18n/locales.ts";

/**
 * The font subsets the renderer embeds in a kit's PDF
 * (workers/render/fonts/, made by scripts/build-kit-fonts.mjs from Noto
 * fonts; docs/decisions/qr-kit.md). Each is cut down to the characters of
 * the kit's words in the locales that use it, plus printable ASCII for
 * codes and links.
 */
export const KIT_FONT_FAMILIES = [
  "latin",
  "jp",
  "sc",
  "tc",
  "kr",
  "devanagari",
  "bengali",
  "tamil",
  "thai",
  "hebrew",
  "arabic",
] as const;
export type KitFontFamily = (typeof KIT_FONT_FAMILIES)[number];

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

/**
 * The script each language's words are written in: its kit prints with
 * that script's fonts. Here, not in the locale registry, because only the
 * kit's renderer needs it (the registry is in every page's script).
 */
// prettier-ignore
export const LOCALE_SCRIPTS: Record<Locale, Script> = {
  en:        "Latn",
  de:        "Latn",
  fr:        "Latn",
  es:        "Latn",
  it:        "Latn",
  pt:        "Latn",
  nl:        "Latn",
  pl:        "Latn",
  ja:        "Jpan",
  zh:        "Hans",
  hi:        "Deva",
  ar:        "Arab",
  tr:        "Latn",
  ko:        "Kore",
  id:        "Latn",
  ru:        "Cyrl",
  uk:        "Cyrl",
  vi:        "Latn",
  th:        "Thai",
  bn:        "Beng",
  "zh-hant": "Hant",
  he:        "Hebr",
  fa:        "Arab",
  ur:        "Arab",
  sv:        "Latn",
  da:        "Latn",
  nb:        "Latn",
  cs:        "Latn",
  el:        "Grek",
  ro:        "Latn",
  hu:        "Latn",
  ms:        "Latn",
  fi:        "Latn",
  fil:       "Latn",
  ta:        "Taml",
  sw:        "Latn",
};

/**
 * The fonts each script prints with, first choice first for every
 * character. Noto Sans (latin) also holds Cyrillic and Greek; the CJK fonts
 * hold Latin letters; the other scripts' fonts have none, so codes and
 * links come from the Latin font. Arabic covers Persian and Urdu letters.
 */
const SCRIPT_FONTS: Record<Script, readonly KitFontFamily[]> = {
  Latn: ["latin"],
  Cyrl: ["latin"],
  Grek: ["latin"],
  Jpan: ["jp"],
  Hans: ["sc"],
  Hant: ["tc"],
  // Latin first for its spaces (app/lib/qr-kit/typeface.ts), digits and codes.
  Kore: ["latin", "kr"],
  Deva: ["latin", "devanagari"],
  Beng: ["latin", "bengali"],
  Taml: ["latin", "tamil"],
  Thai: ["latin", "thai"],
  Hebr: ["latin", "hebrew"],
  Arab: ["latin", "arabic"],
};

/**
 * English and the Western European languages whose kit words fit
 * Windows-1252 print with the PDF's standard Helvetica, which needs no
 * embedded font and keeps the file small. Leaving a locale out of this list
 * is never wrong, only a few kilobytes larger.
 */
const HELVETICA_LOCALES: readonly string[] = [
  "en",
  "de",
  "fr",
  "es",
  "it",
  "pt",
  "nl",
];

/**
 * The fonts a kit in each locale is drawn with, from its script
 * (LOCALE_SCRIPTS): a new locale needs its script line above, then
 * `npm run kit-fonts` to cut the subsets to its words. A locale not listed
 * prints with Helvetica.
 */
export const KIT_LOCALE_FONTS: Partial<
  Record<Locale, readonly KitFontFamily[]>
> = Object.fromEntries(
  LOCALES.filter((l) => !HELVETICA_LOCALES.includes(l.code)).map((l) => [
    l.code,
    SCRIPT_FONTS[LOCALE_SCRIPTS[l.code]],
  ]),
);

/** Locales whose kit lines run right to left (mirrored), from the registry. */
export const KIT_RTL_LOCALES: readonly Locale[] = LOCALES.filter(
  (l) => l.dir === "rtl",
).map((l) => l.code);

/** Font bytes by family and weight, loaded by the renderer on first use. */
export type KitFontLoader = (
  family: KitFontFamily,
  bold: boolean,
) => Promise<Uint8Array>;

/** Every printable ASCII character: codes, links, digits and punctuation. */
export const PRINTABLE_ASCII = Array.from({ length: 95 }, (_, i) =>
  String.fromCharCode(32 + i),
).join("");

/**
 * Every character a figure can be written with in `locale`: its ten digits,
 * its separators and signs. The kit states the programme's figures
 * (app/lib/money/terms/), so the subsets hold all of these and a changed
 * figure needs no new cut.
 */
export function figureCharacters(locale: Locale): string {
  const digits = Array.from({ length: 10 }, (_, d) => formatNumber(d, locale));
  return [
    ...digits,
    formatUsdCents(123_456_789, locale),
    formatDollars(1_234_567, locale),
    formatPercent(12, locale),
  ].join("");
}
