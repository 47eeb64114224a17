import { data, Form, Link } from "react-router";
import { Flash, StatusBadge } from "#app/components/admin/list-controls.tsx";
import { adminAction, requireAdmin } from "#app/lib/admin/index.server.ts";
import { adminMeta, field, consoleTime } from "#app/lib/admin/index.ts";
import {
  awaitsSecondApproval,
  firstLedgerMonth,
  listRuns,
  preparePayoutRun,
} from "#app/lib/money/index.server.ts";
import { centsToDecimal, preparableMonths } from "#app/lib/money/index.ts";
import type { Route } from "./+types/payouts";
import { AdminTable } from "#app/components/admin/list-table.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Payouts");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [runs, earliest] = await Promise.all([listRuns(), firstLedgerMonth()]);
  return {
    // The state shown: a prepared run with one approval awaits the second.
    runs: runs.map((r) => ({
      ...r,
      shownStatus: awaitsSecondApproval(r)
        ? "awaiting second approval"
        : r.status,
    })),
    months: preparableMonths(
      new Date(),
      earliest,
      new Set(runs.map((r) => r.month)),
    ),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { admin, form } = await adminAction(request);
  const result =
    field(form, "intent") === "prepare"
      ? await preparePayoutRun(field(form, "month"), admin)
      : { ok: false, message: "Unknown action." };
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function Payouts({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { runs, months } = loaderData;
  return (
    <>
      <h1>Payout runs</h1>
      <p className="admin-lead">
        A run pays what is available when it is prepared: individual issuers who
        are verified, active, with complete payout details and at least the
        minimum; approved, verified organisations with a positive balance.
        Everyone else carries forward with a reason. The cron prepares last
        month's run on the 1st (UTC); preparing a month again changes nothing.
        Steps: docs/runbook-payout-day.md.
      </p>
      <Flash result={actionData} />
      {months.length > 0 ? (
        <Form method="post" className="admin-filter-form">
          <input type="hidden" name="intent" value="prepare" />
          <label>
            Month
            <select name="month" required defaultValue={months[0]}>
              {months.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Prepare payout run</button>
        </Form>
      ) : (
        <p className="admin-note">
          Every month that has ended has its run; the next one can be prepared
          on the 1st.
        </p>
      )}
      {runs.length === 0 ? (
        <p className="admin-empty">No payout run yet.</p>
      ) : (
        <AdminTable
          label="Payout runs"
          columns={[
            "Month",
            "Status",
            "Lines",
            "Total (USD)",
            "Open / paid / failed",
            "Carried forward",
            "Prepared",
            "Approved",
          ]}
          numeric={[
            "Lines",
            "Total (USD)",
            "Open / paid / failed",
            "Carried forward",
          ]}
        >
          {runs.map((r) => (
            <tr key={r.month}>
              <th scope="row">
                <Link to={`/admin/payouts/${r.month}`}>{r.month}</Link>
              </th>
              <td>
                <StatusBadge status={r.shownStatus} />
              </td>
              <td className="num">{r.lines}</td>
              <td className="num">{centsToDecimal(r.total_cents)}</td>
              <td className="num">
                {r.open} / {r.paid} / {r.failed}
              </td>
              <td className="num">{r.carried}</td>
              <td>
                {consoleTime(r.prepared_at)} by {r.prepared_by}
              </td>
              <td>
                {r.approved_at
                  ? `${consoleTime(r.approved_at)} by ${r.approved_by}`
                  : "—"}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
