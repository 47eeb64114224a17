import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ComplianceDialog } from "./components/compliance-dialog";
import { CookieBanner } from "./components/cookie-banner";
import { Footer } from "./components/footer";
import { SiteHeader } from "./components/site-header";
import { stripCaptureParams } from "./lib/address-code";
import { consentFromCookieHeader } from "./lib/consent";
import "./styles/app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Paths that show the documents the dialog asks visitors to accept. */
const NO_COMPLIANCE_PATHS = new Set(["/member-eula", "/terms"]);

export function loader({ request }: Route.LoaderArgs) {
  const cf = (request as Request & { cf?: { country?: string } }).cf;
  return {
    country: typeof cf?.country === "string" ? cf.country : null,
    consent: consentFromCookieHeader(request.headers.get("cookie")),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f3d2e" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  // The worker already stored any code from the address in cookies (SPEC §4).
  useEffect(() => stripCaptureParams(), [pathname, search]);
  // Lets tests (and CSS, if ever needed) know the page is interactive.
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "true");
  }, []);
  // Operators and participants reading a report are not visitors: no shell.
  if (/^\/(admin|report)(\/|$)/.test(pathname)) return <Outlet />;
  return (
    <>
      <SiteHeader />
      <Outlet />
      {pathname !== "/demo" && <Footer />}
      {!NO_COMPLIANCE_PATHS.has(pathname) && (
        <ComplianceDialog country={loaderData.country} />
      )}
      <CookieBanner initialConsent={loaderData.consent} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  let message = "An unexpected error occurred.";
  if (isRouteErrorResponse(error))
    message = `${error.status} ${error.statusText || ""}`.trim();
  else if (error instanceof Error) message = error.message;
  return (
    <>
      <SiteHeader />
      <main id="main" className="page page-error">
        <h1>Unexpected Application Error</h1>
        <p className="error-message">{message}</p>
        <a className="button" href="/?fromsubpage=true">
          Go Home
        </a>
      </main>
      {root && <Footer />}
    </>
  );
}
