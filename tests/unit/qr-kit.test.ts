import { decode } from "fast-png";
import { describe, expect, it } from "vitest";
import {
  darkRuns,
  qrMatrix,
  QR_ERROR_CORRECTION,
  QR_QUIET_ZONE_MODULES,
} from "#app/lib/qr-kit/matrix.ts";
import { qrKitPath, qrKitUrl } from "#app/lib/qr-kit/links.ts";
import { fittingSize, wrapText } from "#app/lib/qr-kit/pdf.ts";
import { QR_PNG_MIN_PX, qrPng } from "#app/lib/qr-kit/png.ts";
import { qrSvg } from "#app/lib/qr-kit/svg.ts";
import { decodeGrid, svgGrid } from "../support/qr-kit-read";

const LINK = "https://nirvana.example/c/NIR-ABC234";
/** Every character exactly one font size wide: widths are easy to reason about. */
const MONO = {
  widthOfTextAtSize: (text: string, size: number) => text.length * size,
};

describe("qrMatrix", () => {
  it("uses level Q and the smallest symbol that holds the link", () => {
    expect(QR_ERROR_CORRECTION).toBe("Q");
    // 35 bytes at level Q need version 4 (33 modules; version 3-Q holds 32).
    expect(qrMatrix(LINK)).toHaveLength(33);
    expect(qrMatrix(LINK).every((row) => row.length === 33)).toBe(true);
  });

  it("decodes back to the link", () => {
    const m = qrMatrix(LINK);
    const q = QR_QUIET_ZONE_MODULES;
    const grid = Array.from({ length: m.length + 2 * q }, (_, r) =>
      Array.from({ length: m.length + 2 * q }, (_, c) => !!m[r - q]?.[c - q]),
    );
    expect(decodeGrid(grid)).toBe(LINK);
  });
});

describe("darkRuns", () => {
  it("merges each row's neighbouring dark modules, ends of rows included", () => {
    expect(
      darkRuns([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toEqual([
      { row: 0, col: 0, length: 2 },
      { row: 0, col: 3, length: 1 },
      { row: 2, col: 1, length: 3 },
    ]);
  });
});

describe("qrSvg", () => {
  it("is one path of module runs in a viewBox with the 4-module quiet zone", () => {
    const svg = qrSvg(qrMatrix(LINK), 'QR <"code"> & co');
    expect(svg).toContain('viewBox="0 0 41 41"');
    expect(svg).toContain(
      "<title>QR &lt;&quot;code&quot;&gt; &amp; co</title>",
    );
    const { grid, paths } = svgGrid(svg);
    expect(paths).toBe(1);
    expect(decodeGrid(grid)).toBe(LINK);
  });
});

describe("qrPng", () => {
  it("is a 1-bit PNG at least QR_PNG_MIN_PX wide, whole pixels per module", () => {
    const png = decode(qrPng(qrMatrix(LINK)));
    expect(png.width).toBeGreaterThanOrEqual(QR_PNG_MIN_PX);
    expect(png.width).toBe(png.height);
    expect(png.width % 41).toBe(0);
    expect(png.depth).toBe(1);
    expect(png.channels).toBe(1);
  });
});

describe("PDF text layout", () => {
  it("wrapText breaks at spaces within the width", () => {
    expect(wrapText("aa bb cc dd", MONO, 1, 5)).toEqual(["aa bb", "cc dd"]);
    expect(wrapText("  one  ", MONO, 1, 2)).toEqual(["one"]);
  });

  it("fittingSize keeps the size when it fits and shrinks it when not", () => {
    expect(fittingSize("abcd", MONO, 10, 100)).toBe(10);
    expect(fittingSize("abcd", MONO, 44, 100)).toBe(25);
  });
});

describe("kit links", () => {
  it("name the code and format under /api/qr", () => {
    expect(qrKitPath("NIR-ABC234", "pdf")).toBe("/api/qr/NIR-ABC234.pdf");
    expect(qrKitUrl("nirvana.example", "NIR-ABC234", "svg")).toBe(
      "https://nirvana.example/api/qr/NIR-ABC234.svg",
    );
  });
});
