/**
 * The Paddle Billing adapter (docs/ledger.md "Adapters"): checks the
 * `Paddle-Signature` header and maps a notification's raw body to a
 * billing-neutral event (app/lib/money/rules/billing-events.ts). The only module that
 * knows Paddle's field names.
 */
import { z } from "zod";
import { BILLING_SIGNATURE_TOLERANCE_S } from "#app/lib/policies.ts";
import { hmacSha256 } from "#app/lib/platform/index.ts";
import {
  ADJUSTMENT_ACTIONS,
  ADJUSTMENT_STATUSES,
  BillingPayloadError,
  type BillingAdapter,
  type BillingEnvelope,
  type BillingEvent,
  type BillingFact,
} from "#app/lib/money/rules/billing-events.ts";

/**
 * At most this many h1 values in one header: a secret rotation needs two;
 * more only make an unauthenticated request cost more to check.
 */
export const MAX_SIGNATURE_H1 = 4;

/** `ts=<unix seconds>;h1=<hex>[;h1=<hex>…]` (several h1 during a secret rotation). */
export function parseSignatureHeader(
  header: string | null,
): { ts: number; h1: string[] } | null {
  if (!header) return null;
  let ts: number | null = null;
  const h1: string[] = [];
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === "ts" && /^\d{1,12}$/.test(value)) ts = Number(value);
    else if (key === "h1" && /^[0-9a-f]{64}$/i.test(value))
      h1.push(value.toLowerCase());
  }
  return ts === null || h1.length === 0 || h1.length > MAX_SIGNATURE_H1
    ? null
    : { ts, h1 };
}

/** The timestamp alone is within the tolerance (checked before the body is read). */
export function freshTimestamp(ts: number, nowMs: number): boolean {
  return Math.abs(nowMs / 1000 - ts) <= BILLING_SIGNATURE_TOLERANCE_S;
}

const hexBytes = (hex: string) =>
  Uint8Array.from(hex.match(/../g)!, (b) => parseInt(b, 16));

/**
 * True when some h1 is the HMAC-SHA256 of `<ts>:<raw body>` under `secret`
 * and ts is fresh. The HMAC is computed once per request, whatever the
 * number of h1 values, and each is compared with it in constant time.
 */
export async function verifyPaddleSignature(
  rawBody: string,
  header: string | null,
  secret: string,
  nowMs: number,
): Promise<boolean> {
  const parsed = parseSignatureHeader(header);
  if (!parsed || !secret || !freshTimestamp(parsed.ts, nowMs)) return false;
  const expected = await hmacSha256(secret, `${parsed.ts}:${rawBody}`);
  let ok = false;
  // Every candidate is compared in full, so timing does not reveal which one matched.
  for (const h1 of parsed.h1) {
    const given = hexBytes(h1);
    let diff = 0;
    for (let i = 0; i < expected.length; i++) diff |= expected[i]! ^ given[i]!;
    ok = ok || diff === 0;
  }
  return ok;
}

const envelopeSchema = z.object({
  event_id: z.string().min(1).max(200),
  event_type: z.string().min(1).max(100),
  occurred_at: z.iso.datetime({ offset: true }),
});

/** Paddle amounts are strings of minor units ("59900"). */
const cents = z
  .string()
  .regex(/^-?\d{1,15}$/)
  .transform(Number);
const currency = z.string().regex(/^[A-Z]{3}$/);
const instant = z.iso.datetime({ offset: true });

const customerData = z.object({
  id: z.string().min(1),
  email: z.string().nullish(),
});

const transactionData = z.object({
  id: z.string().min(1),
  customer_id: z.string().min(1),
  subscription_id: z.string().nullish(),
  origin: z.string().max(100).nullish(),
  items: z
    .array(
      z
        .object({ price: z.object({ id: z.string().max(200) }).nullish() })
        .loose(),
    )
    .max(100)
    .nullish(),
  billing_period: z.object({ starts_at: instant }).loose().nullish(),
  billed_at: instant,
  custom_data: z
    .object({
      trust_code: z.unknown().optional(),
      ria_seats: z.unknown().optional(),
    })
    .loose()
    .nullish(),
  details: z.object({
    payout_totals: z.object({
      subtotal: cents,
      discount: cents.optional().default(0),
      tax: cents,
      currency_code: currency,
    }),
  }),
});

