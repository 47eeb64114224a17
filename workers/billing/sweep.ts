import {
  dueBillingEvents,
  redactSettledCustomerBodies,
} from "#app/lib/money/index.server.ts";
import { processBillingEvent } from "#app/lib/money/index.server.ts";
import {
  BILLING_PERSONAL_BODY_RETENTION_MS,
  BILLING_SWEEP_BATCH,
  BILLING_SWEEP_GRACE_MS,
} from "#app/lib/policies.ts";

/**
 * The cron's share of billing (workers/scheduled.ts): every event still
 * `received` after the grace (its queue message was lost) and every `failed`
 * event whose backoff has passed is processed now. Nothing is lost when a
 * queue send fails. Settled customer bodies past their retention lose the
 * member's name and address (docs/privacy.md).
 */
export async function sweepBillingEvents(
  now: Date,
): Promise<Record<string, number>> {
  const due = await dueBillingEvents(
    now,
    new Date(now.getTime() - BILLING_SWEEP_GRACE_MS),
    BILLING_SWEEP_BATCH,
  );
  const outcomes: Record<string, number> = {};
  for (const eventId of due) {
    let outcome: string;
    try {
      outcome = await processBillingEvent(eventId, now);
    } catch (error) {
      outcome = "error";
      console.error(`billing sweep: ${eventId}`, error);
    }
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  outcomes.redactedBodies = await redactSettledCustomerBodies(
    new Date(now.getTime() - BILLING_PERSONAL_BODY_RETENTION_MS),
  );
  return outcomes;
}
