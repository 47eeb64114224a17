import { useLingui } from "@lingui/react";
import { Form } from "react-router";
import { ACCOUNT } from "#app/content/account.ts";
import type { AccountAction } from "#app/lib/use-cases/account-action.server.ts";
import type { Country } from "#app/lib/compliance/countries.ts";
import type { AccountView } from "#app/lib/use-cases/account-page.server.ts";
import { Field } from "#app/components/forms.tsx";
import { PayoutFields } from "#app/components/issuer-payout-fields.tsx";
import { usePayoutForm } from "#app/components/payout-details-form.tsx";
import { ProblemNotice } from "#app/components/account/sign-in-forms.tsx";
import { RichMessage } from "#app/components/rich-message.tsx";

type DetailsAction = Extract<AccountAction, { form: "details" }>;

/** The new details and the fresh code, in one form (works without JavaScript). */
function ChangeForm({
  action,
  countries,
}: {
  action: DetailsAction;
  countries: readonly Country[];
}) {
  const { _ } = useLingui();
  const { payout } = usePayoutForm(countries, action.values, action.errors);
  return (
    <Form method="post" className="account-form">
      {action.problem ? (
        <ProblemNotice problem={action.problem} />
      ) : (
        <p className="notice success" role="status">
          {_(ACCOUNT.detailsCodeSent)}
        </p>
      )}
      <input type="hidden" name="intent" value="details-save" />
      <Field
        label={_(ACCOUNT.codeLabel)}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        required
        className="code-field"
      />
      <PayoutFields {...payout} />
      <button type="submit" className="button primary">
        {_(ACCOUNT.detailsSave)}
      </button>
    </Form>
  );
}

export function PayoutDetailsSection({
  view,
  action,
  countries,
}: {
  view: AccountView;
  action?: AccountAction;
  countries: readonly Country[];
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
          <ChangeForm action={details} countries={countries} />
        ) : (
          <Form method="post">
            {details?.state === "retry" && (
              <ProblemNotice problem={details.problem} />
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
