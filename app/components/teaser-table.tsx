import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { apiFetch } from "#app/lib/platform/index.ts";
import { BRAND } from "#app/lib/brand.ts";
import { formatNumber, useLocale } from "#app/lib/i18n/index.ts";
import { TEASER_ROWS } from "#app/lib/policies.ts";
import { TEASER_TABLE as T } from "#app/content/landing.ts";

interface Teaser {
  names: string[];
  scores: number[];
}

/**
 * Up to ten blurred mock results from the worker. The row count is fixed
 * from the first render, so loading never shifts the layout.
 */
export function TeaserTable() {
  const { _ } = useLingui();
  const locale = useLocale();
  const placeholderName = _(T.placeholderName);
  const [teaser, setTeaser] = useState<Teaser | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    apiFetch<Teaser>("/teaser")
      .then((body) => setTeaser(body ?? null))
      .catch((error: unknown) => console.warn("teaser unavailable", error))
      .finally(() => setLoading(false));
  }, []);

  const rows = Array.from({ length: TEASER_ROWS }, (_, i) => ({
    name: teaser?.names[i],
    score: teaser?.scores[i],
  }));

  return (
    <section className="teaser" aria-labelledby="teaser-heading">
      <h2 id="teaser-heading">{_(T.heading)}</h2>
      <p className="teaser-note" role="status">
        {loading ? _(T.loading) : _(T.note)}
      </p>
      <div className="teaser-frame">
        <table>
          <thead>
            <tr>
              <th scope="col">{_(T.columns.product)}</th>
              <th scope="col">{_(T.columns.score)}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                <td>
                  {row.name ? (
                    <>
                      <span
                        className="blurred"
                        aria-hidden="true"
                        translate="no"
                      >
                        {row.name}
                      </span>
                      <span className="visually-hidden">{placeholderName}</span>
                    </>
                  ) : (
                    placeholderName
                  )}
                </td>
                <td>
                  {row.score !== undefined ? (
                    <>
                      <span
                        className="blurred"
                        aria-hidden="true"
                        translate="no"
                      >
                        {formatNumber(row.score, locale)}
                      </span>
                      <span className="visually-hidden">{T.hiddenScore}</span>
                    </>
                  ) : (
                    T.hiddenScore
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="teaser-overlay">
          <a className="button primary" href={BRAND.signInUrl}>
            {_(T.subscribe)}
          </a>
        </div>
      </div>
    </section>
  );
}
