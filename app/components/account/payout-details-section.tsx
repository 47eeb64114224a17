import { useLingui } from "@lingui/react";
import { lazy, Suspense } from "react";
import { Form } from "react-router";
import { ACCOUNT } from "#app/content/account.ts";
import type {
  AccountAction,
  AccountView,
} from "#app/lib/use-cases/index.server.ts";
import { RichMessage } from "#app/components/rich-message.tsx";

// Shown only after the payee asks for a code (or an answer went wrong):
// loaded then, not with the page (docs/decisions/client-chunks.md). The
// server sends the whole document (handle.wholeDocument in the route), so
// without JavaScript the form is in the HTML like the rest.
const ChangeForm = lazy(() =>
  import("#app/components/account/payout-details-change.tsx").then(
    (module) => ({ default: module.ChangeForm }),
  ),
);
const ProblemNotice = lazy(() =>
  import("#app/components/account/problem-notice.tsx").then((module) => ({
    default: module.ProblemNotice,
  })),
);

export function PayoutDetailsSection({
  view,
  action,
}: {
  view: AccountView;
  action?: AccountAction;
}) {
  const { _ } = useLingui();
  const details = action?.form === "details" ? action : undefined;
  return (
    <section aria-labelledby="account-details">
      <h2 id="account-details">{_(ACCOUNT.detailsHeading)}</h2>
      {/* An organisation's contact enters the organisation's details here too. */}
      <>
        {details?.state === "saved" && (
          <p className="notice success" role="status">
            {_(ACCOUNT.detailsSaved)}
          </p>
        )}
        {view.details && (
          <p>
            <RichMessage
              message={
                view.details.method === "paypal"
                  ? ACCOUNT.detailsPaypal
                  : ACCOUNT.detailsCheque
              }
              values={{
                // An address reads left to right; a postal city in its own script.
                masked: (
                  <bdi
                    translate="no"
                    dir={view.details.method === "paypal" ? "ltr" : undefined}
                  >
                    {view.details.masked}
                  </bdi>
                ),
              }}
            />
          </p>
        )}
        {(!view.details || !view.details.complete) && (
          <p>{_(ACCOUNT.detailsIncomplete)}</p>
        )}
        {details?.state === "code-sent" ? (
          <Suspense fallback={null}>
            <ChangeForm action={details} />
          </Suspense>
        ) : (
          <Form method="post">
            {details?.state === "retry" && (
              <Suspense fallback={null}>
                <ProblemNotice problem={details.problem} />
              </Suspense>
            )}
            <p>{_(ACCOUNT.detailsIntro)}</p>
            <input type="hidden" name="intent" value="details-code" />
            <button type="submit" className="button">
              {_(ACCOUNT.detailsAskCode)}
            </button>
          </Form>
        )}
      </>
    </section>
  );
}
