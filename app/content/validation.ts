import { msg } from "@lingui/core/macro";

/**
 * The validation messages of the public forms, one sentence per field and
 * rule so every language can word it naturally. The shared zod schemas
 * (app/lib/schemas) name these by key; every place that shows an error
 * translates it (app/lib/schemas/issue.ts).
 */
export const VALIDATION = {
  unexpectedField: msg`Unexpected field.`,
  submissionRejected: msg`Submission rejected.`,
  tooLongMax: msg`Must be at most {max} characters.`,
  invalidCharacters: msg`Contains invalid characters.`,

  fullNameRequired: msg`Full legal name is required.`,
  fullNameTooLong: msg`Full legal name must be at most {max} characters.`,
  fullNameInvalid: msg`Full legal name contains invalid characters.`,
  organizationNameRequired: msg`Organisation name is required.`,
  organizationNameTooLong: msg`Organisation name must be at most {max} characters.`,
  organizationNameInvalid: msg`Organisation name contains invalid characters.`,
  contactNameRequired: msg`Contact name is required.`,
  contactNameTooLong: msg`Contact name must be at most {max} characters.`,
  contactNameInvalid: msg`Contact name contains invalid characters.`,

  emailRequired: msg`Email is required.`,
  emailTooLong: msg`Email is too long.`,
  emailInvalid: msg`Email must be a valid email address.`,

  countryRequired: msg`Country is required.`,
  countryFromList: msg`Country must be chosen from the list.`,
  residenceRequired: msg`Country of residence is required.`,
  residenceFromList: msg`Country of residence must be chosen from the list.`,
  sanctionedResidence: msg`We cannot issue Trust Codes to residents of comprehensively sanctioned jurisdictions (Cuba, Iran, North Korea, Syria).`,

  verticalRequired: msg`Vertical is required.`,
  verticalFromList: msg`Please choose a vertical from the list.`,
  audienceSizeRequired: msg`Audience size is required.`,
  audienceSizeFromList: msg`Please choose an audience size from the list.`,
  timeframeRequired: msg`Timeframe is required.`,
  timeframeFromList: msg`Please choose a timeframe from the list.`,

  websiteRequired: msg`Website is required.`,
  websiteTooLong: msg`Website is too long.`,
  websiteInvalid: msg`Website must be a web address, like example.org.`,
  acknowledgeTerms: msg`Please acknowledge the programme terms and search-neutrality policy.`,

  confirm18OrOlder: msg`You must confirm you are 18 or older.`,
  acceptTerms: msg`You must accept the Trust Code Terms.`,
  sanctionsDeclaration: msg`You must confirm the sanctions declaration.`,
  singleCodeRule: msg`You must accept the single-code and no-self-referral rules.`,
  consentElectronicDelivery: msg`You must consent to electronic delivery.`,
  payoutMethod: msg`Choose PayPal or cheque.`,

  paypalEmailRequired: msg`PayPal email is required.`,
  paypalEmailInvalid: msg`PayPal email must be a valid email address.`,
  dateOfBirthRequired: msg`Date of birth is required.`,
  dateOfBirthInvalid: msg`Date of birth must be a valid date.`,
  under18: msg`You must be 18 or older.`,
  postalNameRequired: msg`Postal name is required.`,
  postalAddressLine1Required: msg`Address line 1 is required.`,
  postalCityRequired: msg`City is required.`,
  postalZipRequired: msg`ZIP or postcode is required.`,
  postalCountryRequired: msg`Postal country is required.`,
  postalCountryFromList: msg`Postal country must be chosen from the list.`,

  invalidCode: msg`That code was not recognised. Please check the spelling or choose Explore organisations.`,
};

export type ValidationKey = keyof typeof VALIDATION;
