import { useLingui } from "@lingui/react";
import { useState } from "react";
import { Form } from "react-router";
import { ACCOUNT } from "~/content/account";
import { FORM_ANSWERS } from "~/content/form-answers";
import { ISSUER_FORM } from "~/content/forms";
import type { AccountAction } from "~/lib/account/page.server";
import type { Country } from "~/lib/countries";
import type { MaskedDetails } from "~/lib/use-cases/email-links.server";
import {
  COUNTRY_PLACEHOLDER,
  Field,
  SelectField,
  useCountryOptions,
} from "../forms";
import { PayoutFields } from "../issuer-payout-fields";

type ConfirmAction = Extract<AccountAction, { form: "confirm" }>;

/** What confirming makes payable, masked (the confirm page's list, app/routes/verify.tsx). */
function Shown({
  details,
  countries,
}: {
  details: MaskedDetails;
  countries: readonly Country[];
}) {
  const { _ } = useLingui();
  const country =
    countries.find((c) => c.code === details.country)?.name ?? details.country;
  return (
    <dl className="confirm-details">
      <dt>{_(ISSUER_FORM.labels.fullName)}</dt>
      <dd translate="no">{details.nameInitial}</dd>
      <dt>{_(ISSUER_FORM.labels.countryOfResidence)}</dt>
      <dd>{country}</dd>
      {details.paypalEmail !== null && (
        <>
          <dt>{_(ACCOUNT.confirmPaypal)}</dt>
          <dd>
            <bdi translate="no">{details.paypalEmail}</bdi>
          </dd>
        </>
      )}
      {details.postalAddress !== null && (
        <>
          <dt>{_(ACCOUNT.confirmCheque)}</dt>
          <dd>
            <bdi translate="no">{details.postalAddress}</bdi>
          </dd>
        </>
      )}
    </dl>
  );
}

/** The owner's own details; a plain form post, so it works without JavaScript. */
function CorrectionForm({
  action,
  countries,
}: {
  action?: ConfirmAction;
  countries: readonly Country[];
}) {
  const { _ } = useLingui();
  const options = useCountryOptions(countries);
  const errors = action?.errors ?? {};
  const [values, setValues] = useState<Record<string, string>>(() => ({
    payoutMethod: "paypal",
    ...action?.values,
  }));
  const text = (name: string) => ({
    name,
    value: values[name] ?? "",
    onChange: (ev: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: ev.target.value })),
    error: errors[name],
  });
  return (
    <details className="link-choice" open={Object.keys(errors).length > 0}>
      <summary>{_(ACCOUNT.correctSummary)}</summary>
      <Form method="post" noValidate>
        <p>{_(ACCOUNT.correctIntro)}</p>
        <input type="hidden" name="intent" value="details-correct" />
        <div className="form-grid">
          <Field
            label={_(ISSUER_FORM.labels.fullName)}
            autoComplete="name"
            {...text("fullName")}
          />
          <SelectField
            label={_(ISSUER_FORM.labels.countryOfResidence)}
            options={options}
            placeholder={_(COUNTRY_PLACEHOLDER)}
            {...text("countryOfResidence")}
          />
        </div>
        <PayoutFields
          method={values.payoutMethod ?? "paypal"}
          onMethod={(m) => setValues((v) => ({ ...v, payoutMethod: m }))}
          text={text}
          countries={options}
        />
        <button type="submit" className="button primary">
          {_(ACCOUNT.correctButton)}
        </button>
      </Form>
    </details>
  );
}

/**
 * "Confirm your payout details": shown to a signed-in individual issuer whose
 * address was not verified yet. Nothing is payable until they confirm the
 * details or correct them (docs/my-trust-code.md).
 */
export function ConfirmDetailsPanel({
  details,
  action,
  countries,
}: {
  details: MaskedDetails;
  action?: AccountAction;
  countries: readonly Country[];
}) {
  const { _ } = useLingui();
  const confirm = action?.form === "confirm" ? action : undefined;
  return (
    <section
      aria-labelledby="account-confirm"
      className="account-confirm notice warning"
    >
      <h2 id="account-confirm">{_(ACCOUNT.confirmHeading)}</h2>
      {confirm?.errors && (
        <p className="notice error" role="alert">
          {_(FORM_ANSWERS.fixFields)}
        </p>
      )}
      <Form method="post">
        <p>{_(ACCOUNT.confirmIntro)}</p>
        <Shown details={details} countries={countries} />
        <input type="hidden" name="intent" value="details-confirm" />
        <button type="submit" className="button primary">
          {_(ACCOUNT.confirmButton)}
        </button>
      </Form>
      <CorrectionForm action={confirm} countries={countries} />
    </section>
  );
}
