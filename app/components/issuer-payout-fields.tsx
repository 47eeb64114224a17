import { useLingui } from "@lingui/react";
import { PAYOUT_METHODS, type PayoutMethod } from "#app/lib/schemas/index.ts";
import { PAYOUT_FIELDS } from "#app/content/forms.ts";
import {
  COUNTRY_PLACEHOLDER,
  Field,
  SelectField,
  type Option,
} from "#app/components/forms.tsx";

interface TextProps {
  name: string;
  value: string;
  onChange: (ev: { target: { value: string } }) => void;
  error?: string;
}

/** PayPal or cheque, and the fields each needs. */
export function PayoutFields({
  method,
  onMethod,
  text,
  countries,
  dateOfBirth = true,
}: {
  method: string;
  onMethod: (method: PayoutMethod) => void;
  text: (name: string) => TextProps;
  countries: Option[];
  /** Off where only the payout destination is typed (confirming proposed details). */
  dateOfBirth?: boolean;
}) {
  const { _ } = useLingui();
  return (
    <fieldset className="payout">
      <legend>{_(PAYOUT_FIELDS.legend)}</legend>
      {PAYOUT_METHODS.map((value) => (
        <label key={value} className="radio">
          <input
            type="radio"
            name="payoutMethod"
            value={value}
            checked={method === value}
            onChange={() => onMethod(value)}
          />
          {_(PAYOUT_FIELDS.methods[value])}
        </label>
      ))}
      {/* Both groups are rendered; CSS :has() hides the unchosen one, so it works without JS too. */}
      <div className="form-grid paypal-fields">
        <Field
          label={_(PAYOUT_FIELDS.labels.paypalEmail)}
          type="email"
          {...text("paypalEmail")}
        />
        {dateOfBirth && (
          <Field
            label={_(PAYOUT_FIELDS.labels.dateOfBirth)}
            type="date"
            hint={_(PAYOUT_FIELDS.hints.dateOfBirth)}
            {...text("dateOfBirth")}
          />
        )}
      </div>
      <div className="form-grid cheque-fields">
        <Field
          label={_(PAYOUT_FIELDS.labels.postalName)}
          {...text("postalName")}
        />
        <Field
          label={_(PAYOUT_FIELDS.labels.postalAddressLine1)}
          autoComplete="address-line1"
          {...text("postalAddressLine1")}
        />
        <Field
          label={_(PAYOUT_FIELDS.labels.postalAddressLine2)}
          autoComplete="address-line2"
          {...text("postalAddressLine2")}
        />
        <Field
          label={_(PAYOUT_FIELDS.labels.postalCity)}
          autoComplete="address-level2"
          {...text("postalCity")}
        />
        <Field
          label={_(PAYOUT_FIELDS.labels.postalZip)}
          autoComplete="postal-code"
          {...text("postalZip")}
        />
        <SelectField
          label={_(PAYOUT_FIELDS.labels.postalCountry)}
          options={countries}
          placeholder={_(COUNTRY_PLACEHOLDER)}
          {...text("postalCountry")}
        />
      </div>
    </fieldset>
  );
}
