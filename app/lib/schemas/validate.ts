import type { I18n } from "@lingui/core";
import type { z } from "zod";
import { fieldErrors } from "#app/lib/schemas/fields.ts";
import { individualRequestSchema } from "#app/lib/schemas/individual-request.ts";
import { organisationRequestSchema } from "#app/lib/schemas/organisation-request.ts";

/**
 * The browser's check before sending, with the very schemas the API uses.
 * Pages load this module on demand (first focus or submit), so zod stays out
 * of the JavaScript a visitor downloads just to read the page.
 */
function errorsOf(
  schema: z.ZodType,
  payload: unknown,
  i18n: I18n,
): Record<string, string> | null {
  const parsed = schema.safeParse(payload);
  return parsed.success ? null : fieldErrors(parsed.error, i18n);
}

export const SCHEMAS = {
  organisation: organisationRequestSchema,
  individual: individualRequestSchema,
} as const;

/** Field errors in the language of `i18n` (the page's). */
export function clientErrors(
  form: keyof typeof SCHEMAS,
  payload: unknown,
  i18n: I18n,
) {
  return errorsOf(SCHEMAS[form], payload, i18n);
}
