import { NavLink, Outlet } from "react-router";
import { requireAdmin } from "~/lib/admin/guard.server";
import { adminHeaders, adminMeta } from "~/lib/admin/http";
import "~/styles/admin.css";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => adminMeta("Overview");

export const headers = adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { actor: admin.actor, via: admin.via };
}

const NAV = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/requests", label: "Organisation requests" },
  { to: "/admin/issuers", label: "Issuers" },
  { to: "/admin/applications", label: "Applications" },
  { to: "/admin/scans", label: "Scans" },
  { to: "/admin/outbox", label: "Outbox" },
  { to: "/admin/reports", label: "Reports" },
  { to: "/admin/audit", label: "Audit log" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin">
      <header className="admin-header">
        <p className="admin-title">Nirvana operator console</p>
        <p className="admin-actor">
          Signed in as <strong>{loaderData.actor}</strong> (
          {loaderData.via === "access" ? "Cloudflare Access" : "Basic auth"})
        </p>
        <nav aria-label="Console">
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="admin-main">
        <Outlet />
      </main>
    </div>
  );
}
