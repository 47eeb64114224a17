import { Link } from "react-router";
import {
  FilterBar,
  StatusBadge,
} from "#app/components/admin/list-controls.tsx";
import { ListTable } from "#app/components/admin/list-table.tsx";
import { adminListQuery } from "#app/lib/admin/index.server.ts";
import {
  adminMeta,
  consoleTime,
  redactAccountMail,
} from "#app/lib/admin/index.ts";
import { dailyCapState, listOutbox } from "#app/lib/db/index.server.ts";
import { OUTBOX_STATUSES } from "#app/lib/db/index.ts";
import type { Route } from "./+types/outbox";

import { env } from "cloudflare:workers";
import { isProduction } from "#app/lib/platform/index.ts";

export const meta: Route.MetaFunction = () => adminMeta("Outbox");

export async function loader({ request }: Route.LoaderArgs) {
  const query = await adminListQuery(request, OUTBOX_STATUSES);
  const [page, capState] = await Promise.all([
    listOutbox(query),
    dailyCapState(),
  ]);
  // A sign-in code in a subject is redacted in production (app/lib/admin/account-mail.ts).
  const production = isProduction(env);
  return {
    ...page,
    rows: page.rows.map((r) => redactAccountMail(r, production)),
    capState,
  };
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { query, capState } = loaderData;
  return (
    <>
      <h1>Outbox</h1>
      <p className="admin-lead">
        Code e-mails. A cron run every five minutes sends what is due and
        retries failures with growing delays; with no sender configured the
        messages wait here.
      </p>
      {capState.held > 0 && (
        <div className="notice warning" role="status">
          Daily e-mail cap reached: {capState.sentToday} of {capState.cap} sent
          in the last 24 hours. {capState.held} message
          {capState.held === 1 ? " waits" : "s wait"} in the queue and will be
          sent as the cap allows (DAILY_EMAIL_CAP).
        </div>
      )}
      <FilterBar
        query={query}
        statuses={OUTBOX_STATUSES}
        searchLabel="Recipient, subject or code"
        exportHref="/admin/export/outbox"
      />
      <ListTable
        label="Outbox"
        columns={[
          "Subject",
          "Recipient",
          "Created",
          "Status",
          "Attempts",
          "Next attempt",
          "Last error",
        ]}
        page={loaderData}
        renderRow={(r) => (
          <tr key={r.id}>
            <th scope="row">
              <Link to={`/admin/outbox/${r.id}`}>{r.subject}</Link>
            </th>
            <td>{r.recipient}</td>
            <td>{consoleTime(r.created_at)}</td>
            <td>
              <StatusBadge status={r.status} />
            </td>
            <td>{r.attempts}</td>
            <td>
              {r.status === "pending"
                ? r.next_attempt_at
                  ? consoleTime(r.next_attempt_at)
                  : "next run"
                : "—"}
            </td>
            <td>{r.last_error ?? "—"}</td>
          </tr>
        )}
      />
    </>
  );
}
