/**
 * Replay from the console (/admin/billing/<event>): the stored raw body is
 * processed again from the start. Harmless for an event already applied (the
 * rules append only what the ledger lacks); the way back for a dead one.
 */
import type { Admin } from "#app/lib/db/index.ts";
import {
  auditStatement,
  commit,
  type ActionResult,
} from "#app/lib/db/index.server.ts";
import {
  billingEventExists,
  replayStatement,
} from "#app/lib/money/store/billing-events.server.ts";
import { processBillingEvent } from "#app/lib/money/flows/process.server.ts";

export async function replayBillingEvent(
  eventId: string,
  admin: Admin,
  now = new Date(),
): Promise<ActionResult> {
  const [reset] = await commit([
    replayStatement(eventId),
    auditStatement(
      admin,
      "billing.replay",
      eventId,
      null,
      now.toISOString(),
      billingEventExists(eventId),
    ),
  ]);
  if (!reset!.meta.changes) return { ok: false, message: "No such event." };
  const outcome = await processBillingEvent(eventId, now);
  return {
    ok: outcome === "processed" || outcome === "ignored",
    message: `Replayed: ${outcome}.`,
  };
}
