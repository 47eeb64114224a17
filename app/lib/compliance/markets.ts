/**
 * The market a compliance region belongs to (docs/business-rules.md). A module
 * of its own: no page's script needs it, and the compliance dialog's module
 * (app/lib/compliance/compliance.ts), which every page runs, would carry the
 * EU member states' set into the browser.
 */
const OWN_MARKETS = new Set(["US", "CA", "UK", "EU", "CN", "IN", "CH", "JP"]);
const EU_MEMBERS = new Set(
  "AT BE BG HR CY CZ DK EE FI FR DE GR IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(
    " ",
  ),
);

/** Region-to-market mapping (docs/business-rules.md); GB is UK, EU states are EU, the rest US. */
export function marketFor(region: string | null | undefined): string {
  const r = (region ?? "").toUpperCase();
  if (r === "GB") return "UK";
  if (EU_MEMBERS.has(r)) return "EU";
  return OWN_MARKETS.has(r) ? r : "US";
}
