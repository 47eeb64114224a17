import { data, Link } from "react-router";
import { IntentButton } from "~/components/admin/intent-button";
import { Flash, StatusBadge } from "~/components/admin/list-controls";
import { requireAdmin } from "~/lib/admin/guard.server";
import { adminHeaders, adminMeta, field } from "~/lib/admin/http";
import { codeReport, issueReportToken } from "~/lib/db/code-reports";
import type { Route } from "./+types/code-report";

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta(`Report ${params.code}`);

export const headers = adminHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const report = await codeReport(params.code);
  if (!report) throw data("No such code.", { status: 404 });
  return { ...report, origin: new URL(request.url).origin };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const result =
    field(form, "intent") === "report-link"
      ? await issueReportToken(params.code, admin)
      : { ok: false, message: "Unknown action." };
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function CodeReport({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { code, months, origin } = loaderData;
  const reportUrl = code.token ? `${origin}/report/${code.token}` : null;
  const totals = months.reduce(
    (t, m) => ({
      scans: t.scans + m.scans,
      applications: t.applications + m.applications,
    }),
    { scans: 0, applications: 0 },
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
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col" className="num">
              Scans
            </th>
            <th scope="col" className="num">
              Applications
            </th>
            <th scope="col" className="num">
              Paid conversions
            </th>
          </tr>
        </thead>
        <tbody>
          {months.length === 0 && (
            <tr>
              <td colSpan={4} className="admin-empty">
                No scans or applications yet.
              </td>
            </tr>
          )}
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{m.month}</th>
              <td className="num">{m.scans}</td>
              <td className="num">{m.applications}</td>
              <td className="num">{m.paid_conversions}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="num">{totals.scans}</td>
            <td className="num">{totals.applications}</td>
            <td className="num">0</td>
          </tr>
        </tfoot>
      </table>
      <p className="admin-note">
        Paid conversions stay 0 until billing exists. Participants see these
        counts with any month under 5 shown as “&lt;5”.
      </p>
    </>
  );
}
