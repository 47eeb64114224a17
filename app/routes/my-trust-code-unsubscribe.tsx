import { data } from "react-router";
import { CAMPAIGNS } from "#app/content/campaigns.ts";
import { loadCatalogAreas } from "#app/lib/i18n/index.ts";
import {
  payeePageHandle,
  payeePageMeta,
  TokenLinkPage,
  type LinkNotice,
} from "#app/components/account/payee-page.tsx";
import {
  unsubscribe,
  unsubscribeState,
} from "#app/lib/use-cases/index.server.ts";
import type { Route } from "./+types/my-trust-code-unsubscribe";
import "#app/styles/account.css";
import { privatePageHeaders } from "#app/lib/identity/index.ts";

// The areas of this page's words (its declaration, ./my-trust-code-unsubscribe.page.ts).
export const handle = payeePageHandle("myTrustCodeUnsubscribe", false);
await loadCatalogAreas(handle);

export const meta = payeePageMeta(
  "myTrustCodeUnsubscribe",
  CAMPAIGNS.unsubscribeTitle,
  CAMPAIGNS.unsubscribeIntro,
);

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

/** How the button's POST went (a link that works offers the button). */
const NOTICES: Record<"done" | "unknown", LinkNotice> = {
  done: { message: CAMPAIGNS.unsubscribeDone, tone: "success" },
  unknown: { message: CAMPAIGNS.unsubscribeUnknown, tone: "error" },
};

export default function MyTrustCodeUnsubscribe({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <TokenLinkPage
      title={CAMPAIGNS.unsubscribeTitle}
      intro={CAMPAIGNS.unsubscribeIntro}
      button={CAMPAIGNS.unsubscribeTitle}
      back={CAMPAIGNS.toPage}
      notices={NOTICES}
      token={loaderData.token}
      state={actionData?.state ?? loaderData.state}
    />
  );
}
