import { readFile } from "node:fs/promises";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import {
  readableRuns,
  reflowPages,
  type TextRun,
} from "#app/lib/documents/pdf-reflow.ts";

const run = (
  str: string,
  x: number,
  y: number,
  width: number,
  size = 10,
): TextRun => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width,
  height: size,
});

describe("a PDF's text reflowed into paragraphs", () => {
  it("joins wrapped lines, ends a paragraph at a short line, and finds headings by size", () => {
    const page = [
      run("Heading", 50, 700, 100, 16),
      run("A long line that runs to the", 50, 680, 490),
      run(" right edge of the page", 300, 680, 240),
      run("and ends here.", 50, 668, 120),
      run("Another paragraph.", 50, 640, 150),
      run("Full-width line again to set the edge.", 50, 620, 490),
    ];
    expect(reflowPages([page])).toEqual([
      { kind: "heading", text: "Heading" },
      {
        kind: "paragraph",
        text: "A long line that runs to the right edge of the page and ends here.",
      },
      { kind: "paragraph", text: "Another paragraph." },
      { kind: "paragraph", text: "Full-width line again to set the edge." },
    ]);
  });

  it("reads the real “Your right to know” into its headings and whole sentences", async () => {
    const data = new Uint8Array(
      await readFile("public/static/pdf/your-right-to-know.pdf"),
    );
    const doc = await getDocument({ data }).promise;
    const pages: TextRun[][] = [];
    for (let p = 1; p <= doc.numPages; p++) {
      const content = await (await doc.getPage(p)).getTextContent();
      pages.push(
        content.items.flatMap((i): TextRun[] => ("str" in i ? [i] : [])),
      );
    }
    const blocks = reflowPages(pages);
    const headings = blocks
      .filter((b) => b.kind === "heading")
      .map((b) => b.text);
    expect(headings).toContain("Your right to know");
    expect(headings).toContain("1. Why this document exists");
    expect(headings).toContain("8. How to complain");
    // A paragraph wrapped over four lines in the PDF is one paragraph here.
    expect(blocks).toContainEqual({
      kind: "paragraph",
      text: "You have a right to understand a financial tool before you pay for it and rely on it. This document sets out, in plain language, the facts we believe every retail user should know. It does not replace the Member End-User Licence Agreement (the legal contract) or our privacy notice, but where this document and those documents touch the same subject, they say the same thing.",
    });
  });

  it("reads radicals and presentation forms as the characters meant, and right-to-left glyphs in reading order", () => {
    const rtl = (str: string, x: number, width: number): TextRun => ({
      ...run(str, x, 700, width),
      dir: "rtl",
    });
    // "この文書" with 文 mapped to the Kangxi radical ⽂ (U+2F42).
    expect(readableRuns([run("この\u2f42書", 50, 700, 40)])[0]!.str).toBe(
      "この文書",
    );
    // pdf.js cuts the run at the radical; the pieces make one run again,
    // and ⻑ (no compatibility form) reads as 長.
    expect(
      readableRuns([
        run("この", 50, 700, 20),
        run("\u2f42", 70, 700, 10),
        run("書と\u2ed1期", 80, 700, 40),
        run("Next line", 50, 680, 40),
      ]).map((r) => [r.str, r.width]),
    ).toEqual([
      ["この文書と長期", 70],
      ["Next line", 40],
    ]);
    // "حقك في" drawn left to right as presentation forms, one glyph a run,
    // with pdf.js's zero-width space after a raised vowel mark.
    const drawn = [
      rtl("\ufef2", 50, 5), // ي final
      rtl("\ufed3", 55, 5), // ف initial
      run(" ", 60, 700, 3),
      rtl("\ufed9", 63, 5), // ك final
      rtl("\ufed8", 68, 5), // ق medial
      rtl("\ufea3", 73, 5), // ح initial
      run(" ", 78, 700, 0),
      run("Nirvana", 90, 700, 30),
    ];
    const readable = readableRuns(drawn);
    expect(readable.map((r) => r.str)).toEqual(["حقك في", "Nirvana"]);
    expect(readable[0]).toMatchObject({ dir: "rtl", width: 28 });
    expect(readable[0]!.transform[4]).toBe(50);
  });

  it("reads the Japanese and Arabic PDFs' headings as written", async () => {
    for (const [locale, heading] of [
      ["ja", "1. この文書がある理由"],
      ["ar", "حقك في المعرفة"],
    ] as const) {
      const data = new Uint8Array(
        await readFile(`public/static/pdf/your-right-to-know.${locale}.pdf`),
      );
      const doc = await getDocument({ data }).promise;
      const pages: TextRun[][] = [];
      for (let p = 1; p <= doc.numPages; p++) {
        const content = await (await doc.getPage(p)).getTextContent();
        pages.push(
          readableRuns(
            content.items.flatMap((i): TextRun[] => ("str" in i ? [i] : [])),
          ),
        );
      }
      const headings = reflowPages(pages)
        .filter((b) => b.kind === "heading")
        .map((b) => b.text);
      expect(headings, locale).toContain(heading);
      // One piece of the text laid over the page holds the whole heading,
      // so the browser's find and a selection take it whole.
      expect(
        pages[0]!.some((r) => r.str.includes(heading.replace(/^1\. /, ""))),
        locale,
      ).toBe(true);
    }
  });
});
