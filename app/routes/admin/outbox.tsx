import { Link } from "react-router";
import {
  Empty,
  FilterBar,
  Pager,
  StatusBadge,
} from "~/components/admin/list-controls";
import { requireAdmin } from "~/lib/admin/guard.server";
import { adminHeaders, adminMeta } from "~/lib/admin/http";
import { parseListQuery } from "~/lib/admin/lists";
import { listOutbox } from "~/lib/db/outbox";
import { OUTBOX_STATUSES } from "~/lib/admin/statuses";
import type { Route } from "./+types/outbox";

export const meta: Route.MetaFunction = () => adminMeta("Outbox");

export const headers = adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return listOutbox(parseListQuery(new URL(request.url), OUTBOX_STATUSES));
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { rows, total, query } = loaderData;
  return (
    <>
      <h1>Outbox</h1>
      <p className="admin-lead">
        Code e-mails. A cron run every five minutes sends what is due and
        retries failures with growing delays; with no sender configured the
        messages wait here.
      </p>
      <FilterBar
        query={query}
        statuses={OUTBOX_STATUSES}
        searchLabel="Recipient, subject or code"
        exportHref="/admin/export/outbox"
      />
      <div
        className="admin-table-wrap"
        tabIndex={0}
        role="region"
        aria-label="Outbox"
      >
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">Recipient</th>
              <th scope="col">Created</th>
              <th scope="col">Status</th>
              <th scope="col">Attempts</th>
              <th scope="col">Next attempt</th>
              <th scope="col">Last error</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && <Empty colSpan={7} />}
            {rows.map((r) => (
              <tr key={r.id}>
                <th scope="row">
                  <Link to={`/admin/outbox/${r.id}`}>{r.subject}</Link>
                </th>
                <td>{r.recipient}</td>
                <td>{r.created_at.replace("T", " ").slice(0, 16)}</td>
                <td>
                  <StatusBadge status={r.status} />
                </td>
                <td>{r.attempts}</td>
                <td>
                  {r.status === "pending"
                    ? (r.next_attempt_at ?? "next run")
                        .replace("T", " ")
                        .slice(0, 16)
                    : "—"}
                </td>
                <td>{r.last_error ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager query={query} total={total} />
    </>
  );
}
