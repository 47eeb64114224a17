import { useLingui } from "@lingui/react";
import { data, Form, Link } from "react-router";
import { CAMPAIGNS } from "#app/content/campaigns.ts";
import {
  loadCatalogAreas,
  loadedI18n,
  useLocalizeHref,
  type CatalogHandle,
} from "#app/lib/i18n/index.ts";
import {
  metaLocale,
  pageMeta,
  moduleHandle,
  pagePath,
} from "#app/lib/pages/index.ts";
import { PayeeHeaderNav } from "#app/components/account/payee-header.tsx";
import type { HeaderAccountHandle } from "#app/components/site-header.tsx";
import {
  unsubscribe,
  unsubscribeState,
} from "#app/lib/use-cases/index.server.ts";
import type { Route } from "./+types/my-trust-code-unsubscribe";
import "#app/styles/account.css";
import { privatePageHeaders } from "#app/lib/identity/index.ts";

// The areas of this page's words (its declaration, ./my-trust-code-unsubscribe.page.ts).
export const handle: CatalogHandle & HeaderAccountHandle = {
  ...moduleHandle("routes/my-trust-code-unsubscribe.tsx"),
  // The header names the subscriber app's sign-in as the members' here too.
  headerAccount: () => <PayeeHeaderNav signedIn={false} />,
};
await loadCatalogAreas(handle);

export const meta: Route.MetaFunction = ({ location }) => {
  const i18n = loadedI18n(metaLocale(location));
  return pageMeta({
    title: i18n._(CAMPAIGNS.unsubscribeTitle),
    description: i18n._(CAMPAIGNS.unsubscribeIntro),
    path: pagePath("myTrustCodeUnsubscribe"),
    location,
    noindex: true,
  });
};

/** The token is in the address: never cached, never indexed. */
export const headers = privatePageHeaders;

const tokenOf = (request: Request) =>
  new URL(request.url).searchParams.get("token") ?? "";

/**
 * GET only shows the button, so a mail scanner that follows the link turns
 * nothing off; the POST turns the summary off with no sign-in: the page's
 * button, or a mail client's one-click (RFC 8058 posts
 * `List-Unsubscribe=One-Click` to this same address).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenOf(request);
  return { token, state: await unsubscribeState(token) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const typed = form?.get("token");
  const token = typeof typed === "string" && typed ? typed : tokenOf(request);
  return (await unsubscribe(token))
    ? data({ state: "done" as const })
    : data({ state: "unknown" as const }, 400);
}

export default function MyTrustCodeUnsubscribe({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { _ } = useLingui();
  const localize = useLocalizeHref();
  const state = actionData?.state ?? loaderData.state;
  return (
    <main id="main" className="page link-page account-page">
      <h1>{_(CAMPAIGNS.unsubscribeTitle)}</h1>
      {state === "ok" && (
        <Form method="post">
          <p>{_(CAMPAIGNS.unsubscribeIntro)}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="button primary">
            {_(CAMPAIGNS.unsubscribeTitle)}
          </button>
        </Form>
      )}
      {state === "done" && (
        <p className="notice success" role="status">
          {_(CAMPAIGNS.unsubscribeDone)}
        </p>
      )}
      {state === "unknown" && (
        <p className="notice error" role="alert">
          {_(CAMPAIGNS.unsubscribeUnknown)}
        </p>
      )}
      <p>
        <Link to={localize(pagePath("myTrustCode"))}>
          {_(CAMPAIGNS.toPage)}
        </Link>
      </p>
    </main>
  );
}
