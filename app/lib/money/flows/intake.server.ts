/**
 * Billing events in (docs/ledger.md): the webhook stores each notification
 * once, the queue consumer and the cron's sweep turn stored events into
 * ledger entries (flows/process.server.ts).
 */
export {
  dueBillingEvents,
  redactSettledCustomerBodies,
  storeBillingEvent,
} from "#app/lib/money/store/billing-events.server.ts";
