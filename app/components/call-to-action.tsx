import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import type { CallToAction as Cta } from "~/content/navigation";
import { BRAND } from "~/lib/brand";
import { priceValues } from "~/lib/i18n/price-values";
import { useLocale, useLocalizeHref } from "~/lib/i18n/use-locale";

/** The closing invitation of a sales page: subscribe, or a softer next step. */
export function CallToAction({ cta }: { cta: Cta }) {
  const { _ } = useLingui();
  const localize = useLocalizeHref();
  const values = priceValues(useLocale());
  return (
    <section className="cta" aria-labelledby="cta-heading">
      <h2 id="cta-heading">{_(cta.heading)}</h2>
      <p>{_({ ...cta.text, values })}</p>
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
