import { FilterBar, StatusBadge } from "~/components/admin/list-controls";
import { ListTable } from "~/components/admin/list-table";
import { listApplications } from "~/lib/db/applications.server";
import { requireAdmin } from "~/lib/admin/guard.server";
import { adminHeaders, adminMeta } from "~/lib/admin/http";
import { parseListQuery } from "~/lib/admin/lists";
import { ACTIVITY_STATUSES, isFlagged } from "~/lib/db/statuses";
import type { Route } from "./+types/applications";
import { consoleTime } from "~/lib/admin/time";

export const meta: Route.MetaFunction = () => adminMeta("Applications");

export const headers = adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return listApplications(
    parseListQuery(new URL(request.url), ACTIVITY_STATUSES),
  );
}

export default function Applications({ loaderData }: Route.ComponentProps) {
  const { rows, total, query } = loaderData;
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
        rows={rows}
        query={query}
        total={total}
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
