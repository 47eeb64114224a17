/**
 * The operator console's server side: its guard, where its loaders and
 * actions start, its activity feed and its CSV exports.
 * Code outside app/lib/admin/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export {
  listScanMonths,
  unknownCodeEvents,
} from "#app/lib/admin/activity.server.ts";
export { exportCsv } from "#app/lib/admin/exports.server.ts";
export { requireAdmin } from "#app/lib/admin/guard.server.ts";
export { adminAction, adminListQuery } from "#app/lib/admin/start.server.ts";
