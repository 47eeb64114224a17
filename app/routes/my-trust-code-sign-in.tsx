import { data } from "react-router";
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
import { loadCatalogAreas } from "#app/lib/i18n/index.ts";
import {
  payeePageHandle,
  payeePageMeta,
  TokenLinkPage,
  type LinkNotice,
} from "#app/components/account/payee-page.tsx";
import type { Route } from "./+types/my-trust-code-sign-in";
import "#app/styles/account.css";
import { privatePageHeaders } from "#app/lib/identity/index.ts";

// The areas of this page's words (its declaration, ./my-trust-code-sign-in.page.ts):
// in the document, or fetched before the page renders on client navigation.
export const handle = payeePageHandle("myTrustCodeSignIn", false);
await loadCatalogAreas(handle);

export const meta = payeePageMeta(
  "myTrustCodeSignIn",
  ACCOUNT.linkTitle,
  ACCOUNT.description,
);

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

/** Why the link does not sign in (a used one was taken by a click before). */
const NOTICES: Record<Exclude<LinkState, "ok">, LinkNotice> = {
  unknown: { message: ACCOUNT.linkUnknown, tone: "error" },
  expired: { message: ACCOUNT.linkExpired, tone: "error" },
  used: { message: ACCOUNT.linkUsed, tone: "error" },
};

export default function MyTrustCodeSignIn({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <TokenLinkPage
      title={ACCOUNT.linkTitle}
      intro={ACCOUNT.linkIntro}
      button={ACCOUNT.continue}
      back={ACCOUNT.toSignIn}
      backOnlyAfter
      notices={NOTICES}
      token={loaderData.token}
      state={actionData?.state ?? loaderData.state}
    />
  );
}
