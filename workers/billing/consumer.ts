import { processBillingEvent } from "#app/lib/money/index.server.ts";
import { isBillingMessage } from "./queue";

/**
 * queue() for `nirvana-billing`. Each message is one event id; the inbox row
 * records the outcome and its own retries (failed → retried by the cron with
 * backoff → dead), so a message is acknowledged once the row says what
 * happened. Only when even that cannot be written (D1 unreachable) is the
 * message retried by the queue, and after max_retries it goes to the
 * dead-letter queue while the row stays due for the cron sweep.
 */
export async function consumeBillingBatch(
  batch: MessageBatch<unknown>,
  _env: Env,
  _ctx?: ExecutionContext,
): Promise<void> {
  // Messages are independent events; two of one member settle through the
  // member's version guard (app/lib/money/store/member.server.ts).
  await Promise.all(
    batch.messages.map(async (message) => {
      if (!isBillingMessage(message.body)) {
        console.error(`billing message ${message.id} dropped: no event id`);
        message.ack();
        return;
      }
      try {
        await processBillingEvent(message.body.eventId, new Date());
        message.ack();
      } catch (error) {
        console.error(`billing: ${message.body.eventId} not processed`, error);
        message.retry();
      }
    }),
  );
}
