import type { CvFundingRow, CvTalkYear } from "#app/content/cv.ts";
import { CV_FUNDING_TABLE } from "#app/content/cv.ts";
import { CV_NAVIGATION } from "#app/content/cv-navigation.ts";

/** Invited talks, one row per year, the year in the date column. */
export function CvTalks({ years }: { years: CvTalkYear[] }) {
  return (
    <dl className="cv-rows cv-talks">
      {years.map((y) => (
        <div className="cv-row" key={y.year}>
          <dt className="cv-date">{y.year}</dt>
          <dd>
            {/* Collapsed per year: a phone scrolls past 26 years in a few screens. */}
            <details>
              <summary>{CV_NAVIGATION.talksSummary(y.talks.length)}</summary>
              <ul>
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
export function CvFunding({ rows }: { rows: CvFundingRow[] }) {
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={CV_FUNDING_TABLE.label}
      tabIndex={0}
    >
      <table className="data-table cv-funding">
        <thead>
          <tr>
            <th scope="col">{CV_FUNDING_TABLE.columns.period}</th>
            <th scope="col">{CV_FUNDING_TABLE.columns.project}</th>
            <th scope="col">{CV_FUNDING_TABLE.columns.amount}</th>
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
