import { useEffect } from "react";
import { Link } from "react-router";
import { ForestCarousel } from "~/components/forest-carousel";
import { LogoMarquee } from "~/components/logo-marquee";
import { ProximityChat } from "~/components/proximity-chat";
import { TeaserTable } from "~/components/teaser-table";
import {
  CHARITY_PLEDGE,
  FEATURES,
  HERO,
  LANDING_LINKS,
  MOBILE_LINK_COUNT,
  PRESS_QUOTE,
} from "~/content/landing";
import { CHARITY_LOGOS, FOREST_IMAGES } from "~/content/media";
import { applyCodeFromAddress } from "~/lib/apply-code-from-address";
import { BRAND } from "~/lib/brand";
import {
  COMPLIANCE_RESET_EVENT,
  COMPLIANCE_RESET_KEY,
  resetCompliance,
} from "~/lib/compliance";
import { routeMeta } from "~/lib/meta";
import "~/styles/landing.css";

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

export default function Home() {
  useComplianceOnArrival();
  useEffect(() => void applyCodeFromAddress(window.location.search), []);

  return (
    <main id="main" className="landing">
      <header className="hero">
        <div className="hero-top">
          <img
            src="/static/images/logo.svg"
            alt={BRAND.name}
            width={160}
            height={48}
            className="logo"
          />
          <nav aria-label="Account" className="account-links">
            <a href={BRAND.signInUrl}>Log in</a>
            <a href={BRAND.signInUrl} className="button primary">
              Subscribe
            </a>
          </nav>
        </div>
        <p className="tagline">{HERO.tagline}</p>
        <h1>{HERO.subtitle}</h1>
        <p className="price">{HERO.priceNote}</p>
      </header>

      <ForestCarousel slides={FOREST_IMAGES} />

      <nav aria-label="Explore Nirvana" className="landing-links">
        <ul>
          {LANDING_LINKS.map((link, i) => (
            <li
              key={link.href}
              className={i >= MOBILE_LINK_COUNT ? "desktop-only" : undefined}
            >
              <Link to={link.href} className="link-card">
                <span className="link-label">{link.label}</span>
                {link.description && (
                  <span className="link-description">{link.description}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
        <img
          src="/static/images/logo.svg"
          alt=""
          width={120}
          height={36}
          className="mobile-only mobile-logo"
        />
      </nav>

      <div className="landing-grid">
        <ProximityChat />
        <TeaserTable />
      </div>

      <section className="features" aria-labelledby="features-heading">
        <h2 id="features-heading">What members get</h2>
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
