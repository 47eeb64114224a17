/**
 * The money domain's one public entry (README.md "Architecture", docs/ledger.md):
 * the webhook, the queue consumer, the cron, the console and the payee's page
 * import from here, never from a room. Rooms:
 * - terms/: the programme's figures;
 * - rules/: pure rules (attribution, commission, holding, reversals, who a run pays);
 * - store/: the only place that holds money SQL;
 * - flows/: what the webhook, queue consumer, cron and console call;
 * - exports/: the files money leaves in (PayPal and cheque files, the payee's statement);
 * - paddle/: reading and verifying Paddle's notifications, and its event stream;
 * - paypal/: PayPal's Payouts API (docs/paypal-payouts.md).
 * Server-only (it carries the flows). Code that also runs in the browser may
 * import the pure terms/ and rules/ modules directly (tooling/eslint/layers.ts).
 */
export * from "./terms/programme-terms";
export { termsAt } from "./terms/dated-terms";
export { cronMonth } from "./rules/month";
export type { Balances, PayeeRef } from "./rules/entries";
export { secretsEqual } from "./paddle/constant-time";
export {
  freshTimestamp,
  paddleAdapter,
  parseSignatureHeader,
} from "./paddle/paddle";
export * from "./flows/intake.server";
export { processBillingEvent } from "./flows/process.server";
export { replayBillingEvent } from "./flows/replay.server";
export { checkCheckoutCode } from "./flows/code-check.server";
export * from "./flows/console.server";
export * from "./flows/payout-runs.server";
export * from "./flows/payee.server";
export { payeeOutlook, type PayeeOutlook } from "./flows/payee-outlook.server";
export {
  markLineFailed,
  markLinePaid,
  markOpenLinesPaid,
} from "./flows/settle-payout.server";
export {
  chequeRegister,
  paypalFile,
  paypalParts,
} from "./exports/payout-files";
export { statementCsv, statementRows } from "./exports/statement";
export { PaypalClient, paypalConfig } from "./paypal/client";
export { webhookEnvelope } from "./paypal/shapes";
export { processWebhookEvent, storeWebhookEvent } from "./flows/paypal.server";
export {
  claimForFile,
  fileableCount,
  lineChannels,
  runBatches,
  sendableCount,
  type BatchSummary,
  type ChannelRow,
  paypalCron,
  paypalFromEnv,
  paypalNoticeEmail,
  payoutLineStates,
  sendRunFromConsole,
} from "./flows/paypal-console.server";
export {
  reconcileFromEnv,
  reconciliationStatus,
} from "./flows/reconcile-paddle.server";
export { programmeGlance } from "./flows/glance.server";
export { organisationRemittance } from "./flows/remittance.server";
export { remittanceMonth, type RemittanceTotals } from "./rules/remittance";
