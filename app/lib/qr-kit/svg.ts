import {
  darkRuns,
  QR_QUIET_ZONE_MODULES,
  type QrMatrix,
} from "#app/lib/qr-kit/matrix.ts";
import { escapeMarkup } from "#app/lib/platform/escape-markup.ts";

/**
 * A QR symbol as SVG in module units: a white square with the quiet zone,
 * and every dark module in one path (one `M x y h n v1 h-n z` per run), so it
 * scales to any print size without blur.
 */
export function qrSvg(matrix: QrMatrix, title: string): string {
  const q = QR_QUIET_ZONE_MODULES;
  const size = matrix.length + 2 * q;
  const path = darkRuns(matrix)
    .map((r) => `M${r.col + q} ${r.row + q}h${r.length}v1h-${r.length}z`)
    .join("");
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 10}" height="${size * 10}" shape-rendering="crispEdges" role="img">`,
    `<title>${escapeMarkup(title)}</title>`,
    `<rect width="${size}" height="${size}" fill="#fff"/>`,
    `<path fill="#000" d="${path}"/>`,
    `</svg>`,
    "",
  ].join("\n");
}
