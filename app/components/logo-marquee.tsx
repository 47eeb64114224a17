import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { LOGO_MARQUEE } from "#app/content/galleries.ts";
import type { ImageAsset } from "#app/content/media.ts";
import { MARQUEE_LOOP_S } from "#app/lib/policies.ts";
import { useReducedMotion } from "#app/lib/platform/index.ts";

/** Fisher–Yates: the logos appear in a new random order on each visit, so none is always first. */
export function shuffled<T>(items: readonly T[], random = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Charity logos scrolling on a 28 s loop. The list is rendered twice so the
 * loop is seamless; the copy is hidden from assistive technology. Shuffled
 * after hydration so server and client markup agree.
 */
export function LogoMarquee({ logos }: { logos: readonly ImageAsset[] }) {
  const { _ } = useLingui();
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [order, setOrder] = useState<readonly ImageAsset[]>(logos);
  // Shuffled after hydration: a server-side shuffle would not match the client's.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
  useEffect(() => setOrder(shuffled(logos)), [logos]);
  const stopped = paused || reduced;

  return (
    <section className="marquee" aria-labelledby="marquee-heading">
      <div className="section-head">
        <h2 id="marquee-heading">{_(LOGO_MARQUEE.heading)}</h2>
        <button
          type="button"
          className="button small"
          aria-pressed={stopped}
          disabled={reduced}
          onClick={() => setPaused((p) => !p)}
        >
          {stopped ? _(LOGO_MARQUEE.play) : _(LOGO_MARQUEE.pause)}
        </button>
      </div>
      <div className="marquee-viewport">
        <ul
          className="marquee-track"
          data-paused={stopped}
          style={{ animationDuration: `${MARQUEE_LOOP_S}s` }}
        >
          {[...order, ...order].map((logo, i) => (
            <li
              key={`${logo.src}-${i}`}
              aria-hidden={i >= order.length || undefined}
              // The alt text is the organisation's name.
              translate="no"
            >
              <img
                src={logo.src}
                alt={i >= order.length ? "" : logo.alt}
                width={logo.width}
                height={logo.height}
                // Last on the page: fetched when near, not with the first paint.
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
