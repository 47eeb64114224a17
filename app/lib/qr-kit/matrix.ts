import qrcode from "qrcode-generator";

/**
 * Level Q restores up to 25% of damaged codewords: enough for a smudged,
 * folded or partly covered print, while keeping modules larger than H (30%)
 * would at the same printed size. H mainly pays for a logo over the code, and
 * the kit has none (docs/decisions/qr-kit.md).
 */
export const QR_ERROR_CORRECTION = "Q";
/** The light border every reader needs around the symbol: the standard's 4 modules. */
export const QR_QUIET_ZONE_MODULES = 4;

/** The dark modules of a QR symbol, row by row, without its quiet zone. */
export type QrMatrix = boolean[][];

/** The smallest QR symbol at level Q that holds `text` (byte mode). */
export function qrMatrix(text: string): QrMatrix {
  const qr = qrcode(0, QR_ERROR_CORRECTION);
  qr.addData(text, "Byte");
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => qr.isDark(row, col)),
  );
}

/** A horizontal run of dark modules: row, first column, length. */
export interface DarkRun {
  row: number;
  col: number;
  length: number;
}

/** Each row's dark modules merged into runs: fewer shapes to draw, same picture. */
export function darkRuns(matrix: QrMatrix): DarkRun[] {
  const runs: DarkRun[] = [];
  matrix.forEach((cells, row) => {
    let start = -1;
    cells.forEach((dark, col) => {
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push({ row, col: start, length: col - start });
        start = -1;
      }
    });
    if (start >= 0)
      runs.push({ row, col: start, length: cells.length - start });
  });
  return runs;
}
