import { Link } from "react-router";
import { NAV_LABELS } from "~/content/shell";

/** Every subpage's way back; fromsubpage keeps the visitor's compliance choice. */
export function HomeButton() {
  return (
    <nav className="home-nav" aria-label={NAV_LABELS.home}>
      <Link to="/?fromsubpage=true" className="button home-button">
        ← Home
      </Link>
    </nav>
  );
}
