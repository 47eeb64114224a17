import { data } from "react-router";
import { CodeActions } from "~/components/admin/code-actions";
import {
  Empty,
  FilterBar,
  Flash,
  Pager,
  StatusBadge,
} from "~/components/admin/list-controls";
import { isTransition } from "~/lib/db/codes";
import { listIssuers, transitionIssuer } from "~/lib/db/issuers";
import { requireAdmin } from "~/lib/admin/guard.server";
import { adminHeaders, adminMeta, field } from "~/lib/admin/http";
import { parseListQuery } from "~/lib/admin/lists";
import { CODE_STATUSES } from "~/lib/admin/statuses";
import type { Route } from "./+types/issuers";

export const meta: Route.MetaFunction = () => adminMeta("Issuers");

export const headers = adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return listIssuers(parseListQuery(new URL(request.url), CODE_STATUSES));
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = field(form, "intent");
  const result = isTransition(intent)
    ? await transitionIssuer(field(form, "id"), intent, admin)
    : { ok: false, message: "Unknown action." };
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function Issuers({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { rows, total, query } = loaderData;
  return (
    <>
      <h1>Individual issuers</h1>
      <p className="admin-lead">
        Suspending or terminating an issuer stops their code at once: it can no
        longer be applied, and its scans are flagged. Termination is final.
      </p>
      <Flash result={actionData} />
      <FilterBar
        query={query}
        statuses={CODE_STATUSES}
        exportHref="/admin/export/issuers"
      />
      <div
        className="admin-table-wrap"
        tabIndex={0}
        role="region"
        aria-label="Issuers"
      >
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Issuer</th>
              <th scope="col">Country</th>
              <th scope="col">Payout</th>
              <th scope="col">Since</th>
              <th scope="col">Status</th>
              <th scope="col">Code</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && <Empty colSpan={7} />}
            {rows.map((r) => (
              <tr key={r.id}>
                <th scope="row">
                  {r.full_name}
                  <br />
                  {r.email}
                </th>
                <td>{r.country_of_residence}</td>
                <td>{r.payout_method}</td>
                <td>{r.created_at.slice(0, 10)}</td>
                <td>
                  <StatusBadge status={r.status} />
                </td>
                <td>
                  {r.code ? (
                    <>
                      <a href={`/admin/reports/${r.code}`}>{r.code}</a>{" "}
                      <StatusBadge status={r.code_status} />
                    </>
                  ) : (
                    "—"
                  )}
                </td>
                <td className="admin-actions">
                  <CodeActions
                    code={r.code ?? r.full_name}
                    status={r.status}
                    id={r.id}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager query={query} total={total} />
    </>
  );
}
