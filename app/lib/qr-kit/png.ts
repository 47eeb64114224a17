import { encode } from "fast-png";
import {
  QR_QUIET_ZONE_MODULES,
  type QrMatrix,
} from "#app/lib/qr-kit/matrix.ts";

/** At least this many pixels a side: 8 cm printed at about 380 dpi, beyond what printers resolve. */
export const QR_PNG_MIN_PX = 1200;

/**
 * A QR symbol with its quiet zone as a 1-bit greyscale PNG: each module a
 * whole number of pixels (no blur when scaled by whole factors), at least
 * QR_PNG_MIN_PX wide.
 */
export function qrPng(matrix: QrMatrix): Uint8Array {
  const q = QR_QUIET_ZONE_MODULES;
  const modules = matrix.length + 2 * q;
  const scale = Math.ceil(QR_PNG_MIN_PX / modules);
  const side = modules * scale;
  const rowBytes = Math.ceil(side / 8);
  // 1 is white in 1-bit greyscale; start all white and clear the dark modules.
  const data = new Uint8Array(rowBytes * side).fill(0xff);
  matrix.forEach((cells, row) => {
    // One scanline per module row, then copied down: a module is `scale` rows tall.
    const first = (row + q) * scale * rowBytes;
    const line = data.subarray(first, first + rowBytes);
    cells.forEach((dark, col) => {
      if (!dark) return;
      for (let x = (col + q) * scale; x < (col + q + 1) * scale; x++)
        line[x >> 3]! &= ~(0x80 >> (x & 7));
    });
    for (let copy = 1; copy < scale; copy++)
      data.copyWithin(first + copy * rowBytes, first, first + rowBytes);
  });
  return encode({ width: side, height: side, data, depth: 1, channels: 1 });
}
