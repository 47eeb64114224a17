import { Link } from "react-router";
import { NAV_LABELS } from "~/content/shell";
import { useLocalizeHref } from "~/lib/i18n/use-locale";

/**
 * Every subpage's way back, to the home of the page's own language;
 * fromsubpage keeps the visitor's compliance choice.
 */
export function HomeButton() {
  const localize = useLocalizeHref();
  return (
    <nav className="home-nav" aria-label={NAV_LABELS.home}>
      <Link to={localize("/?fromsubpage=true")} className="button home-button">
        ← Home
      </Link>
    </nav>
  );
}
