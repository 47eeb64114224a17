import { Link } from "react-router";

/** Every subpage's way back; fromsubpage keeps the visitor's compliance choice. */
export function HomeButton() {
  return (
    <nav className="home-nav" aria-label="Site">
      <Link to="/?fromsubpage=true" className="button home-button">
        ← Home
      </Link>
    </nav>
  );
}
