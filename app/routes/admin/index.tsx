import { Link } from "react-router";
import { requireAdmin } from "#app/lib/admin/guard.server.ts";
import { adminHeaders, adminMeta } from "#app/lib/admin/http.ts";
import { overviewCounts } from "#app/lib/db/overview.server.ts";
import { signInAlarm } from "#app/lib/db/admin-auth-failures.server.ts";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () => adminMeta("Overview");

export const headers = adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { counts: await overviewCounts(), alarm: await signInAlarm() };
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
