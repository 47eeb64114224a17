/**
 * Reads the QR kit's files back the way a scanner would: each format is
 * turned into pixels and jsQR decodes them. No Playwright, no Node APIs, so
 * both the worker tests and the e2e tests can use it.
 */
import { decode as decodePng } from "fast-png";
import jsQR from "jsqr";
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  StandardFonts,
  type PDFFont,
} from "pdf-lib";

const STANDARD_FONTS = new Set<string>(Object.values(StandardFonts));
/** Pixels per module when a module grid is drawn for jsQR. */
const MODULE_PX = 8;

/** A grid of dark cells (quiet zone included) drawn as RGBA and decoded. */
export function decodeGrid(grid: boolean[][]): string | null {
  const side = grid.length * MODULE_PX;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++)
      if (grid[Math.floor(y / MODULE_PX)]![Math.floor(x / MODULE_PX)]) {
        const i = (y * side + x) * 4;
        rgba[i] = rgba[i + 1] = rgba[i + 2] = 0;
      }
  return jsQR(rgba, side, side)?.data ?? null;
}

/** An SVG's module path (`M x y h n v1 h-n z` runs) as a grid of its viewBox. */
export function svgGrid(svg: string): { grid: boolean[][]; paths: number } {
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  if (!side) throw new Error("SVG without a square viewBox");
  const grid = Array.from({ length: side }, () =>
    Array<boolean>(side).fill(false),
  );
  const paths = [...svg.matchAll(/<path\b[^>]*\bd="([^"]*)"/g)];
  for (const path of paths) {
    const d = path[1]!;
    const runs = [...d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)];
    if (runs.map((r) => r[0]).join("") !== d)
      throw new Error("SVG path is not made of module runs");
    for (const [, x, y, n] of runs)
      for (let i = 0; i < Number(n); i++)
        grid[Number(y)]![Number(x) + i] = true;
  }
  return { grid, paths: paths.length };
}

/** A PNG decoded to RGBA for jsQR; 1-bit greyscale and 8-bit both read. */
export function decodePngQr(bytes: Uint8Array): {
  text: string | null;
  width: number;
  height: number;
} {
  const png = decodePng(bytes);
  const { width, height, depth, channels } = png;
  const rgba = new Uint8ClampedArray(width * height * 4);
  const rowBytes = Math.ceil((width * depth * channels) / 8);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let grey: number;
      if (channels === 1 && depth === 1)
        grey =
          (png.data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
      else if (depth === 8) grey = png.data[(y * width + x) * channels]!;
      else throw new Error(`unexpected PNG ${depth}-bit × ${channels}`);
      const i = (y * width + x) * 4;
      rgba[i] = rgba[i + 1] = rgba[i + 2] = grey;
      rgba[i + 3] = 255;
    }
  return { text: jsQR(rgba, width, height)?.data ?? null, width, height };
}

export interface PdfText {
  text: string;
  x: number;
  y: number;
  size: number;
  width: number;
}

export interface PdfKit {
  pages: number;
  width: number;
  height: number;
  /** The filled rectangles (x, y, w, h) in page points. */
  rects: [number, number, number, number][];
  texts: PdfText[];
}

/** A hex string (`<4E49>`) as the Latin-1 text the standard fonts show. */
function hexToLatin1(hex: string): string {
  let text = "";
  for (let i = 0; i < hex.length; i += 2)
    text += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
  return text;
}

/** The first page's content stream as text, whatever filter it is stored with. */
function contentOf(doc: PDFDocument): string {
  const contents = doc.getPage(0).node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => doc.context.lookup(ref))
      : [contents];
  return streams
    .map((stream) => {
      if (!(stream instanceof PDFRawStream))
        throw new Error("unexpected content stream");
      return new TextDecoder("latin1").decode(
        decodePDFRawStream(stream).decode(),
      );
    })
    .join("\n");
}

/**
 * A one-page PDF read back with pdf-lib: page size, every `re` rectangle and
 * every string shown in a standard font with its position, size and width
 * (measured with the standard font named in the page's resources).
 */
export async function readPdf(bytes: Uint8Array): Promise<PdfKit> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const { width, height } = page.getSize();
  const content = contentOf(doc);
  const rects = [
    ...content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g),
  ].map((m) => [1, 2, 3, 4].map((i) => Number(m[i])) as PdfKit["rects"][0]);

  // Fonts are measured by their base font in a scratch document.
  const scratch = await PDFDocument.create();
  const fonts = new Map<string, PDFFont>();
  const texts: PdfText[] = [];
  const shown =
    /\/(\S+) ([\d.]+) Tf[\s\S]*?1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm\s*<([0-9A-Fa-f]*)> Tj/g;
  for (const m of content.matchAll(shown)) {
    const name = m[1]!;
    const baseFont = page.node
      .Resources()!
      .lookup(PDFName.of("Font"), PDFDict)
      .lookup(PDFName.of(name), PDFDict)
      .lookup(PDFName.of("BaseFont"), PDFName)
      .decodeText();
    // An embedded font's glyph codes are no Latin-1 text: tests/support/pdf-text.ts reads those.
    if (!STANDARD_FONTS.has(baseFont)) continue;
    let font = fonts.get(baseFont);
    if (!font) {
      font = await scratch.embedFont(baseFont as StandardFonts);
      fonts.set(baseFont, font);
    }
    const text = hexToLatin1(m[5]!);
    const size = Number(m[2]);
    texts.push({
      text,
      size,
      x: Number(m[3]),
      y: Number(m[4]),
      width: font.widthOfTextAtSize(text, size),
    });
  }
  return { pages: doc.getPageCount(), width, height, rects, texts };
}

/**
 * The QR drawn as rectangles, back on a module grid with a 4-module quiet
 * zone added, plus the symbol's bounding box in points.
 */
export function pdfQrGrid(rects: PdfKit["rects"]): {
  grid: boolean[][];
  box: { left: number; bottom: number; right: number; top: number };
} {
  const module = Math.min(...rects.map((r) => r[3]));
  const left = Math.min(...rects.map((r) => r[0]));
  const right = Math.max(...rects.map((r) => r[0] + r[2]));
  const bottom = Math.min(...rects.map((r) => r[1]));
  const top = Math.max(...rects.map((r) => r[1] + r[3]));
  const side = Math.round((right - left) / module);
  const quiet = 4;
  const grid = Array.from({ length: side + 2 * quiet }, () =>
    Array<boolean>(side + 2 * quiet).fill(false),
  );
  for (const [x, y, w, h] of rects) {
    const row = Math.round((top - (y + h)) / module);
    const col = Math.round((x - left) / module);
    for (let i = 0; i < Math.round(w / module); i++)
      grid[row + quiet]![col + quiet + i] = true;
  }
  return { grid, box: { left, bottom, right, top } };
}
