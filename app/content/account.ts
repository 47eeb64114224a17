import { msg } from "@lingui/core/macro";

/**
 * Words of the payee's page (/my-trust-code and its sign-in link page).
 * {minutes} is how long a code works; {amount}, {minimum}, {reward} and
 * {share} are written for the page's language; {date} is a long date;
 * {email} an address; {masked} payout details with most characters hidden;
 * {few} the sign for member counts from 1 to 4 (<5).
 */
/**
 * The header's account area on the payee's pages
 * (app/components/account/payee-header.tsx).
 */
export const PAYEE_HEADER = {
  /** Names the group of the payee's own page link and "Sign out". */
  label: msg`Your Trust Code page`,
  /** The subscriber app's sign-in, which the header elsewhere calls "Log in". */
  memberLogin: msg`Member login`,
};

export const ACCOUNT = {
  title: msg`My Trust Code`,
  description: msg`Sign in to see your Trust Code's scans, paid members and earnings.`,
  signInIntro: msg`Enter the e-mail address your Trust Code was sent to. We will e-mail you an 8-digit code to sign in; no password needed.`,
  emailLabel: msg`E-mail address`,
  emailInvalid: msg`Enter a valid e-mail address.`,
  sendCode: msg`Send me a code`,
  codeSent: msg`If this address holds a Trust Code, we have just e-mailed it an 8-digit code and a sign-in link. They work for {minutes} minutes.`,
  codeLabel: msg`8-digit code`,
  signIn: msg`Sign in`,
  otherAddress: msg`Use a different e-mail address`,
  limited: msg`Too many codes were asked for this address. Please wait an hour and try again.`,
  wrongCode: msg`That code is not right. Check the e-mail and try again.`,
  spentCode: msg`This code no longer works: it has expired, was used, or was typed wrong too often. Ask for a new one.`,
  invalidCode: msg`Enter the 8 digits from the e-mail.`,
  signOut: msg`Sign out`,
  signOutEverywhere: msg`Sign out everywhere`,

  codeHeading: msg`Your Trust Code`,
  statusActive: msg`Active`,
  statusSuspended: msg`Stopped for now: it attributes no new members, and unpaid earnings are on hold while we review it.`,
  statusTerminated: msg`Stopped`,
  verified: msg`E-mail address verified`,
  notVerified: msg`E-mail address not verified yet`,
  organisation: msg`Organisation: {name}`,
  checkPage: msg`Public check page of your code`,
  individualReward: msg`You earn {reward} for each paid subscription period of a member who joined with your code.`,
  organisationShare: msg`Your organisation receives {share} of each attributed member's net subscription payments for five years.`,

  monthsHeading: msg`Month by month`,
  monthsNote: msg`Scans count people; automated visits count as bot events. Unique visitors is an estimate that counts a person once a day. Member counts from 1 to 4 show as “{few}”: no member is ever identified.`,
  noMonths: msg`Nothing to report yet.`,
  month: msg`Month`,
  scans: msg`Scans`,
  botEvents: msg`Bot events`,
  uniqueVisitors: msg`Unique visitors`,
  applications: msg`Codes applied`,
  newMembers: msg`New paid members`,
  renewals: msg`Renewals`,

  moneyHeading: msg`Earnings`,
  pending: msg`Pending`,
  available: msg`Available`,
  onHold: msg`On hold`,
  paid: msg`Paid`,
  pendingIndividual: msg`Each payment's earnings stay pending for {holdDays} days, in case it is refunded.`,
  pendingOrganisation: msg`This month's share becomes available on the 1st of next month.`,
  onHoldNote: msg`On hold while we review a payment or your code.`,
  progress: msg`{amount} of the {minimum} minimum payout`,
  rollForward: msg`Smaller balances roll forward to the next month.`,
  nextPayout: msg`Next payout run: {date}`,
  statement: msg`Download statement (CSV)`,

  payoutsHeading: msg`Payouts`,
  noPayouts: msg`No payouts yet.`,
  payoutReturned: msg`Returned to your balance`,
  payoutPaid: msg`Paid`,
  payoutApproved: msg`Approved, on its way`,
  payoutSent: msg`Sent to PayPal`,
  payoutUnclaimed: msg`Waiting for you to accept it at PayPal`,
  payoutHeld: msg`Held by PayPal for review`,
  date: msg`Date`,
  amount: msg`Amount`,
  reference: msg`Reference`,
  status: msg`Status`,

  detailsHeading: msg`Payout details`,
  detailsPaypal: msg`PayPal: {masked}`,
  detailsCheque: msg`Cheque by post: {masked}`,
  detailsIncomplete: msg`Your payout details are incomplete: add them to be paid.`,
  detailsIntro: msg`To change them, we e-mail a fresh code to your address first.`,
  detailsAskCode: msg`Change payout details`,
  detailsCodeSent: msg`We have e-mailed you a code. Enter it with your new details; they apply from the next payout run.`,
  detailsSave: msg`Save payout details`,
  detailsSaved: msg`Your payout details are saved. They apply from the next payout run.`,
  detailsOrganisation: msg`Payments to organisations are arranged with our team: write to {email}.`,

  confirmHeading: msg`Confirm your payout details`,
  confirmIntro: msg`Signing in has proven your e-mail address. Referral payouts go only to payout details you confirm yourself: type again where payouts should go, as you gave it when you asked for your Trust Code (your PayPal address, or for cheques the payee name and the whole postal address). Nothing of what was given is shown here. Until then, nothing is paid.`,
  confirmButton: msg`Confirm my payout details`,
  confirmMismatch: msg`What you typed does not match the payout details given with the request. Type them again, or enter new details below.`,
  correctSummary: msg`Enter new payout details instead`,
  correctIntro: msg`Enter your own details. They replace the ones given with the request and are confirmed with them.`,
  correctButton: msg`Correct my details and confirm`,
  confirmDone: msg`Thank you: your payout details are confirmed and your e-mail address is verified.`,

  linkTitle: msg`Sign in to My Trust Code`,
  linkIntro: msg`Press Continue to sign in to your Trust Code page.`,
  continue: msg`Continue`,
  linkUnknown: msg`This link is not valid. Ask for a new code on the sign-in page.`,
  linkExpired: msg`This link has expired. Ask for a new code on the sign-in page.`,
  linkUsed: msg`This link has already been used. Ask for a new code on the sign-in page if you are signed out.`,
  toSignIn: msg`Go to the sign-in page`,
};

/** A payout line's state in the payee's words (a failed one is back on their balance): their page and the remittance statement. */
export const PAYOUT_STATE_WORDS = {
  approved: ACCOUNT.payoutApproved,
  sent: ACCOUNT.payoutSent,
  unclaimed: ACCOUNT.payoutUnclaimed,
  held: ACCOUNT.payoutHeld,
  paid: ACCOUNT.payoutPaid,
  failed: ACCOUNT.payoutReturned,
} as const;
