import { msg } from "@lingui/core/macro";

/**
 * The API's own error messages (docs/api.md "Errors"), answered in the
 * language `?locale=` asks for (workers/api/errors.ts). Answers the forms
 * share with the pages (rate limited, body too large) are in form-answers.ts.
 */
export const API_ERRORS = {
  invalidJson: msg`Request body is not valid JSON.`,
  notJson: msg`Content-Type must be application/json.`,
  notFound: msg`Not found.`,
  methodNotAllowed: msg`Method not allowed.`,
  unknownLanguage: msg`Unknown language.`,
  noActiveCode: msg`No active Trust Code by that name.`,
  invalidCampaign: msg`A campaign name is letters a–z, digits and hyphens, at most 32 characters.`,
  internalError: msg`Internal error.`,
};
