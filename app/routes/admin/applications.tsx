import {
  Empty,
  FilterBar,
  Pager,
  StatusBadge,
} from "~/components/admin/list-controls";
import { listApplications } from "~/lib/db/applications";
import { requireAdmin } from "~/lib/admin/guard.server";
import { adminHeaders, adminMeta } from "~/lib/admin/http";
import { parseListQuery } from "~/lib/admin/lists";
import { ACTIVITY_STATUSES, isFlagged } from "~/lib/admin/statuses";
import type { Route } from "./+types/applications";

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
      <div
        className="admin-table-wrap"
        tabIndex={0}
        role="region"
        aria-label="Applications"
      >
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Code</th>
              <th scope="col">Code status</th>
              <th scope="col">Country</th>
              <th scope="col">Applied</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && <Empty colSpan={5} />}
            {rows.map((r) => (
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
                <td>{r.applied_at.replace("T", " ").slice(0, 16)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager query={query} total={total} />
    </>
  );
}
