import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import { SITE_HEADER } from "#app/content/navigation.ts";
import { BRAND } from "#app/lib/brand.ts";
import { useLocalizeHref } from "#app/lib/i18n/use-locale.ts";
import { LanguageSwitcher } from "./language-switcher";

/**
 * On every public page: the logo home, Log in and the primary Subscribe. The
 * home link keeps the visitor's compliance choice, like the Home buttons.
 */
export function SiteHeader() {
  const { _ } = useLingui();
  const localize = useLocalizeHref();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link
          to={localize("/?fromsubpage=true")}
          className="site-header-logo"
          aria-label={_(SITE_HEADER.homeLabel)}
        >
          <img src="/static/images/logo.svg" alt="" width={160} height={48} />
        </Link>
        <nav aria-label={_(SITE_HEADER.navLabel)} className="site-header-nav">
          <LanguageSwitcher />
          <a href={BRAND.signInUrl} className="site-header-login">
            {_(SITE_HEADER.logIn)}
          </a>
          <a href={BRAND.signInUrl} className="button primary">
            {_(SITE_HEADER.subscribe)}
          </a>
        </nav>
      </div>
    </header>
  );
}
