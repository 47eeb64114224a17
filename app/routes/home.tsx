import { loadCatalogArea } from "~/lib/i18n/instance";
import { useEffect, useState } from "react";
import { CodeSuggestionNotice } from "~/components/code-suggestion-notice";
import { ForestCarousel } from "~/components/forest-carousel";
import { LandingLinks } from "~/components/landing-links";
import { LogoMarquee } from "~/components/logo-marquee";
import { CHAT_INPUT_ID, ProximityChat } from "~/components/proximity-chat";
import { TeaserTable } from "~/components/teaser-table";
import {
  CHARITY_PLEDGE,
  FEATURES,
  HERO,
  HERO_ACTIONS,
  PRESS_QUOTE,
} from "~/content/landing";
import { FEATURES_HEADING } from "~/content/landing";
import { CHARITY_LOGOS, FOREST_IMAGES } from "~/content/media";
import {
  applyCodeFromAddress,
  type CodeSuggestion,
} from "~/lib/apply-code-from-address";
import { BRAND } from "~/lib/brand";
import {
  COMPLIANCE_RESET_EVENT,
  COMPLIANCE_RESET_KEY,
  resetCompliance,
} from "~/lib/compliance";
import { routeMeta } from "~/lib/meta";
import "~/styles/landing.css";

// The words of this page arrive with it (app/lib/i18n/areas.ts).
await loadCatalogArea("landing");

export const meta = () => routeMeta("/");

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
  useComplianceOnArrival();
  const [suggestion, setSuggestion] = useState<CodeSuggestion | null>(null);
  useEffect(
    () => void applyCodeFromAddress(window.location.search).then(setSuggestion),
    [],
  );

  return (
    <main id="main" className="landing">
      {suggestion && <CodeSuggestionNotice notice={suggestion} />}
      <header className="hero">
        <p className="tagline">{HERO.tagline}</p>
        <h1>{HERO.subtitle}</h1>
        <p className="price">{HERO.priceNote}</p>
        <div className="hero-actions">
          <a href={BRAND.signInUrl} className="button primary">
            {HERO_ACTIONS.primary}
          </a>
          <a href="#proximity-search" className="button" onClick={tryChat}>
            {HERO_ACTIONS.secondary}
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
        <h2 id="features-heading">{FEATURES_HEADING}</h2>
        <ul>
          {FEATURES.map((f) => (
            <li key={f.name}>
              <h3>{f.name}</h3>
              <p>{f.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <figure className="press">
        <blockquote>
          <p>“{PRESS_QUOTE.quote}”</p>
        </blockquote>
        <figcaption>
          — {PRESS_QUOTE.source}.{" "}
          <a href={PRESS_QUOTE.pdfHref} download>
            {PRESS_QUOTE.pdfLabel}
          </a>
        </figcaption>
      </figure>

      <section className="pledge" aria-labelledby="pledge-heading">
        <h2 id="pledge-heading">{CHARITY_PLEDGE.heading}</h2>
        <p>{CHARITY_PLEDGE.text}</p>
      </section>

      <LogoMarquee logos={CHARITY_LOGOS} />
    </main>
  );
}
