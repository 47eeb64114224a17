/**
 * The words of the request forms: field labels, hints, placeholders and button
 * states. Validation messages are in app/content/validation.ts.
 */

import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { PayoutMethod } from "#app/lib/schemas/form-data.ts";

/** Shared by every form. */
export const FORM_COMMON = {
  countryPlaceholder: msg`Select a country`,
  /** The label of the hidden honeypot field, read only by bots. */
  honeypotLabel: msg`Leave this field empty`,
};

/** The individual issuer form on /get-your-trust-code. */
export const ISSUER_FORM = {
  labels: {
    fullName: msg`Full legal name`,
    email: msg`Email`,
    countryOfResidence: msg`Country of residence`,
    confirm18OrOlder: msg`I confirm I am 18 or older.`,
    sanctionsDeclaration: msg`I declare that I am not subject to sanctions and do not live in a sanctioned jurisdiction.`,
    singleCodeRule: msg`I understand the single-code rule (one live code per person) and that self-referral is not allowed.`,
    consentElectronicDelivery: msg`I consent to receive my code, statements and notices electronically.`,
  },
  /** `<0>…</0>` links to the agreement. */
  acceptTerms: msg`I accept the Trust Code Terms (<0>read the Trust Code Issuer Agreement</0>).`,
  submit: { idle: msg`Mint my Trust Code`, busy: msg`Minting...` },
  createdModalTitle: msg`Trust Code created`,
};

/** The payout method fieldset of the issuer form. */
export const PAYOUT_FIELDS = {
  legend: msg`Payout method`,
  methods: { paypal: msg`PayPal`, cheque: msg`Cheque` } satisfies Record<
    PayoutMethod,
    MessageDescriptor
  >,
  labels: {
    paypalEmail: msg`PayPal email`,
    dateOfBirth: msg`Date of birth`,
    postalName: msg`Name on cheque`,
    postalAddressLine1: msg`Address line 1`,
    postalAddressLine2: msg`Address line 2 (optional)`,
    postalCity: msg`City`,
    postalZip: msg`ZIP or postcode`,
    postalCountry: msg`Postal country`,
  },
  hints: { dateOfBirth: msg`Used only for compliance checks.` },
};

/** The organisation request form on /trust-code-programme. */
export const ORGANISATION_FORM = {
  labels: {
    organizationName: msg`Organisation name`,
    website: msg`Website`,
    country: msg`Country`,
    vertical: msg`Vertical`,
    audienceSize: msg`Audience size`,
    timeframe: msg`Timeframe`,
    contactName: msg`Contact name`,
    email: msg`Email`,
  },
  placeholders: {
    website: msg`example.org`,
    vertical: msg`Select a vertical`,
    audienceSize: msg`Select an audience band`,
    timeframe: msg`Select a timeframe`,
  },
  submit: { idle: msg`Submit request`, busy: msg`Submitting...` },
};
