import { msg } from "@lingui/core/macro";

/**
 * The words of the code e-mails (app/lib/email/code-emails.ts), written in
 * the language the person asked in. {brand} is the product's name; {code},
 * {url} and {email} are filled in as they are.
 */
export const CODE_EMAIL = {
  subject: msg`Your {brand} Trust Code {code}`,
  reminderSubject: msg`Your {brand} Trust Code {code} (reminder)`,
  hello: msg`Hello,`,
  individualIntro: msg`Someone asked for a {brand} Trust Code for this e-mail address. The code is {code}; it works now.`,
  reminderIntro: msg`Someone asked for a {brand} Trust Code for this e-mail address, which already holds one: {code}.`,
  organisationIntro: msg`An organisation request naming this e-mail address as its contact was approved for the {brand} Trust Code programme.`,
  organisationCode: msg`The organisation's Trust Code is {code}; it works now.`,
  shareLink: msg`Share it as a link or QR code: {url}`,
  qrAttached: msg`The QR code is attached to this e-mail as an image.`,
  qrKitIntro: msg`Print-ready QR kit (for flyers, posters and shop windows):`,
  qrKitPdf: msg`One-page PDF to print (A4 or Letter): {url}`,
  qrKitPng: msg`QR code as PNG (high resolution): {url}`,
  qrKitSvg: msg`QR code as SVG (vector): {url}`,
  individualPayouts: msg`Referral payouts start once you confirm your e-mail address.`,
  organisationPayments: msg`Payments to the organisation start once you confirm your e-mail address.`,
  confirmAddress: msg`Please confirm this is your e-mail address (the link works for 14 days, once):`,
  notAsked: msg`Did not ask for a {brand} Trust Code? Open this link to erase the request and its code at once:`,
  notMeLink: msg`I did not ask for this: {url}`,
  questions: msg`Questions: {email}`,
  /** The payee's page (/my-trust-code): sign in with this address. */
  accountPage: msg`See your code's scans, paid members and earnings (sign in with this e-mail address): {url}`,
  /**
   * The issuer page's disclosure speaks for an individual earning a flat reward; an
   * organisation receives a share of the subscription instead.
   */
  organisationDisclosure: msg`We may receive {organisationShare} of your {brand} subscription if you subscribe with our Trust Code. Codes never affect search results.`,
};
