/** The five declarations every individual issuer request ticks. */
export const DECLARATIONS = {
  confirm18OrOlder: true,
  acceptTerms: true,
  sanctionsDeclaration: true,
  singleCodeRule: true,
  consentElectronicDelivery: true,
};

/** A valid individual issuer request for the JSON API (PayPal payout, adult). */
export function validIssuer(email: string, fullName = "Code Owner") {
  return {
    fullName,
    email,
    countryOfResidence: "GB",
    ...DECLARATIONS,
    payoutMethod: "paypal",
    paypalEmail: "owner@example.com",
    dateOfBirth: "1985-01-01",
  };
}
