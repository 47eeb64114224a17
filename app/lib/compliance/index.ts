/**
 * Compliance and countries: the compliance dialog, country data and localized
 * lists, markets and sanctions.
 * Code outside app/lib/compliance/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export {
  COMPLIANCE_ACCEPTED_ATTR,
  COMPLIANCE_ASK_ATTR,
  COMPLIANCE_FIRST_PAINT_ID,
  ComplianceFirstPaintContext,
  complianceFirstPaintText,
} from "#app/lib/compliance/compliance-first-paint.ts";
export {
  COMPLIANCE_RESET_EVENT,
  COMPLIANCE_RESET_KEY,
  acceptCompliance,
  readCompliance,
  resetCompliance,
} from "#app/lib/compliance/compliance.ts";
export {
  countriesIn,
  countriesKvKey,
} from "#app/lib/compliance/countries-localized.ts";
export {
  type Country,
  isCountryCode,
  sortedCountries,
} from "#app/lib/compliance/countries.ts";
export { isSanctionedResidence } from "#app/lib/compliance/sanctions.ts";
