/**
 * Monthly payout runs (docs/payouts.md): the cron and the console prepare a
 * run, the console approves it, reads its lines and carry-forwards and
 * offers its files.
 */
export {
  approvePayoutRun,
  awaitsSecondApproval,
  firstLedgerMonth,
  getRun,
  listRunCarryForwards,
  listRunLines,
  listRuns,
  openLinesByMethod,
  preparePayoutRun,
  prepareScheduledRun,
  runLines,
  secondApprovalCents,
  type CarryForward,
  type PayoutLine,
} from "#app/lib/money/store/payouts.server.ts";
