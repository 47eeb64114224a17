import { deliverDueMessages } from "../app/lib/db/outbox";
import { senderFromEnv } from "./email/sender";

/**
 * Cron Trigger (wrangler.toml [triggers]): sends due outbox e-mails. With no
 * sender configured the messages stay pending, readable in /admin/outbox.
 */
export async function scheduled(
  _controller: ScheduledController,
  env: Env,
  ctx: ExecutionContext,
): Promise<void> {
  const sender = senderFromEnv(env);
  if (!sender) {
    console.log("outbox: no e-mail sender configured; messages stay pending");
    return;
  }
  ctx.waitUntil(
    deliverDueMessages(sender).then((report) =>
      console.log(`outbox via ${sender.name}: ${JSON.stringify(report)}`),
    ),
  );
}
