import {
  FilterBar,
  StatusBadge,
} from "#app/components/admin/list-controls.tsx";
import { ListTable } from "#app/components/admin/list-table.tsx";
import { listApplications } from "#app/lib/db/index.server.ts";
import { adminListQuery } from "#app/lib/admin/index.server.ts";
import { adminMeta, consoleTime } from "#app/lib/admin/index.ts";
import { ACTIVITY_STATUSES, isFlagged } from "#app/lib/db/index.ts";
import type { Route } from "./+types/applications";

export const meta: Route.MetaFunction = () => adminMeta("Applications");

export async function loader({ request }: Route.LoaderArgs) {
  return listApplications(await adminListQuery(request, ACTIVITY_STATUSES));
}

export default function Applications({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  return (
    <>
      <h1>Code applications</h1>
      <p className="admin-lead">
        Every code a visitor applied. Rows whose code is no longer active are
        flagged.
      </p>
      <FilterBar
        query={query}
        statuses={ACTIVITY_STATUSES}
        statusLabel="Code status"
        searchLabel="Code or country"
        exportHref="/admin/export/applications"
      />
      <ListTable
        label="Applications"
        columns={["#", "Code", "Code status", "Country", "Applied"]}
        page={loaderData}
        renderRow={(r) => (
          <tr
            key={r.id}
            className={isFlagged(r.code_status) ? "flagged" : undefined}
          >
            <th scope="row">{r.id}</th>
            <td>
              <a href={`/admin/reports/${r.code}`}>{r.code}</a>
            </td>
            <td>
              <StatusBadge status={r.code_status} />
              {isFlagged(r.code_status) && (
                <span className="admin-flag"> Flagged</span>
              )}
            </td>
            <td>{r.country ?? "—"}</td>
            <td>{consoleTime(r.applied_at)}</td>
          </tr>
        )}
      />
    </>
  );
}
