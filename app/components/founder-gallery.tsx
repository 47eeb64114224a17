import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import { FOUNDER_PHOTOS } from "#app/content/founder-gallery.ts";
import type { ImageAsset } from "#app/content/media.ts";

/** 16 px between gallery photos (docs/business-rules.md; also set in pages.css). */
export const GALLERY_GAP_PX = 16;
/** Wide layout (gallery beside the text) starts here; matches pages.css. */
const WIDE_QUERY = "(min-width: 900px)";
/** Photos above the fold load eagerly; the rest wait until scrolled near. */
const EAGER_COUNT = 3;

/**
 * How many photos, stacked at `columnWidth` with the gallery gap, fit in
 * `maxHeight`. Always at least one, so the column is never empty.
 */
export function countThatFits(
  images: readonly Pick<ImageAsset, "width" | "height">[],
  columnWidth: number,
  maxHeight: number,
): number {
  let used = 0;
  let n = 0;
  for (const img of images) {
    const h = (columnWidth * img.height) / img.width;
    const next = used + (n > 0 ? GALLERY_GAP_PX : 0) + h;
    if (next > maxHeight) break;
    used = next;
    n++;
  }
  return Math.max(1, n);
}

/**
 * The founder's photographs. Narrow screens: a horizontal scroller with all
 * of them. Wide screens: a column beside the text that is exactly as tall as
 * the text (CSS positions it so it can never push layout) showing only the
 * photos that fit whole, re-measured whenever the text or column resizes.
 */
export function FounderGallery({
  images,
  textRef,
  lang,
}: {
  images: readonly ImageAsset[];
  textRef: RefObject<HTMLElement | null>;
  /** "en" on a translated page: the pictures' descriptions are English. */
  lang?: string;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  // Server and first client render show everything: right for narrow screens,
  // and on wide ones the clipped column hides the overflow until measured.
  const [count, setCount] = useState(images.length);
  const [measured, setMeasured] = useState(false);
  // Only the narrow scroller needs keyboard focus to scroll.
  const [scrolls, setScrolls] = useState(true);

  useLayoutEffect(() => {
    const list = listRef.current;
    const text = textRef.current;
    if (!list || !text) return;
    const wide = window.matchMedia(WIDE_QUERY);
    const measure = () => {
      setCount(
        wide.matches
          ? countThatFits(
              images,
              list.clientWidth,
              text.getBoundingClientRect().height,
            )
          : images.length,
      );
      setScrolls(!wide.matches);
      setMeasured(true);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(text);
    observer.observe(list);
    wide.addEventListener("change", measure);
    return () => {
      observer.disconnect();
      wide.removeEventListener("change", measure);
    };
  }, [images, textRef]);

  return (
    <div className="founder-gallery-wrap" lang={lang}>
      <ul
        ref={listRef}
        className="founder-gallery"
        aria-label={FOUNDER_PHOTOS.label}
        data-measured={measured || undefined}
        data-count={count}
        // Focusable only when it scrolls, so keyboard users can scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={scrolls ? 0 : undefined}
      >
        {images.slice(0, count).map((img, i) => (
          <li key={img.src}>
            <img
              src={img.src}
              alt={img.alt}
              width={img.width}
              height={img.height}
              loading={i < EAGER_COUNT ? "eager" : "lazy"}
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
