/**
 * The money domain's server entry (README.md "Architecture", docs/ledger.md):
 * the webhook, the queue consumer, the cron, the console and the payee's page
 * import from here, never from a room. Rooms:
 * - terms/: the programme's figures;
 * - rules/: pure rules (attribution, commission, holding, reversals, who a run pays);
 * - store/: the only place that holds money SQL;
 * - flows/: what the webhook, queue consumer, cron and console call;
 * - exports/: the files money leaves in (PayPal and cheque files, the payee's statement);
 * - paddle/: reading and verifying Paddle's notifications, and its event stream;
 * - paypal/: PayPal's Payouts API (docs/paypal-payouts.md).
 * Server-only (it carries the flows). Code that also runs in the browser
 * imports the pure terms/ and rules/ it needs from app/lib/money/index.ts
 * (tooling/eslint/layers.ts).
 */
export * from "#app/lib/money/terms/programme-terms.ts";
export { termsAt } from "#app/lib/money/terms/dated-terms.ts";
export { cronMonth } from "#app/lib/money/rules/month.ts";
export type { Balances, PayeeRef } from "#app/lib/money/rules/entries.ts";
export { secretsEqual } from "#app/lib/money/paddle/constant-time.ts";
export {
  freshTimestamp,
  paddleAdapter,
  parseSignatureHeader,
} from "#app/lib/money/paddle/paddle.ts";
export * from "#app/lib/money/flows/intake.server.ts";
export { processBillingEvent } from "#app/lib/money/flows/process.server.ts";
export { replayBillingEvent } from "#app/lib/money/flows/replay.server.ts";
export { checkCheckoutCode } from "#app/lib/money/flows/code-check.server.ts";
export * from "#app/lib/money/flows/console.server.ts";
export * from "#app/lib/money/flows/payout-runs.server.ts";
export * from "#app/lib/money/flows/payee.server.ts";
export {
  payeeOutlook,
  type PayeeOutlook,
} from "#app/lib/money/flows/payee-outlook.server.ts";
export {
  markLineFailed,
  markLinePaid,
  markOpenLinesPaid,
} from "#app/lib/money/flows/settle-payout.server.ts";
export {
  chequeRegister,
  paypalFile,
  paypalParts,
} from "#app/lib/money/exports/payout-files.ts";
export {
  statementCsv,
  statementRows,
} from "#app/lib/money/exports/statement.ts";
export { PaypalClient, paypalConfig } from "#app/lib/money/paypal/client.ts";
export { webhookEnvelope } from "#app/lib/money/paypal/shapes.ts";
export {
  processWebhookEvent,
  storeWebhookEvent,
} from "#app/lib/money/flows/paypal.server.ts";
// The console's PayPal rail: everything paypal-console.server.ts exports is for the console.
export * from "#app/lib/money/flows/paypal-console.server.ts";
export {
  reconcileFromEnv,
  reconciliationStatus,
} from "#app/lib/money/flows/reconcile-paddle.server.ts";
export { programmeGlance } from "#app/lib/money/flows/glance.server.ts";
export { organisationRemittance } from "#app/lib/money/flows/remittance.server.ts";
export { remittanceMonth } from "#app/lib/money/rules/remittance.ts";
