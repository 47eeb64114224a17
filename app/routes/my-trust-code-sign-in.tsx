import { useLingui } from "@lingui/react";
import { data, Form, Link } from "react-router";
import { ACCOUNT } from "#app/content/account.ts";
import {
  browserCookies,
  signedInRedirect,
  signInLinkState,
  signInWithLink,
  type LinkState,
} from "#app/lib/use-cases/index.server.ts";
import { field } from "#app/lib/admin/index.ts";
import { formOrNull } from "#app/lib/platform/index.ts";
import {
  loadCatalogAreas,
  loadedI18n,
  type CatalogHandle,
  useLocalizeHref,
} from "#app/lib/i18n/index.ts";
import {
  moduleHandle,
  metaLocale,
  pageMeta,
  pagePath,
} from "#app/lib/pages/index.ts";
import { PayeeHeaderNav } from "#app/components/account/payee-header.tsx";
import type { HeaderAccountHandle } from "#app/components/site-header.tsx";
import type { Route } from "./+types/my-trust-code-sign-in";
import "#app/styles/account.css";
import { privatePageHeaders } from "#app/lib/identity/index.ts";

// The areas of this page's words (its declaration, ./my-trust-code-sign-in.page.ts):
// in the document, or fetched before the page renders on client navigation.
export const handle: CatalogHandle & HeaderAccountHandle = {
  ...moduleHandle("routes/my-trust-code-sign-in.tsx"),
  // The header names the subscriber app's sign-in as the members' here too.
  headerAccount: () => <PayeeHeaderNav signedIn={false} />,
};
await loadCatalogAreas(handle);

export const meta: Route.MetaFunction = ({ location }) => {
  const i18n = loadedI18n(metaLocale(location));
  return pageMeta({
    title: i18n._(ACCOUNT.linkTitle),
    description: i18n._(ACCOUNT.description),
    path: pagePath("myTrustCodeSignIn"),
    location,
    noindex: true,
  });
};

/** The token is in the address: never cached, never indexed. */
export const headers = privatePageHeaders;

/**
 * GET only shows the Continue button: mail scanners that follow links must
 * not sign anyone in or use up the link; the POST from the button does.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, state: await signInLinkState(token) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await formOrNull(request);
  if (!form) return data({ state: "unknown" as const }, 400);
  const result = await signInWithLink(
    field(form, "token"),
    new Date(),
    browserCookies(request).device,
  );
  if (result.ok) return signedInRedirect(request, result);
  // A link taken meanwhile (a second click, a race) reads as used.
  const state: Exclude<LinkState, "ok"> =
    result.reason === "unknown" || result.reason === "expired"
      ? result.reason
      : "used";
  return data({ state }, 400);
}

const PROBLEM = {
  unknown: ACCOUNT.linkUnknown,
  expired: ACCOUNT.linkExpired,
  used: ACCOUNT.linkUsed,
};

export default function MyTrustCodeSignIn({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { _ } = useLingui();
  const localize = useLocalizeHref();
  const state = actionData?.state ?? loaderData.state;
  return (
    <main id="main" className="page link-page account-page">
      <h1>{_(ACCOUNT.linkTitle)}</h1>
      {state === "ok" ? (
        <Form method="post">
          <p>{_(ACCOUNT.linkIntro)}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="button primary">
            {_(ACCOUNT.continue)}
          </button>
        </Form>
      ) : (
        <>
          <p className="notice error" role="alert">
            {_(PROBLEM[state])}
          </p>
          <p>
            <Link to={localize(pagePath("myTrustCode"))}>
              {_(ACCOUNT.toSignIn)}
            </Link>
          </p>
        </>
      )}
    </main>
  );
}
