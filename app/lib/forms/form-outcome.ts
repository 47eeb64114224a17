import type { I18n } from "@lingui/core";
import type { z } from "zod";
import { fieldErrors, honeypotFilled } from "#app/lib/schemas/index.ts";

/**
 * Why a form was not accepted, for code that has to tell the cases apart: the
 * message is in the page's language and for people only, never compared
 * (the model: dub's ErrorCode table, apps/web/lib/api/errors.ts).
 */
export const FORM_ERRORS = {
  /** The schema refused what was sent (field errors say which fields). */
  invalid_input: "The form has fields to correct.",
  /** A well-formed Trust Code that is unknown or no longer active. */
  unknown_code: "No active Trust Code reads like this.",
  /** Too many posts from this client for now (429, Retry-After). */
  rate_limited: "Too many submissions; wait and try again.",
  /** The body is larger than any form (413). */
  too_large: "The submission is too large.",
} as const;
export type FormError = keyof typeof FORM_ERRORS;

/**
 * What a public form's use case answers, whichever way it was posted: the
 * JSON API sends `body` with `status`, a route action renders it on the page.
 */
export interface FormAnswer {
  success: boolean;
  message: string;
  /** Set on a refusal: which kind it is (FORM_ERRORS). */
  error?: FormError;
  errors?: Record<string, string>;
  /**
   * The minted code (null: a repeated address, no new code; the holder is
   * reminded by e-mail), or the code applied when it differs from the one typed.
   */
  trust_code?: string | null;
  /** Apply only: the one active code a single edit from the code typed. */
  suggestion?: string;
  qr_code?: { qr_code_url: string; trust_code: string } | null;
  qr_generated?: boolean;
}

/** What the route actions return for a no-JS post: the API's answer plus what was typed. */
export type ActionResult = FormAnswer & {
  values?: Record<string, string | boolean>;
};

export interface FormOutcome {
  status: 200 | 400 | 429;
  body: FormAnswer;
  /** Seconds, sent as Retry-After by the JSON API with a 429. */
  retryAfter?: number;
}

export const answered = (body: FormAnswer): FormOutcome => ({
  status: 200,
  body,
});

export const refused = (
  status: 400,
  message: string,
  errors: Record<string, string>,
): FormOutcome => ({
  status,
  body: { success: false, error: "invalid_input", message, errors },
});

/**
 * The honeypot and the schema, in that order: a bot that filled the hidden
 * field gets `decoy` (the normal success answer) and nothing is stored.
 * Field errors come in the language of `i18n`, like `invalidMessage`.
 */
export function screen<S extends z.ZodType>(
  schema: S,
  payload: unknown,
  decoy: FormAnswer | null,
  invalidMessage: string,
  i18n: I18n,
): { data: z.infer<S> } | { outcome: FormOutcome } {
  if (decoy && honeypotFilled(payload)) return { outcome: answered(decoy) };
  const parsed = schema.safeParse(payload);
  if (!parsed.success)
    return {
      outcome: refused(400, invalidMessage, fieldErrors(parsed.error, i18n)),
    };
  return { data: parsed.data as z.infer<S> };
}
