/**
 * Billing facts in D1 (migrations/0017): each upsert keeps the newest
 * version by (occurred_at, event_id), so events applied in any order, or
 * twice, leave the same rows. E-mail addresses are stored only as a keyed
 * hash of the normalised address (docs/privacy.md "Programme ledger"); a
 * body whose address was blanked by retention keeps the hash already known.
 */
import { env } from "cloudflare:workers";
import type {
  BillingEnvelope,
  BillingFact,
} from "#app/lib/money/rules/billing-events.ts";
import { suppressionHash } from "#app/lib/identity/index.ts";
import type { AdjustmentRow } from "#app/lib/money/rules/types.ts";

/** The keyed hash a customer's and a holder's addresses are compared under. */
export function emailHash(address: string): Promise<string> {
  return suppressionHash(address, env.SUPPRESSION_HMAC_KEY);
}

/** Newer wins; equal times are settled by event id so every order ends alike. */
const NEWER = (table: string) =>
  `WHERE (excluded.occurred_at, excluded.event_id) > (${table}.occurred_at, ${table}.event_id)`;

export async function upsertFactStatements(
  fact: BillingFact,
  envelope: BillingEnvelope,
): Promise<D1PreparedStatement[]> {
  const { occurredAt, eventId } = envelope;
  switch (fact.kind) {
    case "customer": {
      const hash = fact.email ? await emailHash(fact.email) : null;
      // Every address is kept by its time, so self-referral is decided at the lock.
      const history = hash
        ? [
            env.DB.prepare(
              `INSERT OR IGNORE INTO billing_customer_emails (customer_id, event_id, email_hash, occurred_at)
               VALUES (?1, ?2, ?3, ?4)`,
            ).bind(fact.customerId, eventId, hash, occurredAt),
          ]
        : [];
      const customer = env.DB.prepare(
        `INSERT INTO billing_customers (customer_id, email_hash, occurred_at, event_id)
         VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (customer_id) DO UPDATE
           SET email_hash = COALESCE(excluded.email_hash, billing_customers.email_hash),
           occurred_at = excluded.occurred_at, event_id = excluded.event_id
         ${NEWER("billing_customers")}`,
      ).bind(fact.customerId, hash, occurredAt, eventId);
      return [customer, ...history];
    }
    case "charge":
      return [
        env.DB.prepare(
          `INSERT INTO billing_charges (charge_id, customer_id, subscription_id, billed_at,
           trust_code, ria_seats, net_cents, tax_cents, currency, occurred_at, event_id,
           origin, price_ids, period_start)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
         ON CONFLICT (charge_id) DO UPDATE SET customer_id = excluded.customer_id,
           origin = excluded.origin, price_ids = excluded.price_ids,
           period_start = excluded.period_start,
           subscription_id = excluded.subscription_id, billed_at = excluded.billed_at,
           trust_code = excluded.trust_code, ria_seats = excluded.ria_seats,
           net_cents = excluded.net_cents, tax_cents = excluded.tax_cents,
           currency = excluded.currency, occurred_at = excluded.occurred_at,
           event_id = excluded.event_id
         ${NEWER("billing_charges")}`,
        ).bind(
          fact.chargeId,
          fact.customerId,
          fact.subscriptionId,
          fact.billedAt,
          fact.trustCode,
          fact.riaSeats ? 1 : 0,
          fact.netCents,
          fact.taxCents,
          fact.currency,
          occurredAt,
          eventId,
          fact.origin,
          JSON.stringify(fact.priceIds),
          fact.periodStart,
        ),
      ];
    case "adjustment":
      return [
        env.DB.prepare(
          `INSERT INTO billing_adjustments (adjustment_id, charge_id, customer_id, action, status,
           net_cents, tax_cents, currency, occurred_at, event_id)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
         ON CONFLICT (adjustment_id) DO UPDATE SET charge_id = excluded.charge_id,
           customer_id = excluded.customer_id, action = excluded.action,
           status = excluded.status, net_cents = excluded.net_cents,
           tax_cents = excluded.tax_cents, currency = excluded.currency,
           occurred_at = excluded.occurred_at, event_id = excluded.event_id
         ${NEWER("billing_adjustments")}`,
        ).bind(
          fact.adjustmentId,
          fact.chargeId,
          fact.customerId,
          fact.action,
          fact.status,
          fact.netCents,
          fact.taxCents,
          fact.currency,
          occurredAt,
          eventId,
        ),
      ];
    case "cancellation":
      return [
        env.DB.prepare(
          `INSERT INTO billing_cancellations (subscription_id, customer_id, canceled_at, occurred_at, event_id)
         VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (subscription_id) DO UPDATE SET customer_id = excluded.customer_id,
           canceled_at = excluded.canceled_at, occurred_at = excluded.occurred_at,
           event_id = excluded.event_id
         ${NEWER("billing_cancellations")}`,
        ).bind(
          fact.subscriptionId,
          fact.customerId,
          fact.canceledAt,
          occurredAt,
          eventId,
        ),
      ];
  }
}

/** The member a fact concerns. */
export function factCustomer(fact: BillingFact): string {
  return fact.customerId;
}

/** A charge as stored and all its adjustments: what the rules count of them (rules/amounts.ts). */
export async function chargeWithAdjustments(chargeId: string): Promise<{
  charge: { net_cents: number; currency: string } | null;
  adjustments: AdjustmentRow[];
}> {
  const [charge, adjustments] = await env.DB.batch([
    env.DB.prepare(
      "SELECT net_cents, currency FROM billing_charges WHERE charge_id = ?1",
    ).bind(chargeId),
    env.DB.prepare(
      `SELECT adjustment_id, charge_id, action, status, net_cents, currency, occurred_at
       FROM billing_adjustments WHERE charge_id = ?1`,
    ).bind(chargeId),
  ]);
  return {
    charge:
      (charge!.results[0] as
        { net_cents: number; currency: string } | undefined) ?? null,
    adjustments: adjustments!.results as unknown as AdjustmentRow[],
  };
}
