/** A form as the JSON payload the schemas read. */
export type FormPayload = Record<string, string | boolean>;

/**
 * A posted form's text fields, as a route action receives them. A ticked box
 * arrives as "on" and an unticked one not at all; the schemas read both.
 */
export function formPayload(form: FormData): FormPayload {
  const out: FormPayload = {};
  for (const [key, value] of form) {
    if (typeof value === "string") out[key] = value;
  }
  return out;
}

/**
 * The same form read in the browser before `postJson`: every checkbox is sent
 * as true or false, as the JSON API documents it.
 */
export function formElementPayload(form: HTMLFormElement): FormPayload {
  const out = formPayload(new FormData(form));
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === "checkbox")
      out[element.name] = element.checked;
  }
  return out;
}

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
