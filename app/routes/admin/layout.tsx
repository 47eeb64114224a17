import { isRouteErrorResponse, NavLink, Outlet } from "react-router";
import { NotFoundPage, notFoundTitle } from "#app/components/not-found.tsx";
import { requireAdmin } from "#app/lib/admin/index.server.ts";
import { adminHeaders, adminMeta } from "#app/lib/admin/index.ts";
import { BRAND } from "#app/lib/brand.ts";
import "#app/styles/admin.css";
import type { Route } from "./+types/layout";
import type { ShellHandle } from "#app/lib/pages/index.ts";

/** Operators are not visitors: no site shell. */
export const handle: ShellHandle = { shell: false };

export const meta: Route.MetaFunction = ({ error, location }) =>
  // An error page must not name the console (it may be switched off).
  error
    ? [
        { title: `${notFoundTitle(location)} | ${BRAND.name}` },
        { name: "robots", content: "noindex, nofollow" },
      ]
    : adminMeta("Overview");

// Every console page answers with these (no-store, noindex): its pages
// export no headers of their own, and React Router then uses the deepest
// headers function among the matched routes, this one
// (tests/e2e/admin.spec.ts reads them on each page).
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
  { to: "/admin/people", label: "People" },
  { to: "/admin/billing", label: "Billing events" },
  { to: "/admin/payouts", label: "Payouts" },
  { to: "/admin/members", label: "Members" },
  { to: "/admin/flags", label: "Flags" },
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

/**
 * The console's own boundary, so a thrown 401 keeps its WWW-Authenticate
 * header (React Router takes error headers from the boundary's route). A 404
 * reads like any missing page: a console that is off gives nothing away.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return <NotFoundPage home="/?fromsubpage=true" />;
  const [title, text] =
    status === 401
      ? ["Sign-in required", "The operator console needs your credentials."]
      : status === 403
        ? ["Not allowed", "This request was refused."]
        : ["Unexpected Application Error", "Something went wrong."];
  return (
    <main id="main" className="page page-error">
      <h1>{title}</h1>
      <p>{text}</p>
      <a className="button primary" href="/?fromsubpage=true">
        Go Home
      </a>
    </main>
  );
}
