import { useLingui } from "@lingui/react";
import { useState } from "react";
import { Form } from "react-router";
import { ISSUER_FORM } from "#app/content/forms.ts";
import type { Country } from "#app/lib/compliance/countries.ts";
import {
  COUNTRY_PLACEHOLDER,
  Field,
  SelectField,
  useCountryOptions,
} from "#app/components/forms.tsx";
import { PayoutFields } from "#app/components/issuer-payout-fields.tsx";

/**
 * The owner's own person and payout details, replacing ones typed before the
 * address was proven (docs/privacy.md "Who is paid"): the confirm page and
 * the payee page's confirm panel. A plain form post, so it works without
 * JavaScript; `hidden` names the form's action to its route.
 */
export function DetailsCorrection({
  summary,
  intro,
  submit,
  hidden,
  errors,
  typed,
  countries,
}: {
  summary: string;
  intro: string;
  submit: string;
  hidden: Record<string, string>;
  errors: Record<string, string>;
  typed: Record<string, string>;
  countries: readonly Country[];
}) {
  const { _ } = useLingui();
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
    error: errors[name],
  });
  return (
    <details className="link-choice" open={Object.keys(errors).length > 0}>
      <summary>{summary}</summary>
      <Form method="post" noValidate>
        <p>{intro}</p>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
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
          {submit}
        </button>
      </Form>
    </details>
  );
}
