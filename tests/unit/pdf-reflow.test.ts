import { readFile } from "node:fs/promises";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { reflowPages, type TextRun } from "#app/lib/documents/pdf-reflow.ts";

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
});
