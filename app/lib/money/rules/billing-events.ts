/**
 * The billing-neutral events the ledger consumes (docs/ledger.md "Adapters").
 * A provider adapter (app/lib/money/paddle/paddle.ts) turns one signed provider
 * notification into one of these; nothing past the adapter knows which
 * provider sold the membership. Money is integer cents of `currency`.
 */

/** What happened to a charge after it was paid. */
export const ADJUSTMENT_ACTIONS = [
  "refund",
  "chargeback",
  "chargeback_reverse",
  "chargeback_warning",
  "chargeback_warning_reverse",
  "credit",
] as const;
export type AdjustmentAction = (typeof ADJUSTMENT_ACTIONS)[number];

/** Only `approved` adjustments move money; the others are kept as facts. */
export const ADJUSTMENT_STATUSES = [
  "pending_approval",
  "approved",
  "rejected",
  "reversed",
] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** A member (billing customer) and, when known, their e-mail address (hashed before storage). */
export interface CustomerFact {
  kind: "customer";
  customerId: string;
  email: string | null;
}

/** A completed (paid) charge. `netCents` = subtotal − discount, tax excluded. */
export interface ChargeFact {
  kind: "charge";
  chargeId: string;
  customerId: string;
  subscriptionId: string | null;
  /** How the charge was made (Paddle's `origin`: web, api, subscription_recurring, …). */
  origin: string | null;
  /** The prices of its items. */
  priceIds: string[];
  /** The start of the subscription billing period it pays for. */
  periodStart: string | null;
  /** When the member was charged: every clock of the rules runs from it. */
  billedAt: string;
  /** The Trust Code the checkout carried, as typed. */
  trustCode: string | null;
  /** Seat licences an RIA pays centrally earn nothing. */
  riaSeats: boolean;
  subtotalCents: number;
  discountCents: number;
  netCents: number;
  taxCents: number;
  currency: string;
}

/** A refund, chargeback, chargeback warning or one of their reversals. */
export interface AdjustmentFact {
  kind: "adjustment";
  adjustmentId: string;
  chargeId: string;
  customerId: string;
  action: AdjustmentAction;
  status: AdjustmentStatus;
  /** Refunded subtotal, tax excluded. */
  netCents: number;
  taxCents: number;
  currency: string;
}

/** A subscription ended: the lapse clock starts at `canceledAt`. */
export interface CancellationFact {
  kind: "cancellation";
  subscriptionId: string;
  customerId: string;
  canceledAt: string;
}

export type BillingFact =
  CustomerFact | ChargeFact | AdjustmentFact | CancellationFact;

/** The envelope every provider notification has, read before storage. */
export interface BillingEnvelope {
  eventId: string;
  eventType: string;
  occurredAt: string;
}

/** One notification as the ledger sees it: a fact, or a type it ignores. */
export type BillingEvent = BillingEnvelope &
  ({ fact: BillingFact } | { fact: null; ignoredBecause: string });

/**
 * What a provider adapter provides. A second provider (Stripe, Lemon
 * Squeezy) is one more module implementing this, plus its route.
 */
export interface BillingAdapter {
  provider: string;
  /** True when the notification's signature header proves it came from the provider. */
  verify(
    rawBody: string,
    signatureHeader: string | null,
    secret: string,
    nowMs: number,
  ): Promise<boolean>;
  /** The envelope, from a parsed body; null when it lacks one (answered 400). */
  envelope(body: unknown): BillingEnvelope | null;
  /** The neutral event, from the stored raw body. Throws BillingPayloadError when malformed. */
  toEvent(rawBody: string): BillingEvent;
}

/** A stored notification that no retry can fix (goes straight to `dead`). */
export class BillingPayloadError extends Error {}
