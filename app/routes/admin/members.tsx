import { Link } from "react-router";
import { FilterBar } from "#app/components/admin/list-controls.tsx";
import { ListTable } from "#app/components/admin/list-table.tsx";
import { adminListQuery } from "#app/lib/admin/index.server.ts";
import { adminMeta, consoleTime } from "#app/lib/admin/index.ts";
import { listMembers } from "#app/lib/money/index.server.ts";
import type { Route } from "./+types/members";

export const meta: Route.MetaFunction = () => adminMeta("Members");

export async function loader({ request }: Route.LoaderArgs) {
  return listMembers(await adminListQuery(request, []));
}

export default function Members({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  return (
    <>
      <h1>Members</h1>
      <p className="admin-lead">
        Paying members by their billing customer id, with the Trust Code their
        first paid charge locked them to. The ledger keeps no member&apos;s
        e-mail address (only a keyed hash, for the self-referral rule).
      </p>
      <FilterBar
        query={query}
        statuses={[]}
        searchLabel="Customer id, code or flag"
        exportHref="/admin/export/members"
      />
      <ListTable
        label="Members"
        columns={[
          "Customer",
          "Locked to",
          "Locked at",
          "Flag",
          "Paid charges",
          "Updated",
        ]}
        numeric={["Paid charges"]}
        page={loaderData}
        renderRow={(m) => (
          <tr key={m.customer_id} className={m.flag ? "flagged" : undefined}>
            <th scope="row">{m.customer_id}</th>
            <td>
              {m.code ? (
                <Link to={`/admin/reports/${m.code}`}>{m.code}</Link>
              ) : (
                "—"
              )}
            </td>
            <td>
              {m.locked_at ? consoleTime(m.locked_at, "day") : "not locked"}
            </td>
            <td>
              {m.flag ? <span className="admin-flag">{m.flag}</span> : ""}
            </td>
            <td className="num">{m.paid_charges}</td>
            <td>{consoleTime(m.updated_at, "day")}</td>
          </tr>
        )}
      />
    </>
  );
}
