/**
 * The forms: a form's outcome, browser-side validation, submission errors.
 * Code outside app/lib/forms/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export {
  preloadValidation,
  validateForm,
} from "#app/lib/forms/client-validation.ts";
export {
  type ActionResult,
  type FormError,
  type FormOutcome,
  answered,
  screen,
} from "#app/lib/forms/form-outcome.ts";
export { submissionErrorMessage } from "#app/lib/forms/submission-error.ts";
export { withScheme } from "#app/lib/forms/website.ts";
