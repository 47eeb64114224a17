/**
 * The cohort rules of every report: fewer than five reads "<5".
 * Code outside app/lib/reports/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export {
  MIN_COHORT,
  type MonthlyCohort,
  NO_COUNTS,
  type SuppressedCohort,
  memberCount,
  suppressCohorts,
} from "#app/lib/reports/cohorts.ts";
