import { data, Link } from "react-router";
import { CohortTable } from "#app/components/cohort-table.tsx";
import { IntentButton } from "#app/components/admin/intent-button.tsx";
import { Flash, StatusBadge } from "#app/components/admin/list-controls.tsx";
import { adminAction, requireAdmin } from "#app/lib/admin/index.server.ts";
import { adminMeta, field } from "#app/lib/admin/index.ts";
import {
  memberCount,
  NO_COUNTS,
  type MonthlyCohort,
  type SuppressedCohort,
} from "#app/lib/reports/index.ts";
import {
  codeReport,
  issueReportToken,
  monthlyMembers,
} from "#app/lib/db/index.server.ts";
import { requestOrigin } from "#app/lib/platform/index.ts";
import type { Route } from "./+types/code-report";

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta(`Report ${params.code}`);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const report = await codeReport(params.code);
  if (!report) throw data("No such code.", { status: 404 });
  return {
    ...report,
    members: await monthlyMembers(report.code.code),
    origin: requestOrigin(request.url),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { admin, form } = await adminAction(request);
  const result =
    field(form, "intent") === "report-link"
      ? await issueReportToken(params.code, admin)
      : { ok: false, message: "Unknown action." };
  return data(result, { status: result.ok ? 200 : 400 });
}

/** Exact counts for operators, but a member count of 1 to 4 reads "<5". */
function withMemberCount(m: MonthlyCohort): SuppressedCohort {
  return {
    month: m.month,
    scans: String(m.scans),
    unique_visitors: String(m.unique_visitors),
    bot_events: String(m.bot_events),
    applications: String(m.applications),
    paid_conversions: memberCount(m.paid_conversions),
    renewals: memberCount(m.renewals),
  };
}

export default function CodeReport({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { code, months, members, origin } = loaderData;
  const reportUrl = code.token ? `${origin}/report/${code.token}` : null;
  const totals = months.reduce(
    (t, m) => ({
      scans: t.scans + m.scans,
      unique_visitors: t.unique_visitors + m.unique_visitors,
      bot_events: t.bot_events + m.bot_events,
      applications: t.applications + m.applications,
      paid_conversions: t.paid_conversions + m.paid_conversions,
      renewals: t.renewals + m.renewals,
    }),
    NO_COUNTS,
  );
  return (
    <>
      <p>
        <Link to="/admin/reports">← Reports</Link>
      </p>
      <h1>Code {code.code}</h1>
      <Flash result={actionData} />
      <dl className="admin-facts">
        <dt>Owner</dt>
        <dd>
          {code.owner_name ?? "—"} ({code.owner_kind})
        </dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={code.status} />
          {code.status !== "active" && (
            <span className="admin-flag">
              {" "}
              Flagged: the code can no longer be applied; scans below include
              those after it stopped.
            </span>
          )}
        </dd>
        <dt>Participant report</dt>
        <dd>
          {reportUrl ? <a href={reportUrl}>{reportUrl}</a> : "No link yet."}
        </dd>
      </dl>
      <IntentButton
        intent="report-link"
        id={code.code}
        label={reportUrl ? "Replace report link" : "Create report link"}
      />
      <h2>Monthly cohorts (exact, operators only)</h2>
      <CohortTable
        months={months.map(withMemberCount)}
        empty="No scans or applications yet."
        totals={withMemberCount({ month: "", ...totals })}
      />
      <h2>Paid members and renewals</h2>
      {members.length === 0 ? (
        <p className="admin-empty">No paid member yet.</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col" className="num">
                New paid members
              </th>
              <th scope="col" className="num">
                Renewals
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.month}>
                <th scope="row">{m.month}</th>
                <td className="num">{memberCount(m.new_members)}</td>
                <td className="num">{memberCount(m.renewals)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="admin-note">
        Scans count people only; bot events (link previews, crawlers, HEAD
        probes, prefetches) are counted apart. Unique visitors add up daily
        estimates (about ±3% each): a person returning on another day counts
        again. Paid conversions are new paid members (their first paid charge
        locked them to this code); member counts from 1 to 4 read “&lt;5” here
        too, so no member can be told apart. Participants see every count with
        any month under 5 shown as “&lt;5”.
      </p>
    </>
  );
}
