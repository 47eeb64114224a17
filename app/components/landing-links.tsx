import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import { FigureText } from "#app/components/figure-text.tsx";
import { NAV_LABELS } from "#app/content/shell.ts";
import {
  LANDING_LINK_GROUPS,
  LANDING_LINKS,
  MOBILE_LINK_COUNT,
} from "#app/content/landing.ts";
import { useLocalizeHref } from "#app/lib/i18n/index.ts";

/**
 * The landing's link cards, grouped by theme. Phones show only the first
 * MOBILE_LINK_COUNT links (in order) plus the logo; a group with none of
 * them left hides its heading too.
 */
/** Each group with its links and the index of its first link, computed once. */
const GROUPS = LANDING_LINK_GROUPS.map((group, g) => {
  const first = LANDING_LINK_GROUPS.slice(0, g).reduce(
    (n, x) => n + x.count,
    0,
  );
  return {
    ...group,
    first,
    links: LANDING_LINKS.slice(first, first + group.count),
  };
});

export function LandingLinks() {
  const { _ } = useLingui();
  const localize = useLocalizeHref();
  return (
    <nav aria-label={_(NAV_LABELS.landingLinks)} className="landing-links">
      {GROUPS.map((group) => (
        <section
          key={group.heading.id}
          aria-label={_(group.heading)}
          className={[
            "link-group",
            group.quiet ? "quiet" : "",
            group.first >= MOBILE_LINK_COUNT ? "desktop-only" : "",
          ]
            .filter(Boolean)
            .join(" ")}
        >
          <h2 className="link-group-heading">{_(group.heading)}</h2>
          <ul>
            {group.links.map((link, i) => (
              <li
                key={link.href}
                className={
                  group.first + i >= MOBILE_LINK_COUNT
                    ? "desktop-only"
                    : undefined
                }
              >
                <Link to={localize(link.href)} className="link-card">
                  <span className="link-label">{_(link.label)}</span>
                  {link.description && (
                    <span className="link-description">
                      <FigureText message={link.description} />
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <img
        src="/static/images/logo.svg"
        alt=""
        width={120}
        height={36}
        className="mobile-only mobile-logo"
      />
    </nav>
  );
}
