import {
  Empty,
  FilterBar,
  Pager,
  StatusBadge,
} from "~/components/admin/list-controls";
import { listScans } from "~/lib/admin/activity.server";
import { requireAdmin } from "~/lib/admin/guard.server";
import { adminHeaders, adminMeta } from "~/lib/admin/http";
import { parseListQuery } from "~/lib/admin/lists";
import { ACTIVITY_STATUSES, isFlagged } from "~/lib/admin/statuses";
import type { Route } from "./+types/scans";

export const meta: Route.MetaFunction = () => adminMeta("Scans");

export const headers = adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return listScans(parseListQuery(new URL(request.url), ACTIVITY_STATUSES));
}

export default function Scans({ loaderData }: Route.ComponentProps) {
  const { rows, total, query } = loaderData;
  return (
    <>
      <h1>Scans</h1>
      <p className="admin-lead">
        Every /c/&lt;code&gt; visit and page load carrying a code. Scans of
        suspended, terminated or unknown codes are flagged.
      </p>
      <FilterBar
        query={query}
        statuses={ACTIVITY_STATUSES}
        statusLabel="Code status"
        searchLabel="Code, source, campaign or country"
        exportHref="/admin/export/scans"
      />
      <div
        className="admin-table-wrap"
        tabIndex={0}
        role="region"
        aria-label="Scans"
      >
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Code</th>
              <th scope="col">Code status</th>
              <th scope="col">Source</th>
              <th scope="col">Campaign</th>
              <th scope="col">Country</th>
              <th scope="col">Path</th>
              <th scope="col">Scanned</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && <Empty colSpan={8} />}
            {rows.map((r) => (
              <tr
                key={r.id}
                className={isFlagged(r.code_status) ? "flagged" : undefined}
              >
                <th scope="row">{r.id}</th>
                <td>{r.code}</td>
                <td>
                  <StatusBadge status={r.code_status} />
                  {isFlagged(r.code_status) && (
                    <span className="admin-flag"> Flagged</span>
                  )}
                </td>
                <td>{r.source}</td>
                <td>{r.campaign ?? "—"}</td>
                <td>{r.country ?? "—"}</td>
                <td>{r.path}</td>
                <td>{r.scanned_at.replace("T", " ").slice(0, 16)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager query={query} total={total} />
    </>
  );
}
