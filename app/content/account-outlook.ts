import { msg } from "@lingui/core/macro";

/**
 * Words of the payee's "When and why" section (/my-trust-code,
 * app/components/account/when-why-section.tsx). {amount} and {minimum} are
 * written for the page's language (a share held in another currency in that
 * currency); {date} is a long date.
 */
export const OUTLOOK = {
  heading: msg`When and why`,
  pendingUntil: msg`{amount} becomes available on {date}.`,
  inNextRun: msg`You are in the next payout run on {date}.`,
  notInNextRun: msg`You are not in the next payout run on {date}:`,
  whyMinimum: msg`your available balance is below the {minimum} minimum.`,
  whyUnverified: msg`your e-mail address is not verified yet.`,
  whyDetails: msg`your payout details are not confirmed or not complete.`,
  whyOnHold: msg`your money is on hold.`,
  whyNothing: msg`nothing is available yet.`,
  whyOther: msg`our team is reviewing your account.`,
  reversed: msg`{amount} reversed on {date}.`,
  heldOther: msg`{amount} on hold until our team converts it to USD.`,
  minimumReached: msg`{minimum} reached.`,
};
