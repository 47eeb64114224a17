import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fontkit from "@pdf-lib/fontkit";
import { describe, expect, it } from "vitest";
import {
  figureCharacters,
  KIT_FONT_FAMILIES,
  KIT_LOCALE_FONTS,
  PRINTABLE_ASCII,
} from "#app/lib/qr-kit/fonts.ts";
import { kitStrings } from "#app/lib/qr-kit/render.ts";
import { remittanceStrings } from "#app/lib/qr-kit/remittance-text.ts";
import type { Locale } from "#app/lib/i18n/locales.ts";

/**
 * The committed font subsets (workers/render/fonts/) hold every character
 * the kit prints in each locale that embeds them, and every digit and sign
 * a figure may be written with (a changed figure needs no new cut): a
 * changed translation fails here until `npm run kit-fonts`
 * (scripts/build-kit-fonts.mjs) cuts them again.
 */
const FONTS = fileURLToPath(
  new URL("../../workers/render/fonts/", import.meta.url),
);
const files = readdirSync(FONTS).filter((f) => f.endsWith(".bin"));

function font(family: string, weight: "regular" | "bold") {
  const file = files.find((f) => f.startsWith(`${family}-${weight}.`));
  if (!file)
    throw new Error(`no ${family}-${weight} font: run npm run kit-fonts`);
  return fontkit.create(readFileSync(`${FONTS}${file}`));
}

describe("the QR kit's embedded font subsets", () => {
  it("are one regular and one bold file per family, and nothing else", () => {
    const expected = KIT_FONT_FAMILIES.flatMap((family) =>
      ["regular", "bold"].map(
        (weight) =>
          `${family}-${weight}.${["jp", "sc", "tc", "kr"].includes(family) ? "otf" : "ttf"}.bin`,
      ),
    );
    expect(files.sort()).toEqual(expected.sort());
  });

  it.each(Object.keys(KIT_LOCALE_FONTS) as Locale[])(
    "%s: every character of the kit's and the remittance statement's words, of any figure, and of codes and links",
    async (locale) => {
      const text =
        (await kitStrings(locale)).join("") +
        (await remittanceStrings(locale)).join("") +
        figureCharacters(locale) +
        PRINTABLE_ASCII;
      for (const weight of ["regular", "bold"] as const) {
        const fonts = KIT_LOCALE_FONTS[locale]!.map((f) => font(f, weight));
        const missing = [...new Set(text)].filter(
          (char) =>
            !fonts.some((f) => f.hasGlyphForCodePoint(char.codePointAt(0)!)),
        );
        expect(
          missing,
          `${locale} ${weight}: characters missing from workers/render/fonts/; run npm run kit-fonts`,
        ).toEqual([]);
      }
    },
  );

  it("keep the layout tables that join Arabic and form Devanagari conjuncts", () => {
    for (const family of ["arabic", "devanagari"])
      for (const weight of ["regular", "bold"] as const) {
        const { GSUB } = font(family, weight) as unknown as {
          GSUB: { featureList: { tag: string }[] };
        };
        const tags = GSUB.featureList.map((f) => f.tag);
        expect(tags, `${family} ${weight}`).toEqual(
          expect.arrayContaining(
            family === "arabic"
              ? ["init", "medi", "fina", "rlig"]
              : ["akhn", "half", "pres", "blwf", "rphf"],
          ),
        );
      }
  });
});
