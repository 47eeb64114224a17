import { Link } from "react-router";
import { BRAND } from "~/lib/brand";
import { SITE_ROUTES } from "~/lib/site-routes";

export function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul>
          {SITE_ROUTES.filter((r) => r.path !== "/" && r.path !== "/demo").map(
            (r) => (
              <li key={r.path}>
                <Link to={r.path}>{r.title}</Link>
              </li>
            ),
          )}
        </ul>
      </nav>
      <p>
        © 2026 {BRAND.name}. Impersonal analytics, not advice. Contact:{" "}
        <a href={`mailto:${BRAND.contactEmail}`}>{BRAND.contactEmail}</a>
      </p>
    </footer>
  );
}
