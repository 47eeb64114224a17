import type { I18n } from "@lingui/core";
import type { ValidationKey } from "#app/content/validation.ts";
import { issue, translateIssue } from "#app/lib/schemas/issue.ts";
import { z } from "#app/lib/schemas/zod.ts";
import { isCountryCode } from "#app/lib/compliance/index.ts";
import { HONEYPOT_FIELD } from "#app/lib/schemas/form-data.ts";

/**
 * Names and addresses never need control characters, angle brackets (markup),
 * bidirectional overrides (text spoofing) or lone surrogates (broken UTF-16).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_TEXT = /[\u0000-\u001f\u007f<>\u202a-\u202e\u2066-\u2069]/;
export function isPlainText(value: string): boolean {
  return !UNSAFE_TEXT.test(value) && value.isWellFormed();
}

/** The messages of one required text field. */
export interface TextMessages {
  required: ValidationKey;
  tooLong: ValidationKey;
  invalid: ValidationKey;
}

/** Building blocks shared by every form schema; messages name app/content/validation.ts keys. */
export const requiredText = (messages: TextMessages, max = 200) =>
  z
    .string({ error: issue(messages.required) })
    .trim()
    .min(1, issue(messages.required))
    .max(max, issue(messages.tooLong, { max }))
    .refine(isPlainText, issue(messages.invalid));

export const email = () =>
  z
    .string({ error: issue("emailRequired") })
    .trim()
    .min(1, issue("emailRequired"))
    .max(254, issue("emailTooLong"))
    .pipe(z.email(issue("emailInvalid")))
    .transform((v) => v.toLowerCase());

/** The messages of a country select. */
export interface CountryMessages {
  required: ValidationKey;
  fromList: ValidationKey;
}

export const countryCode = (
  messages: CountryMessages = {
    required: "countryRequired",
    fromList: "countryFromList",
  },
) =>
  z
    .string({ error: issue(messages.required) })
    .min(1, issue(messages.required))
    .refine(isCountryCode, issue(messages.fromList));

/** A checkbox that must be ticked: true in JSON, "on" from a posted form. */
export const mustBeTicked = (message: ValidationKey) =>
  z.preprocess(
    (value) => (value === "on" ? true : value),
    z.literal(true, { error: issue(message) }),
  );

export const fromList = <T extends readonly string[]>(
  list: T,
  messages: CountryMessages,
) =>
  z
    .string({ error: issue(messages.required) })
    .refine(
      (v) => list.includes(v),
      issue(messages.fromList),
    ) as unknown as z.ZodType<T[number]>;

export const honeypot = z
  .string()
  .max(0, issue("submissionRejected"))
  .optional();

/** True when a submission filled the honeypot: drop it silently. */
export function honeypotFilled(body: unknown): boolean {
  const value = (body as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
  return typeof value === "string" && value.length > 0;
}

/** zod issues to `{ field: message }`, first message per field, in the instance's language. */
export function fieldErrors(
  error: z.ZodError,
  i18n: I18n,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const problem of error.issues) {
    const key = problem.path.length ? String(problem.path[0]) : "form";
    if (problem.code === "unrecognized_keys") {
      for (const k of problem.keys)
        out[k] ??= translateIssue(i18n, "unexpectedField");
      continue;
    }
    out[key] ??= translateIssue(i18n, problem.message);
  }
  return out;
}
