import { Link } from "react-router";
import {
  FilterBar,
  StatusBadge,
} from "#app/components/admin/list-controls.tsx";
import { ListTable } from "#app/components/admin/list-table.tsx";
import { adminListQuery } from "#app/lib/admin/index.server.ts";
import { adminMeta } from "#app/lib/admin/index.ts";
import { listCodes } from "#app/lib/db/index.server.ts";
import { CODE_STATUSES } from "#app/lib/db/index.ts";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = () => adminMeta("Reports");

export async function loader({ request }: Route.LoaderArgs) {
  return listCodes(await adminListQuery(request, CODE_STATUSES));
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
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
        page={loaderData}
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
