import { useLingui } from "@lingui/react";
import { data, Form } from "react-router";
import {
  CodeSection,
  MoneySection,
  MonthsSection,
} from "~/components/account/account-overview";
import { ConfirmDetailsPanel } from "~/components/account/confirm-details-panel";
import { PayoutDetailsSection } from "~/components/account/payout-details-section";
import { SignInForms } from "~/components/account/sign-in-forms";
import { PROGRAMME_COUNTRIES } from "~/components/programme-page";
import { ACCOUNT } from "~/content/account";
import { accountAction, isHttps, sessionOf } from "~/lib/account/page.server";
import { accountSessionDeletion, accountSessionFrom } from "~/lib/cookies";
import { formCountries } from "~/lib/form-countries.server";
import { loadCatalogAreas, loadedI18n } from "~/lib/i18n/instance";
import { moduleHandle } from "~/lib/pages/queries";
import { metaLocale, pageMeta } from "~/lib/meta";
import { accountView } from "~/lib/use-cases/account-page.server";
import type { Route } from "./+types/my-trust-code";
import "~/styles/account.css";

// The areas of this page's words (its entry in app/lib/pages/manifest.ts):
// in the document, or fetched before the page renders on client navigation.
export const handle = moduleHandle("routes/my-trust-code.tsx");
await loadCatalogAreas(handle);

export const meta: Route.MetaFunction = ({ location }) => {
  const i18n = loadedI18n(metaLocale(location));
  return pageMeta({
    title: i18n._(ACCOUNT.title),
    description: i18n._(ACCOUNT.description),
    path: "/my-trust-code",
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
    const stale = accountSessionFrom(request.headers.get("cookie"));
    return data(
      { view: null, countries: null },
      stale
        ? {
            headers: { "Set-Cookie": accountSessionDeletion(isHttps(request)) },
          }
        : undefined,
    );
  }
  return {
    view: await accountView(session.holder),
    countries: formCountries(request),
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
  const { view } = loaderData;
  const countries = loaderData.countries ?? PROGRAMME_COUNTRIES;
  return (
    <main id="main" className="page account-page">
      <h1>{_(ACCOUNT.title)}</h1>
      {!view ? (
        <SignInForms action={actionData} />
      ) : (
        <>
          <Form method="post" className="account-sign-out">
            <input type="hidden" name="intent" value="sign-out" />
            <button type="submit" className="button small">
              {_(ACCOUNT.signOut)}
            </button>
          </Form>
          {actionData?.form === "confirm" && actionData.state === "done" && (
            <p className="notice success" role="status">
              {_(ACCOUNT.confirmDone)}
            </p>
          )}
          {view.toConfirm && (
            <ConfirmDetailsPanel
              details={view.toConfirm}
              action={actionData}
              countries={countries}
            />
          )}
          <CodeSection view={view} />
          <MoneySection view={view} />
          <MonthsSection months={view.months} />
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
