import { Link } from "react-router";
import { count } from "#app/lib/platform/index.ts";
import { StatusBadge } from "#app/components/admin/list-controls.tsx";
import { requireAdmin } from "#app/lib/admin/index.server.ts";
import { adminMeta } from "#app/lib/admin/index.ts";
import {
  holdGroups,
  memberFlags,
  stoppedCodesOnHold,
} from "#app/lib/money/index.server.ts";
import { centsToDecimal } from "#app/lib/money/index.ts";
import type { Route } from "./+types/flags";
import { AdminTable } from "#app/components/admin/list-table.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Flags");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [flags, holds, stopped] = await Promise.all([
    memberFlags(),
    holdGroups(),
    stoppedCodesOnHold(),
  ]);
  return { flags, holds, stopped };
}

const usd = (cents: number) => `USD ${centsToDecimal(cents)}`;

/** What the ledger holds money for (hold_reason), in the operator's words. */
const HOLD_LABELS: Record<string, string> = {
  "chargeback-warning": "Chargeback warning",
  "non-usd": "Organisation share in another currency (not converted)",
  "code-stopped": "Code suspended or terminated",
  operator: "Held by an operator",
};

export default function Flags({ loaderData }: Route.ComponentProps) {
  const { flags, holds, stopped } = loaderData;
  return (
    <>
      <h1>Flags</h1>
      <p className="admin-lead">
        What needs an operator: flagged members, and money on hold (neither
        pending nor available) until someone releases or reverses it on the
        payee&apos;s page, with a reason.
      </p>
      <h2>Flagged members</h2>
      {flags.length === 0 ? (
        <p className="admin-empty">No flagged member.</p>
      ) : (
        <ul>
          {flags.map((f) => (
            <li key={f.flag}>
              <Link to={`/admin/members?q=${encodeURIComponent(f.flag)}`}>
                {f.flag}
              </Link>
              : {count(f.members, "member")}
            </li>
          ))}
        </ul>
      )}
      <h2>Money on hold</h2>
      {holds.length === 0 ? (
        <p className="admin-empty">Nothing on hold.</p>
      ) : (
        <AdminTable
          label="Money on hold"
          columns={["Payee", "Code", "Charge", "Held because", "Amount"]}
          numeric={["Amount"]}
        >
          {holds.map((h) => (
            <tr key={`${h.payee_kind}/${h.payee_id}/${h.charge_id ?? ""}`}>
              <th scope="row">
                <Link to={`/admin/payees/${h.payee_kind}/${h.payee_id}`}>
                  {h.payee_kind} {h.payee_id}
                </Link>
              </th>
              <td>{h.code ?? "—"}</td>
              <td>{h.charge_id ?? "—"}</td>
              <td>
                {(h.reasons ?? "")
                  .split(",")
                  .filter(Boolean)
                  .map((r) => HOLD_LABELS[r] ?? r)
                  .join("; ") || "—"}
              </td>
              <td className="num">
                {h.currency && h.currency !== "USD"
                  ? `${h.currency} ${centsToDecimal(h.held_cents)}`
                  : usd(h.held_cents)}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <h2>Stopped codes with money on hold</h2>
      {stopped.length === 0 ? (
        <p className="admin-empty">None.</p>
      ) : (
        <ul>
          {stopped.map((s) => (
            <li key={s.code}>
              <Link to={`/admin/payees/${s.owner_kind}/${s.owner_id}`}>
                {s.code}
              </Link>{" "}
              <StatusBadge status={s.status} /> {usd(s.held_cents)} on hold
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
