import { sweepPersonalData } from "../app/lib/db/retention";
import { deliverDueMessages } from "../app/lib/db/outbox";
import { senderFromEnv } from "./email/sender";
import { sweepBillingEvents } from "./billing/sweep";

/**
 * Cron Trigger (wrangler.toml [triggers]): enforces the retention policy
 * (docs/privacy.md), processes due billing events (workers/billing/sweep.ts),
 * then sends due outbox e-mails. With no sender configured
 * the messages stay pending, readable in /admin/outbox.
 */
export async function scheduled(
  controller: ScheduledController,
  env: Env,
  ctx: ExecutionContext,
): Promise<void> {
  const now = new Date(controller.scheduledTime);
  const swept = await sweepPersonalData(now);
  console.log(`retention: ${JSON.stringify(swept)}`);
  // Billing events the queue did not carry, and failed ones whose backoff passed.
  const billing = await sweepBillingEvents(now).catch((error: unknown) => ({
    error: String(error),
  }));
  console.log(`billing: ${JSON.stringify(billing)}`);
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
