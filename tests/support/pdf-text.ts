/**
 * A PDF's shown text read with pdf.js, which maps embedded fonts' glyphs back
 * to characters through their ToUnicode maps: the kit in scripts Helvetica
 * cannot print (docs/decisions/qr-kit.md). pdf.js runs its worker in this
 * thread (`globalThis.pdfjsWorker`), so it works in the Workers runtime too.
 */
import * as pdfjsWorker from "pdfjs-dist/build/pdf.worker.mjs";
import { getDocument } from "pdfjs-dist";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import type { PdfText } from "./qr-kit-read";

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;

/** Every text item of the first page, with its position, size and width in points. */
export async function pdfTexts(bytes: Uint8Array): Promise<PdfText[]> {
  const task = getDocument({
    data: bytes.slice(),
    useSystemFonts: false,
  });
  try {
    const doc = await task.promise;
    const page = await doc.getPage(1);
    const content = await page.getTextContent();
    return content.items
      .filter((item): item is TextItem => "str" in item && item.str !== "")
      .map((item) => ({
        text: item.str,
        x: item.transform[4] as number,
        y: item.transform[5] as number,
        size: Math.hypot(
          item.transform[2] as number,
          item.transform[3] as number,
        ),
        width: item.width,
      }));
  } finally {
    await task.destroy();
  }
}
