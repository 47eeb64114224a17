/**
 * The billing queue (wrangler.toml `nirvana-billing`): one message per stored
 * event id, sent after the answer. Losing a send loses nothing: the inbox row
 * stays `received` and the cron sweep processes it (workers/billing/sweep.ts).
 */
export interface BillingMessage {
  eventId: string;
}

export async function enqueueBillingEvent(
  env: Env,
  eventId: string,
): Promise<void> {
  try {
    await env.BILLING_EVENTS.send({ eventId } satisfies BillingMessage);
  } catch (error) {
    console.error(
      `billing: queue send failed for ${eventId}; the cron sweep will process it`,
      error,
    );
  }
}

export function isBillingMessage(body: unknown): body is BillingMessage {
  return (
    typeof body === "object" &&
    body !== null &&
    typeof (body as BillingMessage).eventId === "string"
  );
}
