/**
 * Processing one stored billing event (docs/ledger.md "Processing"): map the
 * raw body with its provider's adapter, upsert the fact, re-derive the
 * member's commissions from all their facts and append what the ledger
 * lacks, then record the outcome. Safe to run twice or concurrently.
 */
import {
  BillingPayloadError,
  type BillingAdapter,
  type BillingEvent,
} from "../rules/billing-events";
import { paddleAdapter } from "../paddle/paddle";
import {
  getBillingEvent,
  markFailed,
  markOutcomeStatement,
} from "../store/billing-events.server";
import { factCustomer, upsertFactStatement } from "../store/facts.server";
import { rederiveMember } from "../store/member.server";

/** One adapter per provider; a new provider is one more entry (docs/ledger.md "Adapters"). */
const ADAPTERS: Record<string, BillingAdapter> = {
  [paddleAdapter.provider]: paddleAdapter,
};

export type ProcessOutcome =
  "processed" | "ignored" | "failed" | "dead" | "skipped";

export async function processBillingEvent(
  eventId: string,
  now: Date,
): Promise<ProcessOutcome> {
  const row = await getBillingEvent(eventId);
  if (!row || !["received", "failed"].includes(row.status)) return "skipped";
  const adapter = ADAPTERS[row.provider];
  let event: BillingEvent;
  try {
    if (!adapter)
      throw new BillingPayloadError(`no adapter for ${row.provider}`);
    event = adapter.toEvent(row.raw_body);
  } catch (error) {
    if (error instanceof BillingPayloadError)
      return markFailed(eventId, error.message, now, true);
    throw error;
  }
  try {
    if (!event.fact) {
      await markOutcomeStatement(
        eventId,
        "ignored",
        now,
        event.ignoredBecause,
      ).run();
      return "ignored";
    }
    await (await upsertFactStatement(event.fact, event)).run();
    await rederiveMember(factCustomer(event.fact), {
      causeEventId: eventId,
      now,
      alongside: [markOutcomeStatement(eventId, "processed", now)],
    });
    return "processed";
  } catch (error) {
    console.error(`billing: ${eventId} failed`, error);
    return markFailed(eventId, String(error), now);
  }
}
