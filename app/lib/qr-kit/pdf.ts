import {
  fill,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingGrayscaleColor,
  StandardFonts,
  type Color,
  type PDFFont,
  type PDFPage,
} from "pdf-lib";
import type { Locale } from "#app/lib/i18n/locales.ts";
import type { KitFontLoader } from "#app/lib/qr-kit/fonts.ts";
import {
  darkRuns,
  QR_QUIET_ZONE_MODULES,
  type QrMatrix,
} from "#app/lib/qr-kit/matrix.ts";
import { breakUnits } from "#app/lib/qr-kit/text-runs.ts";
import {
  embeddedTypefaces,
  standardTypefaces,
  type SheetTypefaces,
  type Typeface,
} from "#app/lib/qr-kit/typeface.ts";

const POINTS_PER_CM = 72 / 2.54;

/**
 * The page is 210 mm × 11 in (595.28 × 792 pt): A4's width and Letter's
 * height, the largest sheet that fits inside both, so it prints whole and
 * unscaled on either (docs/decisions/qr-kit.md).
 */
export const KIT_PAGE_SIZE: [number, number] = [595.28, 792];
/** Wider than any printer's unprintable edge (at most about 6 mm). */
export const KIT_PAGE_MARGIN_PT = 54;
/** The QR symbol (without its quiet zone) is 8 cm wide: readable from a few metres. */
export const KIT_QR_WIDTH_PT = 8 * POINTS_PER_CM;

const GREY = rgb(0.33, 0.33, 0.33);

export interface KitPage {
  matrix: QrMatrix;
  code: string;
  /** The link as printed, without its scheme, e.g. nirvana.example/c/NIR-ABC234. */
  shortLink: string;
  disclosure: string;
  /** The language of `words`: it picks the fonts (app/lib/qr-kit/fonts.ts). */
  locale: Locale;
  /** The printed words, already in the kit's language (render.ts). */
  words: KitWords;
  /** English words and disclosure, printed instead when the fonts cannot print `words`. */
  fallback?: { locale: Locale; words: KitWords; disclosure: string };
}

/** The translated lines of the sheet. */
export interface KitWords {
  title: string;
  brand: string;
  tagline: string;
  scan: string;
  orVisit: string;
  orEnter: string;
  disclosureHeading: string;
  footer: string;
}

/**
 * Whether the sheet's standard fonts (Helvetica, WinAnsi encoding) can print
 * every character of `texts`: true for English and most Western European
 * languages, false for Polish letters such as ł, CJK, Devanagari and Arabic.
 */
