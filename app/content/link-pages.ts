import { msg } from "@lingui/core/macro";

/**
 * Words of the pages the code e-mail links to: confirming the address
 * (/verify) and "I did not ask for this" (/not-me). <0>{email}</0> is the
 * contact address, a link.
 */
export const VERIFY_PAGE = {
  title: msg`Confirm your e-mail address`,
  description: msg`Confirm the e-mail address of your Trust Code.`,
  unknown: msg`This link is not valid. Please use the link from your most recent Trust Code e-mail.`,
  expired: msg`This link has expired. Ask for your Trust Code again with the same e-mail address and we will send a new link.`,
  used: msg`This link has already been used. Your e-mail address was confirmed when it was first opened.`,
  done: msg`Thank you: your e-mail address is confirmed.`,
  doneNote: msg`Your Trust Code is now linked to a verified e-mail address and can earn referral payouts.`,
  fixFields: msg`Please correct the marked fields.`,
  intro: msg`Press the button to confirm that this e-mail address belongs to you and that you asked for this Trust Code.`,
  detailsIntro: msg`Referral payouts go only to payout details you confirm yourself. Type again where payouts should go, as you gave it when you asked for this Trust Code: your PayPal address, or for cheques the payee name and the whole postal address. Nothing of what was given is shown here.`,
  confirmDetails: msg`Confirm my e-mail address and payout details`,
  mismatch: msg`What you typed does not match the payout details given with the request. Type them again, or enter new details below.`,
  correctSummary: msg`Enter new payout details instead`,
  correctIntro: msg`Enter your own details. They replace the ones given with the request, and your e-mail address is confirmed with them.`,
  correctButton: msg`Correct my details and confirm`,
  confirm: msg`Confirm my e-mail address`,
};

export const NOT_ME_PAGE = {
  title: msg`I did not ask for this`,
  description: msg`Erase a Trust Code request made with your e-mail address.`,
  intro: msg`Someone asked for a Nirvana Trust Code with your e-mail address. If it was not you, erase the request and its code now: the code stops working at once and we delete what was submitted.`,
  erase: msg`Erase the request and its code`,
  erased: msg`The request and its code have been erased.`,
  suppressHeading: msg`Never e-mail this address again?`,
  suppressIntro: msg`If you also want us never to write to this address again, and never to issue a Trust Code for it, press the button below. We keep only a keyed fingerprint of the address, not the address itself.`,
  suppress: msg`Never e-mail this address again`,
  suppressed: msg`Done: we will not e-mail this address again, and no Trust Code will be issued for it.`,
  invalid: msg`This link is not valid or has expired. If you still receive e-mails you did not ask for, write to <0>{email}</0>.`,
};
