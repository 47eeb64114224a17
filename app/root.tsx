import { useLingui } from "@lingui/react";
import { useContext, useEffect, useState } from "react";
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
import { CarriedCodeContext } from "#app/components/code-price.tsx";
import { ComplianceDialog } from "#app/components/compliance-dialog.tsx";
import { CookieBanner } from "#app/components/cookie-banner.tsx";
import {
  CookieSettingsContext,
  createCookieSettingsChannel,
} from "#app/components/cookie-settings.tsx";
import { Footer } from "#app/components/footer.tsx";
import { LanguageSuggestion } from "#app/components/language-suggestion.tsx";
import { NotFoundPage } from "#app/components/not-found.tsx";
import { ReviewNote } from "#app/components/review-note.tsx";
import { ScanGreetingNotice } from "#app/components/scan-greeting.tsx";
import { headerAccountOf, SiteHeader } from "#app/components/site-header.tsx";
import { ERROR_PAGE, SKIP_LINK_LABEL } from "#app/content/shell.ts";
import { stripCodeParams } from "#app/lib/trust-codes/index.ts";
import { complianceCountries } from "#app/lib/compliance/index.server.ts";
import {
  DOCUMENT_CATALOG_ID,
  DocumentCatalogContext,
  localeFromPath,
  localizeHref,
  splitLocale,
  localeInfo,
  LanguageMenuContext,
  PSEUDO_CATALOG,
} from "#app/lib/i18n/index.ts";
import {
  languageMenu,
  openGraphLocales,
  pseudoCatalogRequested,
} from "#app/lib/i18n/index.server.ts";
import { pageAt, shellFor } from "#app/lib/pages/index.ts";
import { scanGreeting } from "#app/lib/use-cases/index.server.ts";
import { VISITOR_STATE_ID, visitorState } from "#app/lib/consent/index.ts";
import {
  INLINE_STYLES_ID,
  InlineStylesContext,
  NonceContext,
} from "#app/lib/platform/index.ts";
import {
  COMPLIANCE_FIRST_PAINT_ID,
  ComplianceFirstPaintContext,
} from "#app/lib/compliance/index.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * Nothing per visitor in a cached page: consent, GPC, the language
 * suggestion, the country and the cookie domain reach it in the per-response
 * block below (app/lib/consent/visitor-state.ts). The one exception is a visitor who
 * carries a Trust Code: their pages are rendered for them, never cached
 * (workers/pages.ts), so the loader may greet the scan.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { locale, path } = splitLocale(new URL(request.url).pathname);
  return {
    pseudoCatalog: pseudoCatalogRequested(request),
    // The list in the page's language; the dialog puts the visitor's own country first.
    complianceCountries: complianceCountries(request, null),
    // Per visitor: docs/attribution.md "Greeting a scan".
    scanGreeting: await scanGreeting(request),
    // The header's language menu, worded on the server (no names table in the page's script).
    languageMenu: languageMenu(locale),
    // og:locale, and every other language's for a page search engines list.
    openGraph: openGraphLocales(locale, pageAt(path)?.kind === "public"),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { _ } = useLingui();
  const locale = localeInfo(localeFromPath(useLocation().pathname));
  // Tells the browser to load the catalog the server rendered with.
  const root = useRouteLoaderData<typeof loader>("root");
  const pseudo = root?.pseudoCatalog;
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
        {/* Before anything paints: hides the compliance dialog for a visitor who accepted (app/lib/compliance/compliance-first-paint.ts). */}
        <script
          id={COMPLIANCE_FIRST_PAINT_ID}
          nonce={useContext(NonceContext)}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: useContext(ComplianceFirstPaintContext),
          }}
        />
        <Meta />
        {root && <meta property="og:locale" content={root.openGraph.locale} />}
        {root?.openGraph.alternates.map((og) => (
          <meta key={og} property="og:locale:alternate" content={og} />
        ))}
        {/* The public pages' styles, in the document (app/lib/platform/inline-styles.ts). */}
        <style
          id={INLINE_STYLES_ID}
          dangerouslySetInnerHTML={{ __html: useContext(InlineStylesContext) }}
        />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {_(SKIP_LINK_LABEL)}
        </a>
        {children}
        {/* The page's words for hydration (app/lib/i18n/browser-catalog.ts). */}
        <script
          type="application/json"
          id={DOCUMENT_CATALOG_ID}
          dangerouslySetInnerHTML={{
            __html: useContext(DocumentCatalogContext),
          }}
        />
        {/* Written per response by the worker (workers/page-cache.ts). */}
        <script
          type="application/json"
          id={VISITOR_STATE_ID}
          dangerouslySetInnerHTML={{ __html: "null" }}
        />
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
  // The footer's Cookie settings reopens the banner through this channel.
  const [cookieSettings] = useState(createCookieSettingsChannel);
  // Each route declares which parts of the shell it shows (its `handle`).
  const matches = useMatches();
  const shell = shellFor(matches);
  // The browser's copy of this response's visitor block (neutral on the
  // server): the worker inserted the suggestion's markup to match.
  const visitor = visitorState();
  if (shell.bare) return <Outlet />;
  return (
    <LanguageMenuContext value={loaderData.languageMenu}>
      <CookieSettingsContext value={cookieSettings}>
        {visitor.languageSuggestion && (
          <LanguageSuggestion suggestion={visitor.languageSuggestion} />
        )}
        <SiteHeader account={headerAccountOf(matches)} />
        {loaderData.scanGreeting && (
          <ScanGreetingNotice greeting={loaderData.scanGreeting} />
        )}
        <CarriedCodeContext value={loaderData.scanGreeting}>
          <Outlet />
        </CarriedCodeContext>
        <ReviewNote />
        {shell.footer && <Footer />}
        {shell.complianceDialog && (
          <ComplianceDialog
            country={visitor.country}
            countries={loaderData.complianceCountries}
            suggestion={visitor.languageSuggestion}
          />
        )}
        <CookieBanner
          initialConsent={visitor.consent}
          gpc={visitor.gpc}
          cookieDomain={visitor.cookieDomain}
        />
      </CookieSettingsContext>
    </LanguageMenuContext>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { _ } = useLingui();
  const locale = localeFromPath(useLocation().pathname);
  const root = useRouteLoaderData<typeof loader>("root");
  // A page that is not there (a thrown 404 anywhere: a check page's bad
  // address, a document or crypto page that does not exist) is the one
  // not-found page in the page's language, never an error message.
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <LanguageMenuContext value={root?.languageMenu ?? null}>
        <SiteHeader />
        <NotFoundPage home={localizeHref("/?fromsubpage=true", locale)} />
        <ReviewNote />
        {root && <Footer />}
      </LanguageMenuContext>
    );
  let message = _(ERROR_PAGE.fallbackMessage);
  if (isRouteErrorResponse(error))
    message = `${error.status} ${error.statusText || ""}`.trim();
  else if (error instanceof Error) message = error.message;
  return (
    <LanguageMenuContext value={root?.languageMenu ?? null}>
      <SiteHeader />
      <main id="main" className="page page-error">
        <h1>{_(ERROR_PAGE.heading)}</h1>
        <p className="error-message">{message}</p>
        <a className="button" href={localizeHref("/?fromsubpage=true", locale)}>
          {_(ERROR_PAGE.homeLabel)}
        </a>
      </main>
      {root && <Footer />}
    </LanguageMenuContext>
  );
}
