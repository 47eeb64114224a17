/**
 * The no-JavaScript form actions.
 * Code outside app/lib/forms/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export { formAction } from "#app/lib/forms/form-action.server.ts";
