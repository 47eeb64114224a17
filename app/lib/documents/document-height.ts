/**
 * A first-paint height for a framed document, before the browser can measure
 * it. It deliberately errs tall: the page below the frame then starts out of
 * view, so the exact measurement after hydration moves nothing on screen, and
 * without JavaScript nothing is clipped (only blank space after the end).
 */

/** Viewport widths at which the estimate changes (CSS in media.css). */
export const FRAME_HEIGHT_BANDS = [
  320, 360, 400, 460, 520, 600, 700, 820,
] as const;

export interface DocumentMetrics {
  /** Characters of visible text. */
  chars: number;
  /** Block elements (paragraphs, list items, headings, table rows). */
  blocks: number;
}

/** Page and document padding around the text column (page 40, body 16, main 24). */
const HORIZONTAL_CHROME_PX = 80;
/** The documents cap their text column (main max-width 760 minus padding). */
const MAX_TEXT_WIDTH_PX = 736;
/** Georgia at 17 px averages about 8.6 px a character, 28 px a line... */
const CHAR_WIDTH_PX = 8.6;
const LINE_HEIGHT_PX = 28;
/** ...and the documents drop to 16 px type below this text width. */
const SMALL_TYPE_BELOW_PX = 480;
const SMALL_CHAR_AREA = 8.0 * 26.4;
/** Margins and a half-empty last line per block. */
const BLOCK_EXTRA_PX = 30;
/** Above the first block and below the last. */
const FIXED_PX = 120;
/** Calibrated on the sample documents: 1.05 to 1.30 times the real height across widths. */
const SAFETY = 1.0;

export function estimateHeight(m: DocumentMetrics, viewport: number): number {
  const width = Math.min(
    MAX_TEXT_WIDTH_PX,
    Math.max(200, viewport - HORIZONTAL_CHROME_PX),
  );
  const charArea =
    width < SMALL_TYPE_BELOW_PX
      ? SMALL_CHAR_AREA
      : CHAR_WIDTH_PX * LINE_HEIGHT_PX;
  const px =
    FIXED_PX + (m.chars * charArea) / width + m.blocks * BLOCK_EXTRA_PX;
  return Math.ceil(px * SAFETY);
}

/** One CSS custom property per band, set on the frame (see media.css). */
export function heightVariables(m: DocumentMetrics): Record<string, string> {
  return Object.fromEntries(
    FRAME_HEIGHT_BANDS.map((band) => [
      `--frame-h-${band}`,
      `${estimateHeight(m, band)}px`,
    ]),
  );
}