const adjustmentData = z.object({
  id: z.string().min(1),
  transaction_id: z.string().min(1),
  customer_id: z.string().min(1),
  action: z.enum(ADJUSTMENT_ACTIONS),
  status: z.enum(ADJUSTMENT_STATUSES),
  payout_totals: z.object({
    subtotal: cents,
    tax: cents,
    currency_code: currency,
  }),
});

const subscriptionCanceledData = z.object({
  id: z.string().min(1),
  customer_id: z.string().min(1),
  canceled_at: instant,
});

/** A typed code travels as a string; anything else is no code. */
const codeText = (value: unknown) =>
  typeof value === "string" && value.trim() ? value.trim() : null;

function mapFact(eventType: string, data: unknown): BillingFact | null {
  switch (eventType) {
    case "customer.created":
    case "customer.updated": {
      const d = customerData.parse(data);
      return { kind: "customer", customerId: d.id, email: d.email ?? null };
    }
    case "transaction.completed": {
      const d = transactionData.parse(data);
      const t = d.details.payout_totals;
      return {
        kind: "charge",
        chargeId: d.id,
        customerId: d.customer_id,
        subscriptionId: d.subscription_id ?? null,
        origin: d.origin ?? null,
        priceIds: (d.items ?? []).flatMap((i) => (i.price ? [i.price.id] : [])),
        periodStart: d.billing_period
          ? new Date(d.billing_period.starts_at).toISOString()
          : null,
        billedAt: new Date(d.billed_at).toISOString(),
        trustCode: codeText(d.custom_data?.trust_code),
        riaSeats:
          d.custom_data?.ria_seats === true ||
          d.custom_data?.ria_seats === "true",
        subtotalCents: t.subtotal,
        discountCents: t.discount,
        netCents: t.subtotal - t.discount,
        taxCents: t.tax,
        currency: t.currency_code,
      };
    }
    case "adjustment.created":
    case "adjustment.updated": {
      const d = adjustmentData.parse(data);
      return {
        kind: "adjustment",
        adjustmentId: d.id,
        chargeId: d.transaction_id,
        customerId: d.customer_id,
        action: d.action,
        status: d.status,
        netCents: d.payout_totals.subtotal,
        taxCents: d.payout_totals.tax,
        currency: d.payout_totals.currency_code,
      };
    }
    case "subscription.canceled": {
      const d = subscriptionCanceledData.parse(data);
      return {
        kind: "cancellation",
        subscriptionId: d.id,
        customerId: d.customer_id,
        canceledAt: new Date(d.canceled_at).toISOString(),
      };
    }
    default:
      return null;
  }
}

function toEvent(rawBody: string): BillingEvent {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new BillingPayloadError("body is not JSON");
  }
  const env = paddleAdapter.envelope(body);
  if (!env) throw new BillingPayloadError("no event envelope");
  const data = (body as { data?: unknown }).data;
  let fact: BillingFact | null;
  try {
    fact = mapFact(env.eventType, data);
  } catch (error) {
    if (error instanceof z.ZodError)
      throw new BillingPayloadError(
        `${env.eventType}: ${error.issues
          .map((i) => `${i.path.join(".")} ${i.message}`)
          .join("; ")}`.slice(0, 500),
      );
    throw error;
  }
  return fact
    ? { ...env, fact }
    : { ...env, fact: null, ignoredBecause: `${env.eventType} is not read` };
}

export const paddleAdapter: BillingAdapter = {
  provider: "paddle",
  verify: verifyPaddleSignature,
  envelope(body: unknown): BillingEnvelope | null {
    const parsed = envelopeSchema.safeParse(body);
    if (!parsed.success) return null;
    return {
      eventId: parsed.data.event_id,
      eventType: parsed.data.event_type,
      occurredAt: new Date(parsed.data.occurred_at).toISOString(),
    };
  },
  toEvent,
};
