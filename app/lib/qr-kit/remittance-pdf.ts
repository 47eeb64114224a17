import { PDFDocument, rgb, type Color, type PDFPage } from "pdf-lib";
import { KIT_RTL_LOCALES, type KitFontLoader } from "#app/lib/qr-kit/fonts.ts";
import type { Locale } from "#app/lib/i18n/index.ts";
import {
  KIT_PAGE_MARGIN_PT,
  KIT_PAGE_SIZE,
  printableWithStandardFonts,
  wrapText,
} from "#app/lib/qr-kit/pdf.ts";
import {
  embeddedTypefaces,
  standardTypefaces,
  type SheetTypefaces,
  type Typeface,
} from "#app/lib/qr-kit/typeface.ts";

/**
 * An organisation's monthly remittance statement as a one-page PDF
 * (docs/my-trust-code.md "Remittance statement"), printed with the QR kit's
 * fonts: Helvetica where it can print the words, else the locale's embedded
 * Noto subsets (cut to these words too: scripts/kit-font-text.ts), else the
 * English words in Helvetica. Every text arrives already written in the
 * statement's language; this only lays it out. Totals only: a row is a
 * label and its value(s), never a charge.
 */
export interface RemittanceWords {
  brand: string;
  title: string;
  /** "Statement for November 2026". */
  subtitle: string;
  organisationLabel: string;
  codeLabel: string;
  /** Each total: its amounts, and notes beside them (a payout's state, money held in another currency). */
  rows: { label: string; values: string[]; notes?: string[] }[];
  note: string;
  issued: string;
}

export interface RemittanceSheet {
  locale: Locale;
  words: RemittanceWords;
  /** The organisation's name as typed: printed only when the chosen fonts hold it. */
  organisation: string;
  code: string;
  /** English words, printed instead when the fonts cannot print `words`. */
  fallback?: { locale: Locale; words: RemittanceWords };
}

const GREY = rgb(0.33, 0.33, 0.33);
const RULE = rgb(0.8, 0.8, 0.8);

function wordTexts(words: RemittanceWords): string[] {
  return [
    words.brand,
    words.title,
    words.subtitle,
    words.organisationLabel,
    words.codeLabel,
    ...words.rows.flatMap((r) => [r.label, ...r.values, ...(r.notes ?? [])]),
    words.note,
    words.issued,
  ];
}

/** The document, the words it prints and their typefaces, as the QR kit chooses them. */
async function sheetFonts(
  asked: RemittanceSheet,
  loadFont: KitFontLoader | undefined,
): Promise<{
  doc: PDFDocument;
  locale: Locale;
  words: RemittanceWords;
  type: SheetTypefaces;
  printsName: boolean;
}> {
  const texts = [...wordTexts(asked.words), asked.code];
  if (await printableWithStandardFonts(texts)) {
    const doc = await PDFDocument.create();
    return {
      doc,
      locale: asked.locale,
      words: asked.words,
      type: await standardTypefaces(doc),
      printsName: await printableWithStandardFonts([asked.organisation]),
    };
  }
  if (loadFont) {
    const doc = await PDFDocument.create();
    const type = await embeddedTypefaces(doc, asked.locale, loadFont);
    const covered = (t: string) =>
      type!.regular.covers(t) && type!.bold.covers(t);
    if (type && texts.every(covered))
      return {
        doc,
        locale: asked.locale,
        words: asked.words,
        type,
        printsName: covered(asked.organisation),
      };
  }
  const doc = await PDFDocument.create();
  const chosen = asked.fallback ?? { locale: asked.locale, words: asked.words };
  return {
    doc,
    ...chosen,
    type: await standardTypefaces(doc),
    printsName: await printableWithStandardFonts([asked.organisation]),
  };
}

export async function remittancePdf(
  asked: RemittanceSheet,
  loadFont?: KitFontLoader,
): Promise<Uint8Array> {
  const { doc, locale, words, type, printsName } = await sheetFonts(
    asked,
    loadFont,
  );
  const { regular, bold } = type;
  doc.setTitle(`${words.title}: ${words.subtitle}`);
  doc.setAuthor(words.brand);
  doc.setCreator(words.brand);
  doc.setLanguage(locale);
  const rtl = KIT_RTL_LOCALES.includes(locale);
  const [width, height] = KIT_PAGE_SIZE;
  const page: PDFPage = doc.addPage(KIT_PAGE_SIZE);
  const left = KIT_PAGE_MARGIN_PT;
  const right = width - KIT_PAGE_MARGIN_PT;
  const contentWidth = right - left;
  let y = height - KIT_PAGE_MARGIN_PT;

  /** Text starting at the reading side (left, or right in a right-to-left language). */
  const lead = (text: string, font: Typeface, size: number, color: Color) =>
    font.draw(page, text, {
      x: rtl ? right - font.widthOfTextAtSize(text, size) : left,
      y,
      size,
      color,
    });
  /** Text ending at the other side: the values column. */
  const trail = (
    text: string,
    font: Typeface,
    size: number,
    color: Color = rgb(0, 0, 0),
  ) =>
    font.draw(page, text, {
      x: rtl ? left : right - font.widthOfTextAtSize(text, size),
      y,
      size,
      color,
    });
  const paragraph = (
    text: string,
    font: Typeface,
    size: number,
    gapAfter: number,
    color: Color = rgb(0, 0, 0),
    wrapWidth = contentWidth,
  ) => {
    for (const line of wrapText(text, font, size, wrapWidth)) {
      y -= size;
      lead(line, font, size, color);
      y -= size * 0.35;
    }
    y -= gapAfter;
  };
  const rule = () => {
    page.drawLine({
      start: { x: left, y },
      end: { x: right, y },
      thickness: 0.75,
      color: RULE,
    });
  };

  paragraph(words.brand, bold, 14, 10, GREY);
  paragraph(words.title, bold, 22, 4);
  paragraph(words.subtitle, regular, 14, 18);

  const identity: [string, string, Typeface][] = [
    [words.codeLabel, asked.code, bold.ltr()],
  ];
  if (printsName)
    identity.unshift([words.organisationLabel, asked.organisation, bold]);
  for (const [label, value, font] of identity) {
    y -= 12;
    lead(label, regular, 11, GREY);
    trail(value, font, 12);
    y -= 10;
  }
  y -= 8;

  // Labels take the reading side, values the other; long labels wrap.
  const labelWidth = contentWidth * 0.58;
  const valueWidth = contentWidth * 0.38;
  for (const row of words.rows) {
    rule();
    y -= 8;
    const top = y;
    const labelLines = wrapText(row.label, regular, 11, labelWidth);
    for (const line of labelLines) {
      y -= 11;
      lead(line, regular, 11, rgb(0, 0, 0));
      y -= 4;
    }
    const afterLabel = y;
    y = top;
    for (const value of row.values) {
      y -= 12;
      trail(value, bold, 12);
      y -= 4;
    }
    for (const note of row.notes ?? [])
      for (const line of wrapText(note, regular, 9.5, valueWidth)) {
        y -= 9.5;
        trail(line, regular, 9.5, GREY);
        y -= 3;
      }
    y = Math.min(y, afterLabel) - 6;
  }
  rule();
  y -= 16;
  paragraph(words.note, regular, 9.5, 8, GREY);
  paragraph(words.issued, regular, 9.5, 0, GREY);
  return doc.save();
}
