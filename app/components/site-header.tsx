import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SITE_HEADER } from "#app/content/navigation.ts";
import { BRAND } from "#app/lib/brand.ts";
import { useLocalizeHref } from "#app/lib/i18n/index.ts";
import { LanguageSwitcher } from "#app/components/language-switcher.tsx";

/**
 * What a route's `handle` may give the header: its own account area, drawn
 * from the route's loader data in place of Log in and Subscribe (the payee's
 * pages, app/routes/my-trust-code.tsx). Its code travels with the route.
 */
export interface HeaderAccountHandle {
  headerAccount?: (data: unknown) => ReactNode;
}

/** The account area the matched routes give the header, if any. */
export function headerAccountOf(
  matches: readonly { handle?: unknown; loaderData?: unknown }[],
): ReactNode {
  for (const match of matches) {
    const draw = (match.handle as HeaderAccountHandle | undefined)
      ?.headerAccount;
    if (draw) return draw(match.loaderData);
  }
  return null;
}

/**
 * On every public page: the logo home, Log in and the primary Subscribe (or
 * the route's own account area). The home link keeps the visitor's
 * compliance choice, like the Home buttons.
 */
export function SiteHeader({ account }: { account?: ReactNode }) {
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
          {/* Mark and word cut from one picture: on a narrow row the word
              gives way, the mark stays (app/styles/shell.css). */}
          <img
            src="/static/images/logo.svg"
            alt=""
            width={48}
            height={48}
            className="site-header-mark"
          />
          <img
            src="/static/images/logo.svg"
            alt=""
            width={112}
            height={48}
            className="site-header-word"
          />
        </Link>
        <nav aria-label={_(SITE_HEADER.navLabel)} className="site-header-nav">
          <LanguageSwitcher />
          {account ?? (
            <>
              <a href={BRAND.signInUrl} className="site-header-login">
                {_(SITE_HEADER.logIn)}
              </a>
              <a href={BRAND.signInUrl} className="button primary">
                {_(SITE_HEADER.subscribe)}
              </a>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
