import { FilterBar } from "#app/components/admin/list-controls.tsx";
import { ListTable } from "#app/components/admin/list-table.tsx";
import { listAudit } from "#app/lib/db/index.server.ts";
import { adminListQuery } from "#app/lib/admin/index.server.ts";
import { adminMeta, consoleTime } from "#app/lib/admin/index.ts";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = () => adminMeta("Audit log");

export async function loader({ request }: Route.LoaderArgs) {
  return listAudit(await adminListQuery(request, []));
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  return (
    <>
      <h1>Audit log</h1>
      <p className="admin-lead">
        Every operator action: who, what, on what, when.
      </p>
      <FilterBar
        query={query}
        statuses={[]}
        searchLabel="Who, action or target"
        exportHref="/admin/export/audit"
      />
      <ListTable
        label="Audit log"
        columns={["When (UTC)", "Who", "Action", "Target", "Detail"]}
        page={loaderData}
        renderRow={(r) => (
          <tr key={r.id}>
            <th scope="row">{consoleTime(r.created_at, "second")}</th>
            <td>{r.actor}</td>
            <td>{r.action}</td>
            <td>{r.target}</td>
            <td>{r.detail ?? "—"}</td>
          </tr>
        )}
      />
    </>
  );
}
