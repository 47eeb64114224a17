import { useState } from "react";
import { Form } from "react-router";
import type { Country } from "#app/lib/compliance/countries.ts";
import { useCountryOptions } from "#app/components/forms.tsx";
import { PayoutFields } from "#app/components/issuer-payout-fields.tsx";

/**
 * Confirming proposed payout details by typing the destination again
 * (docs/privacy.md "Who is paid"): the method, then the PayPal address or the
 * payee name and whole postal address. Nothing proposed is shown or filled
 * in. A plain form post, so it works without JavaScript; `hidden` names the
 * form's action to its route.
 */
export function DestinationRetype({
  intro,
  submit,
  hidden,
  errors,
  typed,
  countries,
}: {
  intro: string;
  submit: string;
  hidden: Record<string, string>;
  errors: Record<string, string>;
  typed: Record<string, string>;
  countries: readonly Country[];
}) {
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
    <Form method="post" noValidate className="destination-retype">
      <p>{intro}</p>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <PayoutFields
        method={values.payoutMethod ?? "paypal"}
        onMethod={(m) => setValues((v) => ({ ...v, payoutMethod: m }))}
        text={text}
        countries={options}
        dateOfBirth={false}
      />
      <button type="submit" className="button primary">
        {submit}
      </button>
    </Form>
  );
}
