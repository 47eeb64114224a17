import { useLingui } from "@lingui/react";
import { lazy, Suspense } from "react";
import { data } from "react-router";
import { PayeeHeaderNav } from "#app/components/account/payee-header.tsx";
import { payeePageMeta } from "#app/components/account/payee-page.tsx";
import type { HeaderAccountHandle } from "#app/components/site-header.tsx";
import {
  type CatalogHandle,
  i18nFor,
  loadCatalogAreas,
  PSEUDO_CATALOG,
  localeFromPath,
} from "#app/lib/i18n/index.ts";
import { ACCOUNT } from "#app/content/account.ts";
import {
  accountAction,
  isHttps,
  sessionOf,
  accountView,
  campaignsView,
  summaryWanted,
} from "#app/lib/use-cases/index.server.ts";
import {
  accountSessionDeletion,
  accountSessionFrom,
  type WholeDocumentHandle,
} from "#app/lib/platform/index.ts";
import { countriesIn } from "#app/lib/compliance/index.ts";
import { pseudoCatalogRequested } from "#app/lib/i18n/index.server.ts";
import { payeeMarkup } from "#app/components/account/payee-markup.server.tsx";
import { moduleHandle } from "#app/lib/pages/index.ts";
import type { Route } from "./+types/my-trust-code";
import "#app/styles/account.css";

// The areas of this page's words (its declaration, ./my-trust-code.page.ts):
// in the document, or fetched before the page renders on client navigation.
export const handle: CatalogHandle & HeaderAccountHandle & WholeDocumentHandle =
  {
    ...moduleHandle("routes/my-trust-code.tsx"),
    // The forms below load with the state that shows them; the document is
    // sent whole, so without JavaScript they are in the HTML in place.
    wholeDocument: true,
    // The header's account area: this page's link and "Sign out" once signed in.
    headerAccount: (data) => (
      <PayeeHeaderNav
        signedIn={!!(data as { view?: unknown } | undefined)?.view}
      />
    ),
  };
await loadCatalogAreas(handle);

// The page signed out and signed in: the browser loads the one it shows,
// not both (docs/decisions/client-chunks.md).
const SignInForms = lazy(() =>
  import("#app/components/account/sign-in-forms.tsx").then((module) => ({
    default: module.SignInForms,
  })),
);
const PayeeDashboard = lazy(() =>
  import("#app/components/account/payee-dashboard.tsx").then((module) => ({
    default: module.PayeeDashboard,
  })),
);

export const meta = payeePageMeta(
  "myTrustCode",
  ACCOUNT.title,
  ACCOUNT.description,
);

/** A payee's own figures: never cached anywhere, never indexed (docs/my-trust-code.md). */
export const headers: Route.HeadersFunction = ({
  loaderHeaders,
  actionHeaders,
}) => {
  const headers = new Headers({
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex, nofollow",
  });
  for (const source of [actionHeaders, loaderHeaders])
    for (const cookie of source?.getSetCookie() ?? [])
      headers.append("Set-Cookie", cookie);
  return headers;
};

export async function loader({ request }: Route.LoaderArgs) {
  const session = await sessionOf(request);
  if (!session) {
    // A cookie the server no longer knows (signed out elsewhere, expired) is removed.
    const stale = accountSessionFrom(
      request.headers.get("cookie"),
      isHttps(request),
    );
    return data(
      {
        view: null,
        countries: null,
        campaigns: null,
        markup: null,
        summary: null,
      },
      stale
        ? {
            headers: { "Set-Cookie": accountSessionDeletion(isHttps(request)) },
          }
        : undefined,
    );
  }
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const [view, campaigns, i18n] = await Promise.all([
    accountView(session.holder, new Date(), locale),
    campaignsView(session.holder.code, url),
    i18nFor(locale, pseudoCatalogRequested(request) ? PSEUDO_CATALOG : locale),
  ]);
  return {
    view,
    // The confirmation's country list in the page's language, only while it shows.
    countries: view.toConfirm ? countriesIn(locale) : null,
    campaigns,
    markup: await payeeMarkup(view, campaigns, i18n, url.pathname),
    summary: await summaryWanted(
      session.holder.kind === "issuer" ? "individual" : "organisation",
      session.holder.id,
    ),
  };
}

export function action({ request }: Route.ActionArgs) {
  return accountAction(request);
}

export default function MyTrustCode({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { _ } = useLingui();
  const { view, campaigns, markup, summary, countries } = loaderData;
  return (
    <main id="main" className="page account-page">
      <h1>{_(ACCOUNT.title)}</h1>
      {!view || !markup ? (
        <Suspense fallback={null}>
          <SignInForms action={actionData} />
        </Suspense>
      ) : (
        <Suspense fallback={null}>
          <PayeeDashboard
            view={view}
            campaigns={campaigns}
            markup={markup}
            summary={summary}
            countries={countries}
            action={actionData}
          />
        </Suspense>
      )}
    </main>
  );
}
