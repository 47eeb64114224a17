import { useLingui } from "@lingui/react";
import { data, Form } from "react-router";
import {
  CodeSection,
  MoneySection,
  MonthsSection,
} from "#app/components/account/account-overview.tsx";
import { CampaignsSection } from "#app/components/account/campaigns-section.tsx";
import { ShareSection } from "#app/components/account/campaigns-share.tsx";
import { ConfirmDetailsPanel } from "#app/components/account/confirm-details-panel.tsx";
import { PayoutDetailsSection } from "#app/components/account/payout-details-section.tsx";
import { WhenWhySection } from "#app/components/account/when-why-section.tsx";
import { SignInForms } from "#app/components/account/sign-in-forms.tsx";
import { PayeeHeaderNav } from "#app/components/account/payee-header.tsx";
import type { HeaderAccountHandle } from "#app/components/site-header.tsx";
import type { CatalogHandle } from "#app/lib/i18n/areas.ts";
import { PROGRAMME_COUNTRIES } from "#app/components/programme-page.tsx";
import { ACCOUNT } from "#app/content/account.ts";
import {
  accountAction,
  isHttps,
  sessionOf,
} from "#app/lib/use-cases/account-action.server.ts";
import {
  accountSessionDeletion,
  accountSessionFrom,
} from "#app/lib/platform/cookies.ts";
import { formCountries } from "#app/lib/compliance/form-countries.server.ts";
import { loadCatalogAreas, loadedI18n } from "#app/lib/i18n/instance.ts";
import { moduleHandle } from "#app/lib/pages/queries.ts";
import { metaLocale, pageMeta } from "#app/lib/pages/meta.ts";
import { accountView } from "#app/lib/use-cases/account-page.server.ts";
import { campaignsView } from "#app/lib/use-cases/campaigns-view.server.ts";
import { localeFromPath } from "#app/lib/i18n/locale-path.ts";
import { summaryWanted } from "#app/lib/use-cases/monthly-summary.server.ts";
import { MailSection } from "#app/components/account/campaigns-mail.tsx";
import type { Route } from "./+types/my-trust-code";
import "#app/styles/account.css";
import { pagePath } from "#app/lib/pages/links.ts";

// The areas of this page's words (its declaration, ./my-trust-code.page.ts):
// in the document, or fetched before the page renders on client navigation.
export const handle: CatalogHandle & HeaderAccountHandle = {
  ...moduleHandle("routes/my-trust-code.tsx"),
  // The header's account area: this page's link and "Sign out" once signed in.
  headerAccount: (data) => (
    <PayeeHeaderNav
      signedIn={!!(data as { view?: unknown } | undefined)?.view}
    />
  ),
};
await loadCatalogAreas(handle);

export const meta: Route.MetaFunction = ({ location }) => {
  const i18n = loadedI18n(metaLocale(location));
  return pageMeta({
    title: i18n._(ACCOUNT.title),
    description: i18n._(ACCOUNT.description),
    path: pagePath("myTrustCode"),
    location,
    noindex: true,
  });
};

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
      { view: null, countries: null, campaigns: null, summary: null },
      stale
        ? {
            headers: { "Set-Cookie": accountSessionDeletion(isHttps(request)) },
          }
        : undefined,
    );
  }
  return {
    view: await accountView(
      session.holder,
      new Date(),
      localeFromPath(new URL(request.url).pathname),
    ),
    countries: formCountries(request),
    campaigns: await campaignsView(session.holder.code, new URL(request.url)),
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
  const { view, campaigns, summary } = loaderData;
  const countries = loaderData.countries ?? PROGRAMME_COUNTRIES;
  return (
    <main id="main" className="page account-page">
      <h1>{_(ACCOUNT.title)}</h1>
      {!view ? (
        <SignInForms action={actionData} />
      ) : (
        <>
          {/* "Sign out" is in the header's account area (app/components/account/payee-header.tsx). */}
          <Form method="post" className="account-sign-out">
            <button
              type="submit"
              name="intent"
              value="sign-out-everywhere"
              className="button small"
            >
              {_(ACCOUNT.signOutEverywhere)}
            </button>
          </Form>
          {actionData?.form === "confirm" && actionData.state === "done" && (
            <p className="notice success" role="status">
              {_(ACCOUNT.confirmDone)}
            </p>
          )}
          {view.toConfirm && (
            <ConfirmDetailsPanel action={actionData} countries={countries} />
          )}
          <CodeSection view={view} />
          {campaigns && (
            <ShareSection
              code={view.code}
              link={campaigns.link}
              qrImage={campaigns.qrImage}
              organisation={view.kind !== "issuer"}
            />
          )}
          <MoneySection view={view} />
          <WhenWhySection view={view} />
          <MonthsSection months={view.months} />
          {campaigns && (
            <CampaignsSection code={view.code} campaigns={campaigns} />
          )}
          <MailSection
            summary={summary ?? false}
            verified={view.verified}
            saved={actionData?.form === "mail"}
          />
          {/* Until confirmed, the panel above is where the details change. */}
          {!view.toConfirm && (
            <PayoutDetailsSection
              view={view}
              action={actionData}
              countries={countries}
            />
          )}
        </>
      )}
    </main>
  );
}
