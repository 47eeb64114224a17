import {
  sweepPersonalData,
  deliverDueMessages,
} from "#app/lib/db/index.server.ts";
import { prepareScheduledRun } from "#app/lib/money/index.server.ts";
import { cronMonth } from "#app/lib/money/index.server.ts";
import { senderFromEnv } from "./email/sender";
import { enqueueMonthlySummaries } from "#app/lib/use-cases/index.server.ts";
import { assertProductionSecrets } from "#app/lib/platform/index.ts";
import { sweepBillingEvents } from "./billing/sweep";
import { paypalCron, reconcileFromEnv } from "#app/lib/money/index.server.ts";

/**
 * Cron Trigger (wrangler.toml [triggers]): enforces the retention policy
 * (docs/privacy.md), processes due billing events (workers/billing/sweep.ts),
 * reconciles with Paddle once a day (docs/ledger.md), reads back PayPal
 * batches still unsettled after a day (docs/paypal-payouts.md),
 * prepares last month's payout run on the 1st (UTC; docs/payouts.md) and
 * enqueues the payees' monthly summaries (docs/my-trust-code.md), then
 * sends due outbox e-mails. With no sender configured the messages stay
 * pending, readable in /admin/outbox.
 */
export async function scheduled(
  controller: ScheduledController,
  env: Env,
  ctx: ExecutionContext,
): Promise<void> {
  assertProductionSecrets(env);
  const now = new Date(controller.scheduledTime);
  const swept = await sweepPersonalData(now);
  console.log(`retention: ${JSON.stringify(swept)}`);
  // Billing events the queue did not carry, and failed ones whose backoff passed.
  const billing = await sweepBillingEvents(now).catch((error: unknown) => ({
    error: String(error),
  }));
  console.log(`billing: ${JSON.stringify(billing)}`);
  // Once a day with PADDLE_API_KEY: notifications Paddle sent that never arrived.
  const reconciled = await reconcileFromEnv(now).catch((error: unknown) => ({
    error: String(error),
  }));
  if (reconciled) console.log(`reconciliation: ${JSON.stringify(reconciled)}`);
  // PayPal batches still unsettled after 24 hours are read back.
  const paypal = await paypalCron(now).catch((error: unknown) => ({
    error: String(error),
  }));
  if (Object.keys(paypal).length)
    console.log(`paypal: ${JSON.stringify(paypal)}`);
  // After the billing events, so the run pays what they made available.
  const payouts = await prepareScheduledRun(cronMonth(now), now).catch(
    (error: unknown) => ({ message: `failed: ${String(error)}` }),
  );
  if (payouts) console.log(`payouts: ${payouts.message}`);
  // On the 1st, after the run: last month's summary to every payee who wants it.
  if (now.getUTCDate() === 1) {
    const summaries = await enqueueMonthlySummaries(now).catch(
      (error: unknown) => ({ error: String(error) }),
    );
    console.log(`monthly summaries: ${JSON.stringify(summaries)}`);
  }
  const sender = senderFromEnv(env);
  if (!sender) {
    console.log("outbox: no e-mail sender configured; messages stay pending");
    return;
  }
  ctx.waitUntil(
    deliverDueMessages(sender, { now }).then((report) =>
      console.log(`outbox via ${sender.name}: ${JSON.stringify(report)}`),
    ),
  );
}
