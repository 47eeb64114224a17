import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import { readableRuns } from "#app/lib/documents/pdf-reflow.ts";
import {
  RIGHT_TO_KNOW_LOCALES,
  rightToKnowDocument,
} from "#app/content/right-to-know.ts";
import { priceValues } from "#app/lib/i18n/price-values.ts";
import { localeInfo, type Locale } from "#app/lib/i18n/locales.ts";
import { siteRouteMeta } from "#app/lib/pages/site-routes.ts";
import { loadI18n } from "../support/load-i18n";

/**
 * "Your right to know" in each language app/content/right-to-know.ts lists:
 * its source, its printed PDF (read back with pdf.js, which maps the
 * embedded fonts' glyphs to characters), its words for the reading view and
 * its page-1 picture (scripts/content/pdf/build.mjs).
 */
const ROOT = join(import.meta.dirname, "../..");
const SRC = join(ROOT, "scripts/content/pdf/src");
const PUBLIC = join(ROOT, "public");
const TITLE = siteRouteMeta("/your-right-to-know").title;

/** Bidirectional marks (Arabic figures carry them) and every kind of space, made plain. */
const plain = (text: string) =>
  text
    .replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, "")
    .replace(/[\s\u00a0\u202f]+/g, " ");

/** The PDF's text as the page's viewer reads it (app/components/pdf-viewer.tsx), and its title. */
async function pdfText(bytes: Uint8Array): Promise<{
  pages: number;
  text: string;
  title: string;
}> {
  const task = getDocument({ data: bytes, useSystemFonts: false });
  try {
    const doc = await task.promise;
    let text = "";
    for (let p = 1; p <= doc.numPages; p++) {
      const content = await (await doc.getPage(p)).getTextContent();
      const items = content.items.filter(
        (item): item is TextItem => "str" in item,
      );
      for (const item of readableRuns(items))
        text += item.str + (item.hasEOL ? "\n" : "");
      text += "\n";
    }
    const { info } = await doc.getMetadata();
    return {
      pages: doc.numPages,
      text: plain(text),
      title: String((info as { Title?: string }).Title),
    };
  } finally {
    await task.destroy();
  }
}

/**
 * Scripts whose words pdf.js cannot read back from Chromium's print: it
 * maps Devanagari's reordered vowel signs and conjuncts to nothing (the PDF
 * carries them only as ActualText, which pdf.js does not read). Their
 * documents are checked by their title and figures, not by their words.
 */
const UNREADABLE_WORDS: readonly Locale[] = ["hi"];

/** Width and height of a WebP file (lossy, lossless or extended). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.toString("ascii", 0, 4)).toBe("RIFF");
  expect(bytes.toString("ascii", 8, 12)).toBe("WEBP");
  const chunk = bytes.toString("ascii", 12, 16);
  if (chunk === "VP8 ")
    return {
      width: bytes.readUInt16LE(26) & 0x3fff,
      height: bytes.readUInt16LE(28) & 0x3fff,
    };
  if (chunk === "VP8L") {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  expect(chunk).toBe("VP8X");
  return {
    width: bytes.readUIntLE(24, 3) + 1,
    height: bytes.readUIntLE(27, 3) + 1,
  };
}

const sourceName = (locale: Locale) =>
  locale === "en"
    ? "your-right-to-know.html"
    : `your-right-to-know.${locale}.html`;

describe("“Your right to know” in every language it is printed in", () => {
  it("the table and the sources agree: one source per listed language, none unlisted", () => {
    const sources = readdirSync(SRC)
      .filter((f) => /^your-right-to-know(\.[a-z-]+)?\.html$/.test(f))
      .sort();
    expect(sources).toEqual(RIGHT_TO_KNOW_LOCALES.map(sourceName).sort());
  });

  for (const locale of RIGHT_TO_KNOW_LOCALES)
    it(`${locale}: the source speaks its language, the PDF states its title and figures, the picture is page 1's size`, async () => {
      const info = localeInfo(locale);
      const source = readFileSync(join(SRC, sourceName(locale)), "utf8");
      expect(source).toContain(
        `<html lang="${info.htmlLang}"${info.dir === "rtl" ? ' dir="rtl"' : ""}>`,
      );
      if (locale !== "en")
        expect(source).toMatch(
          /<!-- Draft translation \([a-z-]+\), awaiting review/,
        );

      const { document, inLanguage } = rightToKnowDocument(locale);
      expect(inLanguage).toBe(true);
      const bytes = readFileSync(join(PUBLIC, document.pdf));
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      const {
        pages,
        text,
        title: pdfTitle,
      } = await pdfText(new Uint8Array(bytes));
      // A4 pages, as the English one (scripts/content/pdf/README.md).
      expect(pages).toBeGreaterThanOrEqual(3);
      expect(pages).toBeLessThanOrEqual(5);

      // The page's own title (its catalog) heads the document and names it.
      const title = (await loadI18n(locale))._(TITLE);
      expect(pdfTitle).toBe(`${title} — Nirvana`);
      if (!UNREADABLE_WORDS.includes(locale))
        expect(text).toContain(plain(title));
      // The figures as the build writes them for this language.
      const figures = priceValues(locale);
      for (const name of [
        "price",
        "discountedPrice",
        "percent",
        "organisationShare",
        "rewardUsd",
        "pledge",
      ]) {
        const figure = plain(figures[name]!);
        // In a right-to-left line, "569 USD" (number, then currency code) is
        // drawn as two left-to-right words read from the right: pdf.js
        // gives them in the order drawn.
        const drawn =
          info.dir === "rtl" ? figure.split(" ").reverse().join(" ") : figure;
        expect(
          text.includes(figure) || text.includes(drawn),
          `${locale} {{${name}}} ${figure}`,
        ).toBe(true);
      }
      // Nothing left unfilled, and the brand names stay English.
      expect(text).not.toContain("{{");
      for (const name of ["Nirvana", "Compass Score", "Trust Code", "Satya"])
        expect(text).toContain(name);

      // The reading view's words, as written: the title first, every
      // section, the figures, in any script.
      const blocks = JSON.parse(
        readFileSync(join(PUBLIC, document.text), "utf8"),
      ) as { kind: string; text: string }[];
      expect(blocks[0]).toEqual({ kind: "heading", text: title });
      const headings = blocks.filter((b) => b.kind === "heading");
      expect(headings.filter((h) => /^\d\. /.test(h.text))).toHaveLength(9);
      const written = blocks.map((b) => b.text).join("\n");
      expect(written).toContain(figures.discountedPrice);
      expect(written).toContain(figures.rewardUsd);
      expect(written).not.toMatch(/[<>{}]/);

      const poster = readFileSync(join(PUBLIC, document.poster.src));
      expect(webpSize(poster)).toEqual({
        width: document.poster.width,
        height: document.poster.height,
      });
      // Small enough to show at once on a phone.
      expect(poster.length).toBeLessThan(120_000);
    });
});
