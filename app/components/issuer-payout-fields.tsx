import { PAYOUT_METHODS, type PayoutMethod } from "~/lib/schemas/form-data";
import { COUNTRY_PLACEHOLDER, Field, SelectField, type Option } from "./forms";

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
}: {
  method: string;
  onMethod: (method: PayoutMethod) => void;
  text: (name: string) => TextProps;
  countries: Option[];
}) {
  return (
    <fieldset className="payout">
      <legend>Payout method</legend>
      {PAYOUT_METHODS.map((value) => (
        <label key={value} className="radio">
          <input
            type="radio"
            name="payoutMethod"
            value={value}
            checked={method === value}
            onChange={() => onMethod(value)}
          />
          {value === "paypal" ? "PayPal" : "Cheque"}
        </label>
      ))}
      {/* Both groups are rendered; CSS :has() hides the unchosen one, so it works without JS too. */}
      <div className="form-grid paypal-fields">
        <Field label="PayPal email" type="email" {...text("paypalEmail")} />
        <Field
          label="Date of birth"
          type="date"
          hint="Used only for compliance checks."
          {...text("dateOfBirth")}
        />
      </div>
      <div className="form-grid cheque-fields">
        <Field label="Name on cheque" {...text("postalName")} />
        <Field
          label="Address line 1"
          autoComplete="address-line1"
          {...text("postalAddressLine1")}
        />
        <Field
          label="Address line 2 (optional)"
          autoComplete="address-line2"
          {...text("postalAddressLine2")}
        />
        <Field
          label="City"
          autoComplete="address-level2"
          {...text("postalCity")}
        />
        <Field
          label="ZIP or postcode"
          autoComplete="postal-code"
          {...text("postalZip")}
        />
        <SelectField
          label="Postal country"
          options={countries}
          placeholder={COUNTRY_PLACEHOLDER}
          {...text("postalCountry")}
        />
      </div>
    </fieldset>
  );
}
