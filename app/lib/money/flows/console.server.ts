/**
 * What the operator console reads and does with money outside payout runs
 * (docs/ledger.md "Operator decisions"): billing events, members and their
 * flags, a payee's facts and holds, adjustments and the end of a hold.
 * Console routes reach the ledger only through these and the other flows.
 */
export {
  getBillingEvent,
  listBillingEvents,
} from "#app/lib/money/store/billing-events.server.ts";
export {
  adjustBalance,
  endHold,
  holdGroups,
  isPayeeKind,
  listMembers,
  memberFlags,
  payeeFacts,
  stoppedCodesOnHold,
  type HoldGroup,
} from "#app/lib/money/store/ledger-console.server.ts";
