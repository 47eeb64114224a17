/**
 * One zod schema per form, shared by browser and API, with their fields and
 * vocabularies.
 * Code outside app/lib/schemas/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export { applyCodeSchema } from "#app/lib/schemas/apply-code.ts";
export {
  CONSENT_RECORDED,
  consentRecordSchema,
} from "#app/lib/schemas/consent.ts";
export {
  DESTINATION_FORM_FIELDS,
  destinationSchema,
} from "#app/lib/schemas/destination.ts";
export { fieldErrors, honeypotFilled } from "#app/lib/schemas/fields.ts";
export {
  AUDIENCE_SIZES,
  type FormPayload,
  HONEYPOT_FIELD,
  PAYOUT_METHODS,
  type PayoutMethod,
  TIMEFRAMES,
  VERTICALS,
  formElementPayload,
  formPayload,
} from "#app/lib/schemas/form-data.ts";
export {
  ISSUER_DETAIL_FIELDS,
  type IndividualRequest,
  type IssuerDetails,
  individualRequestSchema,
  issuerDetailsSchema,
} from "#app/lib/schemas/individual-request.ts";
export {
  type OrganisationRequest,
  organisationRequestSchema,
} from "#app/lib/schemas/organisation-request.ts";
export {
  PAYOUT_DETAIL_FIELDS,
  payoutDetailsSchema,
} from "#app/lib/schemas/payout-details.ts";
export { z } from "#app/lib/schemas/zod.ts";
