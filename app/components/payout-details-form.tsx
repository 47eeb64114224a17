import { useLingui } from "@lingui/react";
import { useState } from "react";
import { Form } from "react-router";
import { ISSUER_FORM } from "#app/content/forms.ts";
import type { Country } from "#app/lib/compliance/index.ts";
import type { PayoutMethod } from "#app/lib/schemas/index.ts";
import {
  COUNTRY_PLACEHOLDER,
  Field,
  SelectField,
  useCountryOptions,
} from "#app/components/forms.tsx";
import { PayoutFields } from "#app/components/issuer-payout-fields.tsx";

/**
 * The state of a form with payout fields, starting from what was `typed`
 * (PayPal until another method is chosen): `text(name)` gives a field its
 * value, change handler and error; `payout` is what PayoutFields takes (the
 * chosen method, its setter, the fields and the country options).
 */
export function usePayoutForm(
  countries: readonly Country[],
  typed: Record<string, string> | undefined,
  errors: Record<string, string> | undefined,
) {
  const options = useCountryOptions(countries);
  const [values, setValues] = useState<Record<string, string>>(() => ({
    payoutMethod: "paypal",
    ...typed,
  }));
  const text = (name: string) => ({
    name,
    value: values[name] ?? "",
    onChange: (ev: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: ev.target.value })),
    error: errors?.[name],
  });
  const onMethod = (m: PayoutMethod) =>
    setValues((v) => ({ ...v, payoutMethod: m }));
  return {
    options,
    text,
    payout: {
      method: values.payoutMethod ?? "paypal",
      onMethod,
      text,
      countries: options,
    },
  };
}

/** What a plain payout-details form is given; `hidden` names its action to its route. */
export interface PayoutDetailsFormProps {
  intro: string;
  submit: string;
  hidden: Record<string, string>;
  errors: Record<string, string>;
  typed: Record<string, string>;
  countries: readonly Country[];
}

/**
 * Payout details in a plain form post, so it works without JavaScript: the
 * intro, the person (`person`: full name, country of residence and date of
 * birth) or only the destination, then the submit button.
 */
export function PayoutDetailsForm({
  intro,
  submit,
  hidden,
  errors,
  typed,
  countries,
  person,
  className,
}: PayoutDetailsFormProps & { person: boolean; className?: string }) {
  const { _ } = useLingui();
  const { options, text, payout } = usePayoutForm(countries, typed, errors);
  return (
    <Form method="post" noValidate className={className}>
      <p>{intro}</p>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {person && (
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
      )}
      <PayoutFields {...payout} dateOfBirth={person} />
      <button type="submit" className="button primary">
        {submit}
      </button>
    </Form>
  );
}
