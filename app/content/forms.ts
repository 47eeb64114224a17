/**
 * The words of the request forms: field labels, hints, placeholders and button
 * states. Validation messages stay with their schemas (app/lib/schemas).
 */

import type { PayoutMethod } from "~/lib/schemas/form-data";

/** Shared by every form. */
export const FORM_COMMON = {
  countryPlaceholder: "Select a country",
  /** The label of the hidden honeypot field, read only by bots. */
  honeypotLabel: "Leave this field empty",
};

/** The individual issuer form on /get-your-trust-code. */
export const ISSUER_FORM = {
  labels: {
    fullName: "Full legal name",
    email: "Email",
    countryOfResidence: "Country of residence",
    confirm18OrOlder: "I confirm I am 18 or older.",
    sanctionsDeclaration:
      "I declare that I am not subject to sanctions and do not live in a sanctioned jurisdiction.",
    singleCodeRule:
      "I understand the single-code rule (one live code per person) and that self-referral is not allowed.",
    consentElectronicDelivery:
      "I consent to receive my code, statements and notices electronically.",
  },
  /** "I accept the Trust Code Terms (<link>)." */
  acceptTerms: {
    before: "I accept the Trust Code Terms (",
    link: "read the Trust Code Issuer Agreement",
    after: ").",
  },
  submit: { idle: "Mint my Trust Code", busy: "Minting..." },
  createdModalTitle: "Trust Code created",
};

/** The payout method fieldset of the issuer form. */
export const PAYOUT_FIELDS = {
  legend: "Payout method",
  methods: { paypal: "PayPal", cheque: "Cheque" } satisfies Record<
    PayoutMethod,
    string
  >,
  labels: {
    paypalEmail: "PayPal email",
    dateOfBirth: "Date of birth",
    postalName: "Name on cheque",
    postalAddressLine1: "Address line 1",
    postalAddressLine2: "Address line 2 (optional)",
    postalCity: "City",
    postalZip: "ZIP or postcode",
    postalCountry: "Postal country",
  },
  hints: { dateOfBirth: "Used only for compliance checks." },
};

/** The organisation request form on /trust-code-programme. */
export const ORGANISATION_FORM = {
  labels: {
    organizationName: "Organisation name",
    website: "Website",
    country: "Country",
    vertical: "Vertical",
    audienceSize: "Audience size",
    timeframe: "Timeframe",
    contactName: "Contact name",
    email: "Email",
  },
  placeholders: {
    website: "example.org",
    vertical: "Select a vertical",
    audienceSize: "Select an audience band",
    timeframe: "Select a timeframe",
  },
  submit: { idle: "Submit request", busy: "Submitting..." },
};
