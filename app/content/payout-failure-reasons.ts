import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Why a payout failed, said to the payee in their language
 * (docs/paypal-payouts.md "Failure reasons"). Keys are PayPal's item
 * `errors.name`; a name without its own sentence gets the general one. The
 * operator sees PayPal's own `errors.message` beside it.
 */
const REASONS: Record<string, MessageDescriptor> = {
  RECEIVER_UNREGISTERED: msg`The e-mail address in your payout details has no PayPal account yet. Open a PayPal account with it, or change your payout details.`,
  RECEIVER_UNCONFIRMED: msg`The PayPal account of the e-mail address in your payout details is not confirmed yet. Confirm it with PayPal.`,
  RECEIVER_ACCOUNT_LOCKED: msg`Your PayPal account cannot receive payments at the moment (it is locked or limited). Please resolve this with PayPal.`,
  RECEIVER_REFUSED: msg`Your PayPal account refused this payment.`,
  RECEIVING_LIMIT_EXCEEDED: msg`The payment is more than your PayPal account can receive at the moment. Please check your account's limits with PayPal.`,
  RECEIVER_COUNTRY_NOT_ALLOWED: msg`Your PayPal account cannot receive US dollar payouts from us in its country.`,
};
REASONS.RECEIVER_ACCOUNT_LIMITATION = REASONS.RECEIVER_ACCOUNT_LOCKED!;
REASONS.CURRENCY_NOT_SUPPORTED_FOR_RECEIVER =
  REASONS.RECEIVER_COUNTRY_NOT_ALLOWED!;

/** For any other name, a batch PayPal denied, or a reason given by hand. */
const GENERAL_REASON = msg`PayPal could not deliver the payment to the account in your payout details.`;

/** The payee's sentence for PayPal's `errors.name` (the general one when it has none of its own). */
export function failureReason(
  name: string | null | undefined,
): MessageDescriptor {
  return (name && REASONS[name]) || GENERAL_REASON;
}
