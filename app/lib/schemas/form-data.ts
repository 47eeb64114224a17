/**
 * A submitted form as the JSON payload the schemas expect: ticked boxes become
 * booleans (unticked ones are absent from FormData, so they become false).
 * Used by the pages before `postJson` and by route actions for no-JS posts.
 */
export function formPayload(
  form: FormData,
  checkboxes: readonly string[],
): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [key, value] of form) {
    if (typeof value === "string") out[key] = value;
  }
  for (const name of checkboxes) out[name] = form.has(name);
  return out;
}

export const ORGANISATION_CHECKBOXES = ["acknowledgeTerms"] as const;
export const INDIVIDUAL_CHECKBOXES = [
  "confirm18OrOlder",
  "acceptTerms",
  "sanctionsDeclaration",
  "singleCodeRule",
  "consentElectronicDelivery",
] as const;

/** Honeypot: a field people never see or fill; bots do. */
export const HONEYPOT_FIELD = "nickname";

export const PAYOUT_METHODS = ["paypal", "cheque"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
