import { data } from "react-router";
import { CodeActions } from "#app/components/admin/code-actions.tsx";
import {
  CodeCell,
  FilterBar,
  Flash,
  StatusBadge,
} from "#app/components/admin/list-controls.tsx";
import { ListTable } from "#app/components/admin/list-table.tsx";
import {
  isTransition,
  listIssuers,
  transitionIssuer,
} from "#app/lib/db/index.server.ts";
import {
  identityFilter,
  isPayable,
  adminMeta,
  field,
  consoleTime,
} from "#app/lib/admin/index.ts";
import { adminAction, adminListQuery } from "#app/lib/admin/index.server.ts";
import { CODE_STATUSES, IDENTITY_FILTERS } from "#app/lib/db/index.ts";
import type { Route } from "./+types/issuers";

export const meta: Route.MetaFunction = () => adminMeta("Issuers");

export async function loader({ request }: Route.LoaderArgs) {
  const query = await adminListQuery(request, CODE_STATUSES);
  const identity = identityFilter(new URL(request.url));
  const page = await listIssuers(query, identity);
  return { ...page, identity };
}

export async function action({ request }: Route.ActionArgs) {
  const { admin, form } = await adminAction(request);
  const intent = field(form, "intent");
  const result = isTransition(intent)
    ? await transitionIssuer(field(form, "id"), intent, admin)
    : { ok: false, message: "Unknown action." };
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function Issuers({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { query, identity } = loaderData;
  return (
    <>
      <h1>Individual issuers</h1>
      <p className="admin-lead">
        Suspending or terminating an issuer stops their code at once: it can no
        longer be applied, and its scans are flagged. Termination is final. Only
        an active issuer who verified their e-mail address is payable.
      </p>
      <Flash result={actionData} />
      <FilterBar
        query={query}
        statuses={CODE_STATUSES}
        exportHref="/admin/export/issuers"
        exportExtra={{ identity }}
      >
        <label>
          E-mail
          <select name="identity" defaultValue={identity ?? ""}>
            <option value="">All</option>
            {IDENTITY_FILTERS.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </label>
      </FilterBar>
      <ListTable
        label="Issuers"
        columns={[
          "Issuer",
          "Country",
          "Payout",
          "E-mail",
          "Since",
          "Status",
          "Code",
          "Actions",
        ]}
        page={loaderData}
        pagerExtra={{ identity }}
        renderRow={(r) => (
          <tr key={r.id}>
            <th scope="row">
              {r.full_name}
              <br />
              {r.email}
            </th>
            <td>{r.country_of_residence}</td>
            <td>{r.payout_method}</td>
            <td>
              {r.verified_at ? "address verified" : "address not verified"}
              <br />
              {r.details_confirmed_at
                ? "details confirmed"
                : "details not confirmed"}
              <br />
              {isPayable(r) ? "payable" : "not payable"}
            </td>
            <td>{consoleTime(r.created_at, "day")}</td>
            <td>
              <StatusBadge status={r.status} />
            </td>
            <CodeCell code={r.code} status={r.code_status} />
            <td className="admin-actions">
              <CodeActions
                code={r.code ?? r.full_name}
                status={r.status}
                id={r.id}
              />
            </td>
          </tr>
        )}
      />
    </>
  );
}
