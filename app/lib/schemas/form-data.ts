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

/* The values the API accepts for its enumerated fields; labels live in app/content/. */

export const PAYOUT_METHODS = ["paypal", "cheque"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const VERTICALS = [
  "charities-ngos-nonprofits",
  "financial-institutions",
  "ria-referral",
  "ria-self-use",
  "card-networks-issuers",
  "insurers",
  "enterprise-retailers",
  "creators-publishers",
  "associations-membership",
  "private-equity-conglomerates",
  "faith-based",
] as const;
export type Vertical = (typeof VERTICALS)[number];

/** Audience bands, by number of people reached. */
export const AUDIENCE_SIZES = [
  "0-10000",
  "10000-50000",
  "50000-250000",
  "250000-1000000",
  "1000000+",
] as const;
export type AudienceSize = (typeof AUDIENCE_SIZES)[number];

export const TIMEFRAMES = [
  "immediately",
  "1-month",
  "3-months",
  "6-months",
  "1-year",
  "exploring",
] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
