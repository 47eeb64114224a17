import { msg } from "@lingui/core/macro";

/**
 * The words of the payout e-mails (app/lib/email/payout-emails.ts), in the
 * payee's language. Fixed text: {brand} is the product's name, {amount} the
 * amount with its currency, {reference} the payout line's id, {url} a page of
 * ours and {email} our address; nothing a person typed.
 */
export const PAYOUT_EMAIL = {
  sentSubject: msg`Your {brand} Trust Code payout has been sent`,
  failedSubject: msg`Your {brand} Trust Code payout could not be completed`,
  hello: msg`Hello,`,
  sentIntro: msg`We have sent your Trust Code payout of {amount}. Reference: {reference}.`,
  sentPaypal: msg`It goes to the PayPal account of the e-mail address in your payout details.`,
  sentCheque: msg`The cheque is in the post to the address in your payout details.`,
  sentManual: msg`It is paid as agreed with your organisation.`,
  failedIntro: msg`We could not complete your Trust Code payout of {amount}. Reference: {reference}.`,
  failedReturned: msg`The amount is back in your available balance and goes out with the next monthly payout.`,
  failedCheckDetails: msg`Please check that your payout details are correct.`,
  statement: msg`Your earnings and statement: {url}`,
  questions: msg`Questions: {email}`,
};
