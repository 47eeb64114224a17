/** Issuer identity in the console (browser-safe: the issuers page renders these). */
import { IDENTITY_FILTERS, type IdentityFilter } from "#app/lib/db/index.ts";

export function identityFilter(url: URL): IdentityFilter | null {
  const value = url.searchParams.get("identity");
  return IDENTITY_FILTERS.find((f) => f === value) ?? null;
}

/** Only a verified, active issuer may be paid. */
export function isPayable(row: {
  status: string;
  verified_at: string | null;
  details_confirmed_at: string | null;
}) {
  return (
    row.status === "active" &&
    row.verified_at !== null &&
    row.details_confirmed_at !== null
  );
}
