import { useLingui } from "@lingui/react";
import { Form } from "react-router";
import { ACCOUNT } from "#app/content/account.ts";
import type { AccountAction } from "#app/lib/use-cases/index.server.ts";
import { Field } from "#app/components/forms.tsx";
import { PayoutFields } from "#app/components/issuer-payout-fields.tsx";
import { usePayoutForm } from "#app/components/payout-details-form.tsx";
import { ProblemNotice } from "#app/components/account/problem-notice.tsx";

type CodeSent = Extract<AccountAction, { state: "code-sent" }>;

/** The new details and the fresh code, in one form (works without JavaScript). */
export function ChangeForm({ action }: { action: CodeSent }) {
  const { _ } = useLingui();
  const { payout } = usePayoutForm(
    action.countries,
    action.values,
    action.errors,
  );
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
