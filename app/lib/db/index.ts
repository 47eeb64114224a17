/**
 * The data layer's words the browser may read too: statuses, what a console
 * list asks for, the operator, and telling a UNIQUE collision apart.
 * Code outside app/lib/db/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export type { ListPage, ListQuery } from "#app/lib/db/list-query.ts";
export type { Admin } from "#app/lib/db/operator.ts";
export {
  ACTIVITY_STATUSES,
  BILLING_EVENT_STATUSES,
  CODE_STATUSES,
  IDENTITY_FILTERS,
  type IdentityFilter,
  MAX_REASON_LENGTH,
  OUTBOX_STATUSES,
  REQUEST_STATUSES,
  isFlagged,
} from "#app/lib/db/statuses.ts";
export { isUniqueViolation } from "#app/lib/db/unique.ts";
