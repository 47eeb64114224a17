import { Link } from "react-router";
import { FilterBar, StatusBadge } from "~/components/admin/list-controls";
import { ListTable } from "~/components/admin/list-table";
import { requireAdmin } from "~/lib/admin/guard.server";
import { adminHeaders, adminMeta } from "~/lib/admin/http";
import { parseListQuery } from "~/lib/admin/lists";
import { listCodes } from "~/lib/db/code-reports.server";
import { CODE_STATUSES } from "~/lib/db/statuses";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = () => adminMeta("Reports");

export const headers = adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return listCodes(parseListQuery(new URL(request.url), CODE_STATUSES));
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { rows, total, query } = loaderData;
  return (
    <>
      <h1>Cohort reports</h1>
      <p className="admin-lead">
        Every code with its totals; open a code for monthly cohorts and its
        participant report link.
      </p>
      <FilterBar
        query={query}
        statuses={CODE_STATUSES}
        searchLabel="Code or owner"
        exportHref="/admin/export/codes"
      />
      <ListTable
        label="Codes"
        columns={[
          "Code",
          "Owner",
          "Kind",
          "Status",
          "Scans",
          "Applications",
          "Report link",
        ]}
        numeric={["Scans", "Applications"]}
        rows={rows}
        query={query}
        total={total}
        renderRow={(r) => (
          <tr
            key={r.code}
            className={r.status !== "active" ? "flagged" : undefined}
          >
            <th scope="row">
              <Link to={`/admin/reports/${r.code}`}>{r.code}</Link>
            </th>
            <td>{r.owner_name ?? "—"}</td>
            <td>{r.owner_kind}</td>
            <td>
              <StatusBadge status={r.status} />
            </td>
            <td className="num">{r.scans}</td>
            <td className="num">{r.applications}</td>
            <td>{r.token ? "yes" : "not yet"}</td>
          </tr>
        )}
      />
    </>
  );
}
