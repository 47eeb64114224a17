import { useLingui } from "@lingui/react";
import { lazy, Suspense } from "react";
import { Form } from "react-router";
import { CampaignsSection } from "#app/components/account/campaigns-section.tsx";
import { ShareSection } from "#app/components/account/campaigns-share.tsx";
import { MailSection } from "#app/components/account/campaigns-mail.tsx";
import { PayoutDetailsSection } from "#app/components/account/payout-details-section.tsx";
import { ACCOUNT } from "#app/content/account.ts";
import type { Country } from "#app/lib/compliance/index.ts";
import type {
  AccountAction,
  AccountView,
  CampaignsView,
} from "#app/lib/use-cases/index.server.ts";
import type { PayeeMarkup } from "#app/components/account/payee-markup.server.tsx";

// Shown until the payee confirms the details proposed before the address was
// proven: loaded then, not with every visit (docs/decisions/client-chunks.md).
const ConfirmDetailsPanel = lazy(() =>
  import("#app/components/account/confirm-details-panel.tsx").then(
    (module) => ({ default: module.ConfirmDetailsPanel }),
  ),
);

/** The signed-in payee's page (docs/my-trust-code.md), below its heading. */
export function PayeeDashboard({
  view,
  campaigns,
  markup,
  summary,
  countries,
  action,
}: {
  view: AccountView;
  campaigns: CampaignsView | null;
  /** What nothing in the browser changes, as the server rendered it. */
  markup: PayeeMarkup;
  summary: boolean | null;
  /** The confirmation's country list, sent while it shows. */
  countries: readonly Country[] | null;
  action?: AccountAction;
}) {
  const { _ } = useLingui();
  return (
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
      {action?.form === "confirm" && action.state === "done" && (
        <p className="notice success" role="status">
          {_(ACCOUNT.confirmDone)}
        </p>
      )}
      {view.toConfirm && countries && (
        <Suspense fallback={null}>
          <ConfirmDetailsPanel action={action} countries={countries} />
        </Suspense>
      )}
      <div dangerouslySetInnerHTML={{ __html: markup.code }} />
      {campaigns && (
        <ShareSection
          code={view.code}
          link={campaigns.link}
          qrImage={campaigns.qrImage}
          organisation={view.kind !== "issuer"}
        />
      )}
      <div dangerouslySetInnerHTML={{ __html: markup.overview }} />
      {campaigns && markup.funnel !== null && (
        <CampaignsSection
          campaigns={campaigns}
          funnel={markup.funnel}
          files={markup.qrFiles}
        />
      )}
      <MailSection
        summary={summary ?? false}
        verified={view.verified}
        saved={action?.form === "mail"}
      />
      {/* Until confirmed, the panel above is where the details change. */}
      {!view.toConfirm && <PayoutDetailsSection view={view} action={action} />}
    </>
  );
}
