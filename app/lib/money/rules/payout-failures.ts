/**
 * Why a payout failed: PayPal's item `errors.name` values that have a
 * sentence of their own for the payee (app/content/payout-failure-reasons.ts),
 * with the console's English label. A line failed by hand takes its reason
 * from this list; any other name gets the general sentence.
 */
export const FAILURE_REASONS = {
  RECEIVER_UNREGISTERED: "No PayPal account at that address",
  RECEIVER_UNCONFIRMED: "PayPal account not confirmed",
  RECEIVER_ACCOUNT_LOCKED: "PayPal account locked or limited",
  RECEIVER_REFUSED: "Refused by the receiver",
  RECEIVING_LIMIT_EXCEEDED: "Over the account's receiving limit",
  RECEIVER_COUNTRY_NOT_ALLOWED: "Country or currency not accepted",
} as const;

export type FailureReasonName = keyof typeof FAILURE_REASONS;

export const FAILURE_REASON_NAMES = Object.keys(
  FAILURE_REASONS,
) as FailureReasonName[];

/**
 * The PayPal name a stored reason starts with ("RECEIVER_UNREGISTERED: note"
 * by hand, or the bare name from PayPal), or null for a free-text reason.
 */
export function reasonName(reason: string | null | undefined): string | null {
  const m = /^([A-Z][A-Z0-9_]{2,})(?::|$)/.exec(reason?.trim() ?? "");
  return m ? m[1]! : null;
}
