import type { CvFundingRow, CvTalkYear } from "#app/content/cv.ts";
import { CV_FUNDING_TABLE } from "#app/content/cv.ts";
import { CV_NAVIGATION } from "#app/content/cv-navigation.ts";

/** Invited talks, one row per year, the year in the date column. */
export function CvTalks({
  years,
  summary = CV_NAVIGATION.talksSummary,
  itemsLang,
}: {
  years: CvTalkYear[];
  /** A translation's "N talks". */
  summary?: (count: number) => string;
  /** The talks' language when it is not the page's (titles are cited as given). */
  itemsLang?: string;
}) {
  return (
    <dl className="cv-rows cv-talks">
      {years.map((y) => (
        <div className="cv-row" key={y.year}>
          <dt className="cv-date">{y.year}</dt>
          <dd>
            {/* Collapsed per year: a phone scrolls past 26 years in a few screens. */}
            <details>
              <summary>{summary(y.talks.length)}</summary>
              <ul lang={itemsLang}>
                {y.talks.map((talk) => (
                  <li key={talk}>{talk}</li>
                ))}
              </ul>
            </details>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Research funding: period, description and amount per grant. */
export function CvFunding({
  rows,
  table = CV_FUNDING_TABLE,
}: {
  rows: CvFundingRow[];
  /** A translation's table words. */
  table?: typeof CV_FUNDING_TABLE;
}) {
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={table.label}
      tabIndex={0}
    >
      <table className="data-table cv-funding">
        <thead>
          <tr>
            <th scope="col">{table.columns.period}</th>
            <th scope="col">{table.columns.project}</th>
            <th scope="col">{table.columns.amount}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.period + row.description}>
              <td className="cv-funding-period">{row.period}</td>
              <td>{row.description}</td>
              <td className="cv-funding-amount">{row.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
