/**
 * Monthly payout runs (docs/payouts.md): the cron and the console prepare a
 * run, the console approves it, reads its lines and carry-forwards and
 * offers its files.
 */
export {
  approvePayoutRun,
  getRun,
  listRunCarryForwards,
  listRunLines,
  listRuns,
  openLinesByMethod,
  preparePayoutRun,
  prepareScheduledRun,
  runLines,
  type CarryForward,
  type PayoutLine,
} from "../store/payouts.server";
