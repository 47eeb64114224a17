import { msg } from "@lingui/core/macro";

/**
 * The deal in three lines, above the issuer form, so nobody hands over a
 * legal name and date of birth before knowing it. {rewardUsd} and
 * {minimum} are written for the page's language (app/lib/i18n/price-values.ts),
 * inside <0> (not translated: "USD" is a code).
 */
export const ISSUER_DEAL = {
  heading: msg`The deal, before you fill in the form`,
  reward: msg`You earn <0>{rewardUsd}</0> for each paid subscription period of every member who subscribes with your code.`,
  payout: msg`Paid monthly once your balance reaches <0>{minimum}</0>, by PayPal or cheque.`,
  /** The same words as the payee page's note on pending earnings (app/content/account.ts). */
  hold: msg`Each payment's earnings stay pending for {holdDays} days, in case it is refunded.`,
  /** <0> links the payee page. */
  results: msg`You follow your members and payouts on <0>your Trust Code page</0>.`,
};

/** Under a freshly minted code: what the issuer does next. */
export const ISSUER_NEXT_STEPS = {
  heading: msg`What happens next`,
  confirm: msg`Confirm your e-mail address: open the link we have just sent you. Payouts start once it is confirmed.`,
  share: msg`Share your code, link or QR code, always with the required disclosure below.`,
  /** <0> links the payee page. */
  results: msg`See who subscribed with your code and what you have earned on <0>your Trust Code page</0>.`,
};
