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

export const PAYOUT_METHODS = ["paypal", "cheque"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
