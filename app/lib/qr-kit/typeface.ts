import {
  StandardFonts,
  type Color,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
} from "pdf-lib";
import type { Locale } from "#app/lib/i18n/locales.ts";
import {
  KIT_LOCALE_FONTS,
  KIT_RTL_LOCALES,
  type KitFontFamily,
  type KitFontLoader,
} from "#app/lib/qr-kit/fonts.ts";
import { visualRuns, type RunFont } from "#app/lib/qr-kit/text-runs.ts";

interface Face extends RunFont {
  font: PDFFont;
}

/**
 * The fonts of one weight of the sheet, first choice first: a line is split
 * into runs of one font and one direction (text-runs.ts), measured and drawn
 * run by run, so a Hindi or Arabic line can carry a Latin code or link.
 */
export class Typeface {
  constructor(
    private readonly faces: readonly Face[],
    private readonly rtl: boolean,
  ) {}

  /**
   * The same fonts for a left-to-right line: a code or link, which the
   * bidi algorithm would otherwise split at a host that starts with digits.
   */
  ltr(): Typeface {
    return new Typeface(this.faces, false);
  }

  /** Whether some font of the typeface has every character of `text`. */
  covers(text: string): boolean {
    return [...text].every((char) =>
      this.faces.some((f) => f.hasChar(char.codePointAt(0)!)),
    );
  }

  private runs(text: string) {
    return visualRuns(text, this.faces, this.rtl).map((run) => ({
      ...run,
      font: run.font.font,
    }));
  }

  widthOfTextAtSize(text: string, size: number): number {
    let width = 0;
    for (const run of this.runs(text))
      width += run.font.widthOfTextAtSize(run.text, size);
    return width;
  }

  /** Draws `text` with its left edge at `x` and its baseline at `y`. */
  draw(
    page: PDFPage,
    text: string,
    at: { x: number; y: number; size: number; color: Color },
  ) {
    let x = at.x;
    for (const run of this.runs(text)) {
      page.drawText(run.text, { ...at, x, font: run.font });
      x += run.font.widthOfTextAtSize(run.text, at.size);
    }
  }
}

export interface SheetTypefaces {
  regular: Typeface;
  bold: Typeface;
}

/** Helvetica: a standard PDF font, nothing embedded (Windows-1252 only). */
export async function standardTypefaces(
  doc: PDFDocument,
): Promise<SheetTypefaces> {
  const face = async (name: StandardFonts): Promise<Face> => ({
    font: await doc.embedFont(name),
    hasChar: () => true,
  });
  return {
    regular: new Typeface([await face(StandardFonts.Helvetica)], false),
    bold: new Typeface([await face(StandardFonts.HelveticaBold)], false),
  };
}

/**
 * The locale's embedded Noto subsets (app/lib/qr-kit/fonts.ts), or null
 * when the locale prints with Helvetica. pdf-lib keeps only the glyphs drawn
 * of the TrueType ones.
 */
export async function embeddedTypefaces(
  doc: PDFDocument,
  locale: Locale,
  load: KitFontLoader,
): Promise<SheetTypefaces | null> {
  const families = KIT_LOCALE_FONTS[locale];
  if (!families) return null;
  // Loaded on the first kit that needs it: most kits print with Helvetica.
  const { kitFontkit } = await import("#app/lib/qr-kit/fontkit.ts");
  doc.registerFontkit(kitFontkit);
  const rtl = KIT_RTL_LOCALES.includes(locale);
  const face = async (family: KitFontFamily, bold: boolean): Promise<Face> => {
    const bytes = await load(family, bold);
    // fontkit's own subsetting mangles CFF outlines (the CJK fonts): those
    // files are already cut to the kit's characters and go in whole.
    const cff = String.fromCharCode(...bytes.subarray(0, 4)) === "OTTO";
    const font = await doc.embedFont(bytes, { subset: !cff });
    const chars = new Set(font.getCharacterSet());
    // A whole CFF font's space reaches the PDF without its width, so viewers
    // draw it a full em wide (a Korean line ran off the page): when another
    // font of the typeface has a space, spaces come from that one.
    if (cff && families.length > 1) chars.delete(0x20);
    return { font, hasChar: (code) => chars.has(code) };
  };
  const typeface = async (bold: boolean) =>
    new Typeface(
      await Promise.all(families.map((family) => face(family, bold))),
      rtl,
    );
  return { regular: await typeface(false), bold: await typeface(true) };
}
