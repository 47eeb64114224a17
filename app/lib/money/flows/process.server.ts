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
} from "#app/lib/money/rules/billing-events.ts";
import { paddleAdapter } from "#app/lib/money/paddle/paddle.ts";
import {
  getBillingEvent,
  markFailed,
  markDeadStatement,
  envelopeOnlyStatement,
  markOutcomeStatement,
} from "#app/lib/money/store/billing-events.server.ts";
import { env } from "cloudflare:workers";
import { commit } from "#app/lib/db/index.server.ts";
import {
  chargeWithAdjustments,
  factCustomer,
  upsertFactStatements,
} from "#app/lib/money/store/facts.server.ts";
import { rederiveMember } from "#app/lib/money/store/member.server.ts";
import {
  adjustmentAmountProblem,
  chargeAmountProblem,
  uncountedReason,
} from "#app/lib/money/rules/amounts.ts";
import type { RuleContext } from "#app/lib/money/rules/desired.ts";
import type { BillingFact } from "#app/lib/money/rules/billing-events.ts";
import {
  isRiaSeatCharge,
  parsePriceIds,
  type PriceLists,
} from "#app/lib/money/rules/membership.ts";
import { MEMBERSHIP_PRICE_CENTS } from "#app/lib/money/terms/programme-terms.ts";

/** One adapter per provider; a new provider is one more entry (docs/ledger.md "Adapters"). */
const ADAPTERS: Record<string, BillingAdapter> = {
  [paddleAdapter.provider]: paddleAdapter,
};

export type ProcessOutcome =
  "processed" | "ignored" | "failed" | "dead" | "skipped";

/** The operator's price lists (README.md "Configuration"). */
export function priceLists(): PriceLists {
  return {
    membership: parsePriceIds(env.PADDLE_MEMBERSHIP_PRICE_IDS),
    ria: parsePriceIds(env.PADDLE_RIA_SEAT_PRICE_IDS),
  };
}

/** Why the fact's own amounts may not reach a balance (docs/ledger.md "Amounts are checked"), or null. */
function amountProblem(fact: BillingFact, prices: PriceLists): string | null {
  if (fact.kind === "charge")
    return chargeAmountProblem(
      {
        subtotalCents: fact.subtotalCents,
        discountCents: fact.discountCents,
        taxCents: fact.taxCents,
        riaSeats: isRiaSeatCharge(
          {
            subscription_id: fact.subscriptionId,
            origin: fact.origin,
            price_ids: fact.priceIds,
            ria_seats: fact.riaSeats,
          },
          prices,
        ),
      },
      MEMBERSHIP_PRICE_CENTS,
    );
  if (fact.kind === "adjustment") return adjustmentAmountProblem(fact);
  return null;
}

/**
 * `context` sets other terms or price lists than the programme's (tests);
 * by default the dated terms and the configured price lists apply.
 */
export async function processBillingEvent(
  eventId: string,
  now: Date,
  context: RuleContext = {},
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
      await commit([
        markOutcomeStatement(eventId, "ignored", now, event.ignoredBecause),
        envelopeOnlyStatement(eventId),
      ]);
      return "ignored";
    }
    const rules = {
      terms: context.terms,
      prices: context.prices ?? priceLists(),
    };
    // Invalid money is dead at once, with its reason, and changes nothing.
    const problem = amountProblem(event.fact, rules.prices);
    if (problem) return markFailed(eventId, problem, now, true);
    await commit(await upsertFactStatements(event.fact, event));
    // An adjustment is kept as a fact, but the rules count none in another
    // currency and no refund past the net, whatever the order: its event is
    // dead with the reason (the rules decide from all of the charge's facts).
    let uncounted: string | null = null;
    if (event.fact.kind === "adjustment") {
      const { charge, adjustments } = await chargeWithAdjustments(
        event.fact.chargeId,
      );
      uncounted = uncountedReason(event.fact.adjustmentId, adjustments, charge);
    }
    await rederiveMember(factCustomer(event.fact), {
      causeEventId: eventId,
      now,
      rules,
      alongside: [
        uncounted
          ? markDeadStatement(eventId, uncounted, now)
          : markOutcomeStatement(eventId, "processed", now),
      ],
    });
    return uncounted ? "dead" : "processed";
  } catch (error) {
    console.error(`billing: ${eventId} failed`, error);
    return markFailed(eventId, String(error), now);
  }
}
