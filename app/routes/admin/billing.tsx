import { Link } from "react-router";
import {
  FilterBar,
  StatusBadge,
} from "#app/components/admin/list-controls.tsx";
import { AdminTable, ListTable } from "#app/components/admin/list-table.tsx";
import { adminListQuery } from "#app/lib/admin/index.server.ts";
import { adminMeta, consoleTime } from "#app/lib/admin/index.ts";
import { BILLING_EVENT_STATUSES } from "#app/lib/db/index.ts";
import {
  listBillingEvents,
  reconciliationStatus,
} from "#app/lib/money/index.server.ts";
import { count } from "#app/lib/platform/index.ts";
import type { Route } from "./+types/billing";

export const meta: Route.MetaFunction = () => adminMeta("Billing events");

export async function loader({ request }: Route.LoaderArgs) {
  const query = await adminListQuery(request, BILLING_EVENT_STATUSES);
  const [list, reconciliation] = await Promise.all([
    listBillingEvents(query),
    reconciliationStatus(),
  ]);
  return { ...list, reconciliation };
}

export default function BillingEvents({ loaderData }: Route.ComponentProps) {
  const { query, reconciliation } = loaderData;
  return (
    <>
      <h1>Billing events</h1>
      <p className="admin-lead">
        Every signed Paddle notification, stored before it was answered and
        processed into the ledger after (docs/ledger.md). Failed events are
        retried with growing delays; after the last attempt they are dead and
        wait here for a replay.
      </p>
      <h2>Reconciliation with Paddle</h2>
      {reconciliation.on ? (
        <>
          <p className="admin-note">
            Once a day the cron lists Paddle&apos;s events since the last sweep
            and stores and processes any notification the site never received.
          </p>
          {reconciliation.sweeps.length === 0 ? (
            <p className="admin-note">No sweep yet.</p>
          ) : (
            <AdminTable
              label="Reconciliation sweeps"
              columns={["Sweep", "Listed", "Missing, now recovered", "Result"]}
              numeric={["Listed"]}
            >
              {reconciliation.sweeps.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{consoleTime(s.started_at, "second")}</th>
                  <td className="num">{s.listed}</td>
                  <td className="admin-id-heading">
                    {s.missing === 0
                      ? "none"
                      : `${count(s.missing, "event")}: ${(JSON.parse(s.missing_ids ?? "[]") as string[]).join(", ")}`}
                  </td>
                  <td>
                    {s.error
                      ? `Failed: ${s.error}`
                      : s.has_more
                        ? "More to read; the next cron run goes on"
                        : s.finished_at
                          ? "Done"
                          : "Running"}
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </>
      ) : (
        <p className="admin-note" role="note">
          Reconciliation is off: set <code>PADDLE_API_KEY</code> (and{" "}
          <code>PADDLE_API_BASE</code> for the sandbox) so the daily cron
          compares Paddle&apos;s events with what the site received.
        </p>
      )}
      <h2>Events</h2>
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
        page={loaderData}
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
