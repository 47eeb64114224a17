import { Link } from "react-router";
import { NAV_LABELS } from "~/content/shell";
import { FOOTER_LEGAL, FOOTER_LINKS } from "~/content/landing";
import { BRAND } from "~/lib/brand";
import { CookieSettingsButton } from "./cookie-settings";

export function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label={NAV_LABELS.footer} className="footer-groups">
        {FOOTER_LINKS.map((group) => (
          <div key={group.heading}>
            <h2>{group.heading}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <p>{FOOTER_LEGAL}</p>
      <p>
        © 2026 {BRAND.name}. Contact:{" "}
        <a href={`mailto:${BRAND.contactEmail}`}>{BRAND.contactEmail}</a>
      </p>
      <CookieSettingsButton />
    </footer>
  );
}
