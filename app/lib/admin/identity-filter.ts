/** Issuer identity in the console (browser-safe: the issuers page renders these). */

/** The issuers list's identity filter: ?identity=verified|unverified. */
export const IDENTITY_FILTERS = ["verified", "unverified"] as const;
export type IdentityFilter = (typeof IDENTITY_FILTERS)[number];

export function identityFilter(url: URL): IdentityFilter | null {
  const value = url.searchParams.get("identity");
  return IDENTITY_FILTERS.find((f) => f === value) ?? null;
}

/** Only a verified, active issuer may be paid. */
export function isPayable(row: { status: string; verified_at: string | null }) {
  return row.status === "active" && row.verified_at !== null;
}
