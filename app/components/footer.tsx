import { Trans, useLingui } from "@lingui/react";
import { Link } from "react-router";
import { NAV_LABELS } from "#app/content/shell.ts";
import {
  FOOTER_COPYRIGHT,
  FOOTER_LEGAL,
  FOOTER_LINKS,
  type FooterLink,
} from "#app/content/footer.ts";
import { BRAND } from "#app/lib/brand.ts";
import { useLocalizeHref } from "#app/lib/i18n/index.ts";
import { CookieSettingsButton } from "#app/components/cookie-settings.tsx";

export function Footer() {
  const { _ } = useLingui();
  const localize = useLocalizeHref();
  const label = (link: FooterLink) =>
    typeof link.label === "string" ? link.label : _(link.label);
  return (
    <footer className="site-footer">
      <nav aria-label={_(NAV_LABELS.footer)} className="footer-groups">
        {FOOTER_LINKS.map((group) => (
          <div key={group.heading.id}>
            <h2>{_(group.heading)}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={localize(link.href)}
                    // A plain label is an e-mail address, not a word.
                    translate={
                      typeof link.label === "string" ? "no" : undefined
                    }
                  >
                    {label(link)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <p>{_(FOOTER_LEGAL)}</p>
      <p>
        <Trans
          id={FOOTER_COPYRIGHT.id}
          message={FOOTER_COPYRIGHT.message}
          values={{ email: BRAND.contactEmail }}
          components={{
            // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans fills in the address
            0: <a href={`mailto:${BRAND.contactEmail}`} translate="no" />,
          }}
        />
      </p>
      <CookieSettingsButton />
    </footer>
  );
}
