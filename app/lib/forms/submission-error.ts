import type { I18n } from "@lingui/core";
import { FORM_ANSWERS } from "#app/content/form-answers.ts";
import { HttpError } from "#app/lib/platform/index.ts";

/**
 * What a form shows when its POST (app/lib/platform/api-client.ts) failed: the
 * server's message (already in the page's language), else 'Submission
 * failed', else the generic text (docs/api.md), both in the instance's
 * language. Kept apart from the client, which every page loads, so that
 * pages without a form never download the forms' answers.
 */
export function submissionErrorMessage(error: unknown, i18n: I18n): string {
  if (error instanceof HttpError) {
    const body = error.body as { message?: unknown } | undefined;
    if (body && typeof body.message === "string" && body.message)
      return body.message;
    return i18n._(FORM_ANSWERS.submissionFailed);
  }
  return i18n._(FORM_ANSWERS.tryAgain);
}
