// Loaded by scripts/build-kit-fonts.mjs through Vite (Lingui's macros and PO
// catalogs compile as in the build): each embedding locale's kit strings,
// evaluated here because the loader closes once this module has run.
import { KIT_LOCALE_FONTS, type KitFontFamily } from "~/lib/qr-kit/fonts";
import { kitStrings } from "~/lib/qr-kit/render";
import type { Locale } from "~/lib/i18n/locales";

const locales = Object.keys(KIT_LOCALE_FONTS) as Locale[];

export const KIT_TEXT: {
  locale: Locale;
  families: readonly KitFontFamily[];
  text: string;
}[] = await Promise.all(
  locales.map(async (locale) => ({
    locale,
    families: KIT_LOCALE_FONTS[locale]!,
    text: (await kitStrings(locale)).join("\n"),
  })),
);
