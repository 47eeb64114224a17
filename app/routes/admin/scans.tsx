import {
  FilterBar,
  StatusBadge,
} from "#app/components/admin/list-controls.tsx";
import { ListTable } from "#app/components/admin/list-table.tsx";
import {
  adminListQuery,
  listScanMonths,
  unknownCodeEvents,
} from "#app/lib/admin/index.server.ts";
import { adminMeta, withParams } from "#app/lib/admin/index.ts";
import { ACTIVITY_STATUSES, isFlagged } from "#app/lib/db/index.ts";
import type { Route } from "./+types/scans";

export const meta: Route.MetaFunction = () => adminMeta("Scans");

/** Days of unknown-code events shown for abuse monitoring. */
const UNKNOWN_DAYS_SHOWN = 7;

export async function loader({ request }: Route.LoaderArgs) {
  const query = await adminListQuery(request, ACTIVITY_STATUSES);
  const [list, unknown] = await Promise.all([
    listScanMonths(query),
    unknownCodeEvents(UNKNOWN_DAYS_SHOWN),
  ]);
  return { ...list, unknown };
}

export default function Scans({ loaderData }: Route.ComponentProps) {
  const { query, unknown } = loaderData;
  return (
    <>
      <h1>Scans</h1>
      <p className="admin-lead">
        Monthly /c/&lt;code&gt; visits and page loads carrying a code, per code.
        Scans count people; link previews, crawlers, HEAD probes and prefetches
        are bot events. Unique visitors add up daily estimates. Scans of
        suspended or terminated codes are flagged.
      </p>
      <FilterBar
        query={query}
        statuses={ACTIVITY_STATUSES}
        statusLabel="Code status"
        searchLabel="Code"
        exportHref="/admin/export/scan-months"
      />
      <ListTable
        label="Scans"
        columns={[
          "Month",
          "Code",
          "Code status",
          "Scans",
          "Unique visitors",
          "Bot events",
        ]}
        numeric={["Scans", "Unique visitors", "Bot events"]}
        page={loaderData}
        renderRow={(r) => (
          <tr
            key={`${r.month} ${r.code}`}
            className={isFlagged(r.code_status) ? "flagged" : undefined}
          >
            <th scope="row">{r.month}</th>
            <td>{r.code}</td>
            <td>
              <StatusBadge status={r.code_status} />
              {isFlagged(r.code_status) && (
                <span className="admin-flag"> Flagged</span>
              )}
            </td>
            <td className="num">{r.scans}</td>
            <td className="num">{r.unique_visitors}</td>
            <td className="num">{r.bot_events}</td>
          </tr>
        )}
      />
      <p>
        <a href={`/admin/export/scans${withParams({ ...query, page: 1 }, {})}`}>
          Download the breakdown by source, campaign, country and surface (CSV)
        </a>
      </p>
      <h2>Codes that do not exist</h2>
      <p className="admin-note">
        Events for made-up codes are not stored per code; only their daily count
        is kept, to spot abuse.
      </p>
      {unknown.length === 0 ? (
        <p>None in the last {UNKNOWN_DAYS_SHOWN} days.</p>
      ) : (
        <ul>
          {unknown.map((u) => (
            <li key={u.day}>
              {u.day}: {u.events} events ({u.bot_events} from bots)
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
