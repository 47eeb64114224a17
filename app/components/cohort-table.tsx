import type {
  MonthlyCohort,
  SuppressedCohort,
} from "#app/lib/reports/index.ts";

type Cohort = MonthlyCohort | SuppressedCohort;

/** The count columns, in the order both the operator and the participant report show them. */
const COUNTS = [
  ["scans", "Scans"],
  ["unique_visitors", "Unique visitors"],
  ["bot_events", "Bot events"],
  ["applications", "Applications"],
  ["paid_conversions", "New paid members"],
  ["renewals", "Renewals"],
] as const;

function CohortRow({ label, cohort }: { label: string; cohort: Cohort }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {COUNTS.map(([key]) => (
        <td key={key} className="num">
          {cohort[key]}
        </td>
      ))}
    </tr>
  );
}

/** Monthly cohorts of one code: exact for operators (with totals), suppressed for participants. */
export function CohortTable({
  months,
  empty,
  totals,
}: {
  months: readonly Cohort[];
  /** Said in the single row when there is no month yet. */
  empty: string;
  /** A totals row; operators only, since it would undo suppression. */
  totals?: Omit<MonthlyCohort, "month"> | Omit<SuppressedCohort, "month">;
}) {
  return (
    <table className="admin-table">
      <thead>
        <tr>
          <th scope="col">Month</th>
          {COUNTS.map(([key, label]) => (
            <th key={key} scope="col" className="num">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {months.length === 0 && (
          <tr>
            <td colSpan={COUNTS.length + 1} className="admin-empty">
              {empty}
            </td>
          </tr>
        )}
        {months.map((m) => (
          <CohortRow key={m.month} label={m.month} cohort={m} />
        ))}
      </tbody>
      {totals && (
        <tfoot>
          <CohortRow label="Total" cohort={{ month: "", ...totals }} />
        </tfoot>
      )}
    </table>
  );
}
