/**
 * Compliance and countries on the server: the countries API's list, the
 * compliance dialog's first paint and the forms' country list.
 * Code outside app/lib/compliance/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export {
  complianceCountries,
  visitorCountry,
} from "#app/lib/compliance/compliance-countries.server.ts";
export { COMPLIANCE_FIRST_PAINT_SCRIPT } from "#app/lib/compliance/compliance-first-paint.server.ts";
export { formCountries } from "#app/lib/compliance/form-countries.server.ts";
