import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import {
  FOREST_CAROUSEL as F,
  FOREST_IMAGE_ALTS,
} from "#app/content/galleries.ts";
import type { ImageAsset } from "#app/content/media.ts";
import { formatNumber, useLocale } from "#app/lib/i18n/index.ts";
import { CAROUSEL_INTERVAL_MS } from "#app/lib/policies.ts";
import { useReducedMotion } from "#app/lib/platform/index.ts";

type Slide = ImageAsset & { srcMobile: string; srcMedium: string };

/**
 * Forest images advancing every 6000 ms (docs/business-rules.md), with pause, previous and
 * next. Auto-advance is off under prefers-reduced-motion and while paused.
 */
export function ForestCarousel({ slides }: { slides: readonly Slide[] }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const position = (n: number) => ({
    n: formatNumber(n, locale),
    total: formatNumber(slides.length, locale),
  });
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const running = !paused && !reduced && slides.length > 1;

  useEffect(() => {
    if (!running) return;
    const id = setInterval(
      () => setIndex((i) => (i + 1) % slides.length),
      CAROUSEL_INTERVAL_MS,
    );
    return () => clearInterval(id);
  }, [running, slides.length]);

  const go = (step: number) =>
    setIndex((i) => (i + step + slides.length) % slides.length);
  const first = slides[0];
  if (!first) return null;

  return (
    <section
      className="carousel"
      aria-roledescription={_(F.roleDescription)}
      aria-label={_(F.label)}
    >
      <div
        className="carousel-viewport"
        style={{ aspectRatio: `${first.width} / ${first.height}` }}
      >
        {slides.map((slide, i) => (
          <figure
            key={slide.src}
            className="carousel-slide"
            aria-roledescription={_(F.slideRoleDescription)}
            aria-label={_({ ...F.slideLabel, values: position(i + 1) })}
            hidden={i !== index}
          >
            <img
              src={slide.src}
              srcSet={`${slide.srcMobile} 600w, ${slide.srcMedium} 800w, ${slide.src} ${slide.width}w`}
              // The landing page's 20 px side padding; 1000 px inside its column on wide screens.
              sizes="(max-width: 640px) calc(100vw - 40px), 1000px"
              alt={FOREST_IMAGE_ALTS[i] ? _(FOREST_IMAGE_ALTS[i]) : slide.alt}
              width={slide.width}
              height={slide.height}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : undefined}
            />
          </figure>
        ))}
      </div>
      <div className="carousel-controls">
        <button
          type="button"
          className="button small"
          onClick={() => go(-1)}
          aria-label={_(F.previous)}
        >
          ‹
        </button>
        <button
          type="button"
          className="button small"
          aria-pressed={!running}
          disabled={reduced}
          onClick={() => setPaused((p) => !p)}
        >
          {running ? _(F.pause) : _(F.play)}
        </button>
        <button
          type="button"
          className="button small"
          onClick={() => go(1)}
          aria-label={_(F.next)}
        >
          ›
        </button>
        <span
          className="carousel-status"
          aria-live={running ? "off" : "polite"}
        >
          {_({ ...F.status, values: position(index + 1) })}
        </span>
      </div>
    </section>
  );
}
