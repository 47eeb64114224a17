import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import { CarriedCodePrice } from "#app/components/code-price.tsx";
import { FigureText } from "#app/components/figure-text.tsx";
import type { CallToAction as Cta } from "#app/content/navigation.ts";
import { BRAND } from "#app/lib/brand.ts";
import { useLocalizeHref } from "#app/lib/i18n/index.ts";

/** The closing invitation of a sales page: subscribe, or a softer next step. */
export function CallToAction({ cta }: { cta: Cta }) {
  const { _ } = useLingui();
  const localize = useLocalizeHref();
  return (
    <section className="cta" aria-labelledby="cta-heading">
      <h2 id="cta-heading">{_(cta.heading)}</h2>
      <p>
        <FigureText message={cta.text} />
      </p>
      <CarriedCodePrice />
      <div className="cta-actions">
        <a href={BRAND.signInUrl} className="button primary">
          {_(cta.primary)}
        </a>
        <Link to={localize(cta.secondaryHref)} className="button">
          {_(cta.secondary)}
        </Link>
      </div>
    </section>
  );
}
