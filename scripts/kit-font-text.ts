// Loaded by scripts/build-kit-fonts.mjs through Vite (Lingui's macros and PO
// catalogs compile as in the build): each embedding locale's kit strings,
// evaluated here because the loader closes once this module has run.
import {
  figureCharacters,
  KIT_LOCALE_FONTS,
  type KitFontFamily,
} from "#app/lib/qr-kit/fonts.ts";
import { kitStrings } from "#app/lib/qr-kit/render.ts";
import { remittanceStrings } from "#app/lib/qr-kit/remittance-text.ts";
import type { Locale } from "#app/lib/i18n/locales.ts";

const locales = Object.keys(KIT_LOCALE_FONTS) as Locale[];

export const KIT_TEXT: {
  locale: Locale;
  families: readonly KitFontFamily[];
  text: string;
}[] = await Promise.all(
  locales.map(async (locale) => ({
    locale,
    families: KIT_LOCALE_FONTS[locale]!,
    // The remittance statement prints with the same fonts (app/lib/qr-kit/remittance-pdf.ts).
    text: [
      ...(await kitStrings(locale)),
      ...(await remittanceStrings(locale)),
      figureCharacters(locale),
    ].join("\n"),
  })),
);
