import { dueBillingEvents } from "../../app/lib/db/billing-events";
import { processBillingEvent } from "../../app/lib/ledger/process.server";
import {
  BILLING_SWEEP_BATCH,
  BILLING_SWEEP_GRACE_MS,
} from "../../app/lib/policies";

/**
 * The cron's share of billing (workers/scheduled.ts): every event still
 * `received` after the grace (its queue message was lost) and every `failed`
 * event whose backoff has passed is processed now. Nothing is lost when a
 * queue send fails.
 */
export async function sweepBillingEvents(
  now: Date,
): Promise<{ processed: number; failed: number }> {
  const due = await dueBillingEvents(
    now,
    new Date(now.getTime() - BILLING_SWEEP_GRACE_MS),
    BILLING_SWEEP_BATCH,
  );
  let failed = 0;
  for (const eventId of due) {
    try {
      await processBillingEvent(eventId, now);
    } catch (error) {
      failed++;
      console.error(`billing sweep: ${eventId}`, error);
    }
  }
  return { processed: due.length - failed, failed };
}
