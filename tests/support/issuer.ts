/**
 * The one valid individual issuer request every layer starts from: the JSON
 * API payload (worker and e2e tests) and the same answers as the no-JavaScript
 * form posts them. A test changes only the fields it is about.
 */

/** The five declarations every individual issuer request ticks. */
const DECLARATIONS = {
  confirm18OrOlder: true,
  acceptTerms: true,
  sanctionsDeclaration: true,
  singleCodeRule: true,
  consentElectronicDelivery: true,
};

/** Fields a test sets differently from the valid request (a bad date, an unticked box). */
type Overrides = Record<string, string | boolean>;

/** A valid individual issuer request for the JSON API (PayPal payout, adult). */
export function validIssuer(
  email: string,
  fullName = "Code Owner",
  overrides: Overrides = {},
) {
  return {
    fullName,
    email,
    countryOfResidence: "GB",
    ...DECLARATIONS,
    payoutMethod: "paypal",
    paypalEmail: "owner@example.com",
    dateOfBirth: "1985-01-01",
    ...overrides,
  };
}

/** A valid cheque-payout request: the postal address instead of PayPal. */
export function chequeIssuer(email: string, fullName = "Code Owner") {
  const {
    paypalEmail: _paypal,
    dateOfBirth: _born,
    ...rest
  } = validIssuer(email, fullName);
  return {
    ...rest,
    payoutMethod: "cheque",
    postalName: fullName,
    postalAddressLine1: "1 High Street",
    postalAddressLine2: "",
    postalCity: "London",
    postalZip: "N1 1AA",
    postalCountry: "GB",
  };
}

/** The same request as the issuer form posts it without JavaScript: "on" for a ticked box. */
export function issuerFormFields(
  email: string,
  fullName = "Code Owner",
  overrides: Overrides = {},
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(
    validIssuer(email, fullName, overrides),
  ))
    fields[name] = value === true ? "on" : String(value);
  return fields;
}
