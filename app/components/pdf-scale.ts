/** Pure sizing rules for PdfViewer (docs/business-rules.md), kept out of React for tests. */

/** Sharper than 1× on HiDPI screens, but never more than 2× the canvas memory per axis. */
export const MIN_RENDER_DPR = 1;
export const MAX_RENDER_DPR = 2;
/** Re-render only for real layout changes, not scrollbar jitter (10 px, docs/business-rules.md). */
export const PDF_RESIZE_THRESHOLD_PX = 10;

export function clampDevicePixelRatio(dpr: number): number {
  if (!Number.isFinite(dpr) || dpr <= 0) return MIN_RENDER_DPR;
  return Math.min(MAX_RENDER_DPR, Math.max(MIN_RENDER_DPR, dpr));
}

/**
 * Canvas scale for a page: fit its width to the container, times the clamped
 * device pixel ratio so text stays crisp on HiDPI screens.
 */
export function renderScale(
  containerWidth: number,
  pageWidth: number,
  devicePixelRatio: number,
): number {
  if (containerWidth <= 0 || pageWidth <= 0)
    return clampDevicePixelRatio(devicePixelRatio);
  return (containerWidth / pageWidth) * clampDevicePixelRatio(devicePixelRatio);
}

/** Whether a new container width warrants re-rendering every page. */
export function shouldRerender(
  previousWidth: number | null,
  nextWidth: number,
): boolean {
  if (nextWidth <= 0) return false;
  if (previousWidth === null) return true;
  return Math.abs(nextWidth - previousWidth) > PDF_RESIZE_THRESHOLD_PX;
}
