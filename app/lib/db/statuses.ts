/** Status vocabularies of stored rows: shared by the queries (server) and the console's filters (client). */

export const REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;
export const CODE_STATUSES = ["active", "suspended", "terminated"] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];
/** Code status as activity lists filter it; "unknown" is a scan of a code never minted. */
export const ACTIVITY_STATUSES = [...CODE_STATUSES, "unknown"] as const;
export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
/** A billing event's life (app/lib/money/store/billing-events.server.ts, docs/ledger.md). */
export const BILLING_EVENT_STATUSES = [
  "received",
  "processed",
  "failed",
  "ignored",
  "dead",
] as const;

/** The issuers list's identity filter: ?identity=verified|unverified. */
export const IDENTITY_FILTERS = ["verified", "unverified"] as const;
export type IdentityFilter = (typeof IDENTITY_FILTERS)[number];

/** Enough to say why; short enough to quote back to the requester. */
export const MAX_REASON_LENGTH = 500;

/** A row is flagged when its code is no longer live (shown flagged in the console's lists and reports). */
export function isFlagged(codeStatus: string): boolean {
  return codeStatus !== "active";
}
