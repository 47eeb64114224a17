import { Link } from "react-router";
import "~/styles/shell.css";
import { SITE_HEADER } from "~/content/navigation";
import { BRAND } from "~/lib/brand";
import { LanguageSwitcher } from "./language-switcher";

/**
 * On every public page: the logo home, Log in and the primary Subscribe. The
 * home link keeps the visitor's compliance choice, like the Home buttons.
 */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link
          to="/?fromsubpage=true"
          className="site-header-logo"
          aria-label={SITE_HEADER.homeLabel}
        >
          <img src="/static/images/logo.svg" alt="" width={160} height={48} />
        </Link>
        <nav aria-label={SITE_HEADER.navLabel} className="site-header-nav">
          <LanguageSwitcher />
          <a href={BRAND.signInUrl} className="site-header-login">
            {SITE_HEADER.logIn}
          </a>
          <a href={BRAND.signInUrl} className="button primary">
            {SITE_HEADER.subscribe}
          </a>
        </nav>
      </div>
    </header>
  );
}
