import { Link } from "react-router";
import { requireAdmin } from "#app/lib/admin/index.server.ts";
import { adminMeta } from "#app/lib/admin/index.ts";
import { overviewCounts, signInAlarm } from "#app/lib/db/index.server.ts";
import { programmeGlance } from "#app/lib/money/index.server.ts";
import { centsToDecimal } from "#app/lib/money/index.ts";
import { count } from "#app/lib/platform/index.ts";
import type { Route } from "./+types/index";
import { AdminTable } from "#app/components/admin/list-table.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Overview");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [counts, alarm, money] = await Promise.all([
    overviewCounts(),
    signInAlarm(),
    programmeGlance(),
  ]);
  return { counts, alarm, money };
}

const usd = (cents: number) => `USD ${centsToDecimal(cents)}`;

/** The programme's money at a glance (docs/payouts.md "At a glance"). */
function MoneyAtAGlance({
  money,
}: {
  money: Awaited<ReturnType<typeof programmeGlance>>;
}) {
  return (
    <section aria-labelledby="money-heading">
      <h2 id="money-heading">Programme money</h2>
      <dl className="admin-glance">
        <div>
          <dt>Pending</dt>
          <dd>{usd(money.pendingCents)}</dd>
        </div>
        <div>
          <dt>Available</dt>
          <dd>{usd(money.availableCents)}</dd>
        </div>
        <div>
          <dt>On hold</dt>
          <dd>{usd(money.onHoldCents)}</dd>
        </div>
        <div>
          <dt>Next run, if prepared now</dt>
          <dd>
            {usd(money.forecast.totalCents)}
            <span className="admin-note">
              {" "}
              to {count(money.forecast.payees, "payee")} (individuals from{" "}
              {usd(money.forecast.minimumCents)})
            </span>
          </dd>
        </div>
        <div>
          <dt>Open clawbacks</dt>
          <dd>
            {usd(money.clawbacks.cents)}
            <span className="admin-note">
              {" "}
              from {count(money.clawbacks.payees, "payee")}
            </span>
          </dd>
        </div>
        <div>
          <dt>Dead billing events</dt>
          <dd>
            <Link to="/admin/billing?status=dead">{money.deadEvents}</Link>
          </dd>
        </div>
      </dl>
      <h3>Chargebacks in the last 90 days</h3>
      {money.chargebacks.length === 0 ? (
        <p className="admin-note">None.</p>
      ) : (
        <AdminTable
          label="Chargebacks per code"
          columns={["Code", "Chargebacks", "Net (minor units)"]}
          numeric={["Chargebacks", "Net (minor units)"]}
        >
          {money.chargebacks.map((c) => (
            <tr key={c.code ?? "none"}>
              <th scope="row">
                {c.code ? (
                  <Link to={`/admin/reports/${encodeURIComponent(c.code)}`}>
                    {c.code}
                  </Link>
                ) : (
                  "No code"
                )}
              </th>
              <td className="num">{c.chargebacks}</td>
              <td className="num">{c.net_cents}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

export default function AdminIndex({ loaderData }: Route.ComponentProps) {
  const c = loaderData.counts;
  const cards = [
    {
      label: "Requests awaiting review",
      value: c.pending_requests,
      to: "/admin/requests?status=pending",
    },
    {
      label: "Active codes",
      value: c.active_codes,
      to: "/admin/reports?status=active",
    },
    {
      label: "Suspended or terminated codes",
      value: c.stopped_codes,
      to: "/admin/reports",
    },
    {
      label: "E-mails waiting to be sent",
      value: c.pending_email,
      to: "/admin/outbox?status=pending",
    },
    {
      label: "E-mails that failed",
      value: c.failed_email,
      to: "/admin/outbox?status=failed",
    },
  ];
  return (
    <>
      <h1>Overview</h1>
      {loaderData.alarm !== null && (
        <div className="notice warning" role="alert">
          {loaderData.alarm} failed sign-ins to the console within the last
          hour, across all networks: someone may be guessing the password.
          Prefer Cloudflare Access, or change the password.
        </div>
      )}
      <MoneyAtAGlance money={loaderData.money} />
      <h2>Waiting for you</h2>
      <ul className="admin-cards">
        {cards.map((card) => (
          <li key={card.label}>
            <Link to={card.to}>
              <span className="admin-card-value">{card.value}</span>
              <span>{card.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
