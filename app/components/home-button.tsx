import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import { NAV_LABELS } from "#app/content/shell.ts";
import { useLocalizeHref } from "#app/lib/i18n/index.ts";

/**
 * Every subpage's way back, to the home of the page's own language;
 * fromsubpage keeps the visitor's compliance choice.
 */
export function HomeButton() {
  const { _ } = useLingui();
  const localize = useLocalizeHref();
  return (
    <nav className="home-nav" aria-label={_(NAV_LABELS.home)}>
      <Link to={localize("/?fromsubpage=true")} className="button home-button">
        {_(NAV_LABELS.homeButton)}
      </Link>
    </nav>
  );
}
