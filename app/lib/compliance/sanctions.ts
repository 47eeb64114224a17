/**
 * Jurisdictions under comprehensive (country-wide) sanctions: residents there
 * cannot become issuers, as paying them is prohibited.
 * Source to check against: U.S. Treasury OFAC "Sanctions Programs and Country
 * Information" and the EU Sanctions Map. List set on 2026-11-22 (reviewedOn);
 * review it whenever either source changes a country-wide programme.
 */
export const SANCTIONED_JURISDICTIONS = {
  source:
    "OFAC Sanctions Programs and Country Information (home.treasury.gov) and EU Sanctions Map (sanctionsmap.eu)",
  reviewedOn: "2026-11-22",
  countries: ["CU", "IR", "KP", "SY"] as readonly string[],
};

export function isSanctionedResidence(countryCode: string): boolean {
  return SANCTIONED_JURISDICTIONS.countries.includes(
    countryCode.trim().toUpperCase(),
  );
}
