import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ComplianceDialog } from "./components/compliance-dialog";
import { CookieBanner } from "./components/cookie-banner";
import { Footer } from "./components/footer";
import { SiteHeader } from "./components/site-header";
import { ERROR_PAGE, SKIP_LINK_LABEL } from "./content/shell";
import { stripCodeParams } from "./lib/code-params";
import { requestCookieDomain } from "./lib/cookie-domain.server";
import { consentFrom } from "./lib/cookies";
import { localeFromPath } from "./lib/i18n/locale-path";
import { localeInfo } from "./lib/i18n/locales";
import { PSEUDO_CATALOG } from "./lib/i18n/pseudo";
import { pseudoCatalogRequested } from "./lib/i18n/pseudo.server";
import { shellFor } from "./lib/shell";
import "./styles/app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ request }: Route.LoaderArgs) {
  const cf = (request as Request & { cf?: { country?: string } }).cf;
  return {
    country: typeof cf?.country === "string" ? cf.country : null,
    consent: consentFrom(request.headers.get("cookie")),
    cookieDomain: requestCookieDomain(request),
    pseudoCatalog: pseudoCatalogRequested(request),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = localeInfo(localeFromPath(useLocation().pathname));
  // Tells the browser to load the catalog the server rendered with.
  const pseudo = useRouteLoaderData<typeof loader>("root")?.pseudoCatalog;
  return (
    <html
      lang={locale.htmlLang}
      dir={locale.dir}
      data-catalog={pseudo ? PSEUDO_CATALOG : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f3d2e" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {SKIP_LINK_LABEL}
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
  // The worker already stored any code from the address in cookies.
  useEffect(() => stripCodeParams(), [pathname, search]);
  // Lets tests (and CSS, if ever needed) know the page is interactive.
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "true");
  }, []);
  // Each route declares which parts of the shell it shows (its `handle`).
  const shell = shellFor(useMatches());
  if (shell.bare) return <Outlet />;
  return (
    <>
      <SiteHeader />
      <Outlet />
      {shell.footer && <Footer />}
      {shell.complianceDialog && (
        <ComplianceDialog country={loaderData.country} />
      )}
      <CookieBanner
        initialConsent={loaderData.consent}
        cookieDomain={loaderData.cookieDomain}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  let message = ERROR_PAGE.fallbackMessage;
  if (isRouteErrorResponse(error))
    message = `${error.status} ${error.statusText || ""}`.trim();
  else if (error instanceof Error) message = error.message;
  return (
    <>
      <SiteHeader />
      <main id="main" className="page page-error">
        <h1>{ERROR_PAGE.heading}</h1>
        <p className="error-message">{message}</p>
        <a className="button" href="/?fromsubpage=true">
          {ERROR_PAGE.homeLabel}
        </a>
      </main>
      {root && <Footer />}
    </>
  );
}
