import type { Locale } from "#app/lib/i18n/locales.ts";

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
  "devanagari",
  "arabic",
] as const;
export type KitFontFamily = (typeof KIT_FONT_FAMILIES)[number];

/**
 * The fonts a kit in each locale is drawn with, first choice first for every
 * character. A locale not listed prints with the PDF's standard Helvetica,
 * which needs no embedded font and keeps the file small (Windows-1252 only:
 * English and the Western European languages).
 */
export const KIT_LOCALE_FONTS: Partial<
  Record<Locale, readonly KitFontFamily[]>
> = {
  pl: ["latin"],
  ja: ["jp"],
  zh: ["sc"],
  // Noto Sans Devanagari and Arabic have no Latin letters: codes and links
  // come from the Latin font.
  hi: ["latin", "devanagari"],
  ar: ["latin", "arabic"],
};

/** The script paragraph direction of a kit's lines. */
export const KIT_RTL_LOCALES: readonly Locale[] = ["ar"];

/** Font bytes by family and weight, loaded by the renderer on first use. */
export type KitFontLoader = (
  family: KitFontFamily,
  bold: boolean,
) => Promise<Uint8Array>;

/** Every printable ASCII character: codes, links, digits and punctuation. */
export const PRINTABLE_ASCII = Array.from({ length: 95 }, (_, i) =>
  String.fromCharCode(32 + i),
).join("");