export async function printableWithStandardFonts(
  texts: readonly string[],
): Promise<boolean> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  try {
    for (const text of texts) font.encodeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Splits text into lines no wider than `width` at `size`, breaking at
 * spaces, and between Chinese and Japanese characters (text-runs.ts).
 */
export function wrapText(
  text: string,
  font: Pick<PDFFont, "widthOfTextAtSize">,
  size: number,
  width: number,
): string[] {
  const lines: string[] = [];
  let line = "";
  for (const unit of breakUnits(text)) {
    const joint = line && unit.space ? " " : "";
    const candidate = `${line}${joint}${unit.text}`;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = unit.text;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size up to `size` at which one line of `text` fits `width`. */
export function fittingSize(
  text: string,
  font: Pick<PDFFont, "widthOfTextAtSize">,
  size: number,
  width: number,
): number {
  const natural = font.widthOfTextAtSize(text, size);
  return natural <= width ? size : Math.floor((size * width) / natural);
}

/** Draws the dark modules as filled rectangles: vector, sharp at any printer resolution. */
function drawQr(page: PDFPage, matrix: QrMatrix, left: number, top: number) {
  const module = KIT_QR_WIDTH_PT / matrix.length;
  const ops = [pushGraphicsState(), setFillingGrayscaleColor(0)];
  for (const run of darkRuns(matrix)) {
    ops.push(
      rectangle(
        left + run.col * module,
        top - (run.row + 1) * module,
        run.length * module,
        module,
      ),
    );
  }
  ops.push(fill(), popGraphicsState());
  page.pushOperators(...ops);
}

/**
 * The document and typefaces for a kit: Helvetica when it can print the
 * words, else the locale's embedded fonts when they hold every character,
 * else the English fallback in Helvetica (docs/decisions/qr-kit.md).
 */
async function sheetFonts(
  asked: KitPage,
  loadFont: KitFontLoader | undefined,
): Promise<{ doc: PDFDocument; kit: KitPage; type: SheetTypefaces }> {
  const texts = [
    ...Object.values(asked.words),
    asked.disclosure,
    asked.code,
    asked.shortLink,
  ];
  if (await printableWithStandardFonts(texts)) {
    const doc = await PDFDocument.create();
    return { doc, kit: asked, type: await standardTypefaces(doc) };
  }
  if (loadFont) {
    const doc = await PDFDocument.create();
    const type = await embeddedTypefaces(doc, asked.locale, loadFont);
    if (
      type &&
      texts.every((t) => type.regular.covers(t) && type.bold.covers(t))
    )
      return { doc, kit: asked, type };
  }
  const doc = await PDFDocument.create();
  const kit = asked.fallback ? { ...asked, ...asked.fallback } : asked;
  return { doc, kit, type: await standardTypefaces(doc) };
}

/**
 * The one-page print sheet: brand, the QR with its quiet zone left blank,
 * the code in large type, the short link and the Required disclosure, each
 * line centred and kept inside the margins. `loadFont` gives the embedded
 * fonts for scripts Helvetica cannot print (workers/render/kit-fonts.ts).
 */
export async function qrPdf(
  asked: KitPage,
  loadFont?: KitFontLoader,
): Promise<Uint8Array> {
  const { doc, kit, type } = await sheetFonts(asked, loadFont);
  const { regular, bold } = type;
  const words = kit.words;
  doc.setTitle(words.title);
  doc.setAuthor(words.brand);
  doc.setCreator(words.brand);
  doc.setLanguage(kit.locale);
  const [width, height] = KIT_PAGE_SIZE;
  const page = doc.addPage(KIT_PAGE_SIZE);
  const contentWidth = width - 2 * KIT_PAGE_MARGIN_PT;
  let y = height - KIT_PAGE_MARGIN_PT;

  /** Centred: the sheet is a poster, the same in both directions. */
  const centred = (text: string, font: Typeface, size: number, color: Color) =>
    font.draw(page, text, {
      x: (width - font.widthOfTextAtSize(text, size)) / 2,
      y,
      size,
      color,
    });
  const line = (
    text: string,
    font: Typeface,
    size: number,
    gapAfter: number,
    color: Color = rgb(0, 0, 0),
  ) => {
    const fitted = fittingSize(text, font, size, contentWidth);
    y -= fitted;
    centred(text, font, fitted, color);
    y -= gapAfter;
  };

  line(words.brand, bold, 30, 6);
  line(words.tagline, regular, 14, 24, GREY);
  line(words.scan, bold, 16, 8);

  const module = KIT_QR_WIDTH_PT / kit.matrix.length;
  const quietZone = QR_QUIET_ZONE_MODULES * module;
  y -= quietZone;
  drawQr(page, kit.matrix, (width - KIT_QR_WIDTH_PT) / 2, y);
  y -= KIT_QR_WIDTH_PT + quietZone;

  line(kit.code, bold.ltr(), 44, 14);
  line(words.orVisit, regular, 12, 6, GREY);
  line(kit.shortLink, bold.ltr(), 18, 6);
  line(words.orEnter, regular, 12, 28, GREY);

  line(words.disclosureHeading, bold, 12, 6);
  for (const text of wrapText(kit.disclosure, regular, 12, contentWidth))
    line(text, regular, 12, 4);

  y = KIT_PAGE_MARGIN_PT;
  centred(
    words.footer,
    regular,
    fittingSize(words.footer, regular, 9, contentWidth),
    GREY,
  );
  return doc.save();
}
