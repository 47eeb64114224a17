import { Link } from "react-router";
import {
  FilterBar,
  StatusBadge,
} from "#app/components/admin/list-controls.tsx";
import { ListTable } from "#app/components/admin/list-table.tsx";
import { requireAdmin } from "#app/lib/admin/guard.server.ts";
import { adminHeaders, adminMeta } from "#app/lib/admin/http.ts";
import { parseListQuery } from "#app/lib/admin/lists.ts";
import { BILLING_EVENT_STATUSES } from "#app/lib/db/statuses.ts";
import { listBillingEvents } from "#app/lib/money/index.ts";
import type { Route } from "./+types/billing";
import { consoleTime } from "#app/lib/admin/time.ts";

export const meta: Route.MetaFunction = () => adminMeta("Billing events");

export const headers = adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return listBillingEvents(
    parseListQuery(new URL(request.url), BILLING_EVENT_STATUSES),
  );
}

export default function BillingEvents({ loaderData }: Route.ComponentProps) {
  const { rows, total, query } = loaderData;
  return (
    <>
      <h1>Billing events</h1>
      <p className="admin-lead">
        Every signed Paddle notification, stored before it was answered and
        processed into the ledger after (docs/ledger.md). Failed events are
        retried with growing delays; after the last attempt they are dead and
        wait here for a replay.
      </p>
      <FilterBar
        query={query}
        statuses={BILLING_EVENT_STATUSES}
        searchLabel="Event id or type"
        exportHref="/admin/export/billing-events"
      />
      <ListTable
        label="Billing events"
        columns={[
          "Event",
          "Type",
          "Occurred",
          "Received",
          "Status",
          "Attempts",
          "Last error",
        ]}
        rows={rows}
        query={query}
        total={total}
        renderRow={(r) => (
          <tr key={r.event_id}>
            <th scope="row" className="admin-id-heading">
              <Link to={`/admin/billing/${encodeURIComponent(r.event_id)}`}>
                {r.event_id}
              </Link>
            </th>
            <td>{r.event_type}</td>
            <td>{consoleTime(r.occurred_at, "second")}</td>
            <td>{consoleTime(r.received_at, "second")}</td>
            <td>
              <StatusBadge status={r.status} />
            </td>
            <td>{r.attempts}</td>
            <td>{r.last_error ?? "—"}</td>
          </tr>
        )}
      />
    </>
  );
}
