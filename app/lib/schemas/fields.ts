import { z } from "./zod";
import { isCountryCode } from "../countries";
import { HONEYPOT_FIELD } from "./form-data";

/**
 * Names and addresses never need control characters, angle brackets (markup),
 * bidirectional overrides (text spoofing) or lone surrogates (broken UTF-16).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_TEXT = /[\u0000-\u001f\u007f<>\u202a-\u202e\u2066-\u2069]/;
export function isPlainText(value: string): boolean {
  return !UNSAFE_TEXT.test(value) && value.isWellFormed();
}

/** Building blocks shared by every form schema. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(isPlainText, `${label} contains invalid characters.`);

export const email = (label = "Email") =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(254, `${label} is too long.`)
    .pipe(z.email(`${label} must be a valid email address.`))
    .transform((v) => v.toLowerCase());

export const countryCode = (label = "Country") =>
  z
    .string({ error: `${label} is required.` })
    .min(1, `${label} is required.`)
    .refine(isCountryCode, `${label} must be chosen from the list.`);

/** A checkbox that must be ticked: true in JSON, "on" from a posted form. */
export const mustBeTicked = (message: string) =>
  z.preprocess(
    (value) => (value === "on" ? true : value),
    z.literal(true, { error: message }),
  );

/** "a vertical", "an audience size". */
function withArticle(noun: string): string {
  return `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`;
}

export const fromList = <T extends readonly string[]>(list: T, label: string) =>
  z
    .string({ error: `${label} is required.` })
    .refine(
      (v) => list.includes(v),
      `Please choose ${withArticle(label.toLowerCase())} from the list.`,
    ) as unknown as z.ZodType<T[number]>;

export const honeypot = z.string().max(0, "Submission rejected.").optional();

/** True when a submission filled the honeypot: drop it silently. */
export function honeypotFilled(body: unknown): boolean {
  const value = (body as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
  return typeof value === "string" && value.length > 0;
}

/** zod issues to `{ field: message }`, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "form";
    if (issue.code === "unrecognized_keys") {
      for (const k of issue.keys) out[k] ??= "Unexpected field.";
      continue;
    }
    out[key] ??= issue.message;
  }
  return out;
}
