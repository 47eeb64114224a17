import { Link } from "react-router";
import type { CallToAction as Cta } from "~/content/navigation";
import { BRAND } from "~/lib/brand";

/** The closing invitation of a sales page: subscribe, or a softer next step. */
export function CallToAction({ cta }: { cta: Cta }) {
  return (
    <section className="cta" aria-labelledby="cta-heading">
      <h2 id="cta-heading">{cta.heading}</h2>
      <p>{cta.text}</p>
      <div className="cta-actions">
        <a href={BRAND.signInUrl} className="button primary">
          {cta.primary}
        </a>
        <Link to={cta.secondaryHref} className="button">
          {cta.secondary}
        </Link>
      </div>
    </section>
  );
}
