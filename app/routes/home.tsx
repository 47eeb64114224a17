import { useLingui } from "@lingui/react";
import {
  loadCatalogAreas,
  priceValues,
  useLocale,
} from "#app/lib/i18n/index.ts";
import { moduleHandle, registryPageMeta } from "#app/lib/pages/index.ts";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { CarriedCodePrice } from "#app/components/code-price.tsx";
import { FigureText } from "#app/components/figure-text.tsx";
import { ForestCarousel } from "#app/components/forest-carousel.tsx";
import { LandingLinks } from "#app/components/landing-links.tsx";
import { LogoMarquee } from "#app/components/logo-marquee.tsx";
import {
  CHAT_INPUT_ID,
  ProximityChat,
} from "#app/components/proximity-chat.tsx";
import { TeaserTable } from "#app/components/teaser-table.tsx";
import {
  CHARITY_PLEDGE,
  FEATURES,
  HERO,
  HERO_ACTIONS,
  PRESS_QUOTE,
  PRESS_QUOTE_MARKS,
} from "#app/content/landing.ts";
import { FEATURES_HEADING } from "#app/content/landing.ts";
import { CHARITY_LOGOS, FOREST_IMAGES } from "#app/content/media.ts";
import { BRAND } from "#app/lib/brand.ts";
import { codeParam } from "#app/lib/trust-codes/index.ts";
import {
  COMPLIANCE_RESET_EVENT,
  COMPLIANCE_RESET_KEY,
  resetCompliance,
} from "#app/lib/compliance/index.ts";

// The areas of this page's words (its declaration, ./home.page.ts):
// in the document, or fetched before the page renders on client navigation.
export const handle = moduleHandle("routes/home.tsx");
await loadCatalogAreas(handle);

// Only an address with a code needs it: loaded for those visitors alone.
const CodeFromAddress = lazy(() =>
  import("#app/components/code-suggestion-notice.tsx").then((module) => ({
    default: module.CodeFromAddress,
  })),
);

export const meta = registryPageMeta("/");

/**
 * Arriving on "/" without fromsubpage=true resets compliance once per
 * visit (so the dialog reappears); fromsubpage=true keeps it and is removed.
 */
function useComplianceOnArrival() {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get("fromsubpage") === "true") {
      url.searchParams.delete("fromsubpage");
      window.history.replaceState(
        window.history.state,
        "",
        `${url.pathname}${url.search}${url.hash}`,
      );
      return;
    }
    try {
      if (window.sessionStorage.getItem(COMPLIANCE_RESET_KEY)) return;
      window.sessionStorage.setItem(COMPLIANCE_RESET_KEY, "1");
    } catch {
      return; // No session storage: never reset rather than reset on every view.
    }
    resetCompliance();
    window.dispatchEvent(new Event(COMPLIANCE_RESET_EVENT));
  }, []);
}

/** The hero's secondary action: bring the chat into view, ready to type. */
function tryChat(event: React.MouseEvent<HTMLAnchorElement>) {
  const input = document.getElementById(CHAT_INPUT_ID);
  if (!input) return; // the fragment still scrolls to the chat
  event.preventDefault();
  input.scrollIntoView({ block: "center" });
  input.focus({ preventScroll: true });
}

export default function Home() {
  const { _ } = useLingui();
  const values = priceValues(useLocale());
  useComplianceOnArrival();
  // The address as the page was first shown (it loses its code once the
  // page is up); such pages are rendered per request, never cached.
  const { search } = useLocation();
  const [codeSearch] = useState(() =>
    codeParam(new URLSearchParams(search)) !== null ? search : null,
  );

  return (
    <main id="main" className="landing">
      {codeSearch !== null && (
        <Suspense fallback={null}>
          <CodeFromAddress search={codeSearch} />
        </Suspense>
      )}
      <header className="hero">
        <p className="tagline">{_(HERO.tagline)}</p>
        <h1>{_(HERO.subtitle)}</h1>
        <p className="price">
          <FigureText message={HERO.priceNote} />
        </p>
        <CarriedCodePrice className="price code-price" />
        <div className="hero-actions">
          <a href={BRAND.signInUrl} className="button primary">
            {_(HERO_ACTIONS.primary)}
          </a>
          <a href="#proximity-search" className="button" onClick={tryChat}>
            {_(HERO_ACTIONS.secondary)}
          </a>
        </div>
      </header>

      <ForestCarousel slides={FOREST_IMAGES} />

      <LandingLinks />

      <div className="landing-grid">
        <ProximityChat />
        <TeaserTable />
      </div>

      <section className="features" aria-labelledby="features-heading">
        <h2 id="features-heading">{_(FEATURES_HEADING)}</h2>
        <ul>
          {FEATURES.map((f) => (
            <li key={f.name.id}>
              <h3>{_(f.name)}</h3>
              <p>{_(f.description)}</p>
            </li>
          ))}
        </ul>
      </section>

      <figure className="press">
        <blockquote>
          <p>
            {_({
              ...PRESS_QUOTE_MARKS,
              values: { quote: _(PRESS_QUOTE.quote) },
            })}
          </p>
        </blockquote>
        <figcaption>
          — <span translate="no">{PRESS_QUOTE.source}</span>.{" "}
          <a href={PRESS_QUOTE.pdfHref} download>
            {_(PRESS_QUOTE.pdfLabel)}
          </a>
        </figcaption>
      </figure>

      <section className="pledge" aria-labelledby="pledge-heading">
        <h2 id="pledge-heading">{_({ ...CHARITY_PLEDGE.heading, values })}</h2>
        <p>{_({ ...CHARITY_PLEDGE.text, values })}</p>
      </section>

      <LogoMarquee logos={CHARITY_LOGOS} />
    </main>
  );
}
