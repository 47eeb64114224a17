/**
 * Paddle Billing notifications as Paddle sends them (shapes of Paddle's
 * documented payloads, trimmed to what a real one always carries), signed the
 * way Paddle signs: `Paddle-Signature: ts=<unix s>;h1=<hex HMAC-SHA256 of
 * "<ts>:<raw body>">`. Pure: worker tests, e2e and the bench all use it.
 */

/** The secret the worker tests' pool and the e2e server are given (vitest.config.ts, playwright.config.ts). */
export const TEST_PADDLE_SECRET = "pdl_ntfset_test_secret";
export const TEST_BILLING_TOKEN = "test-billing-api-token";

let serial = 0;
/** Paddle-like ids: a prefix and 26 lower-case base32 characters, unique per call. */
export function paddleId(prefix: string): string {
  const alphabet = "0123456789abcdefghjkmnpqrstvwxyz";
  let tail = "";
  let n = Date.now() * 1000 + (serial++ % 1000);
  for (let i = 0; i < 10; i++) {
    tail = alphabet[n % 32]! + tail;
    n = Math.floor(n / 32);
  }
  for (let i = 0; i < 16; i++)
    tail += alphabet[Math.floor(Math.random() * 32)]!;
  return `${prefix}_01${tail.slice(0, 24)}`;
}

export interface PaddleNotification {
  event_id: string;
  event_type: string;
  occurred_at: string;
  notification_id: string;
  data: Record<string, unknown>;
}

export function notification(
  eventType: string,
  data: Record<string, unknown>,
  { eventId = paddleId("evt"), occurredAt = new Date().toISOString() } = {},
): PaddleNotification {
  return {
    event_id: eventId,
    event_type: eventType,
    occurred_at: occurredAt,
    notification_id: paddleId("ntf"),
    data,
  };
}

export function customerEvent(
  type: "customer.created" | "customer.updated",
  { id, email }: { id: string; email: string },
  options: { eventId?: string; occurredAt?: string } = {},
) {
  return notification(
    type,
    {
      id,
      name: "Sam Member",
      email,
      locale: "en",
      status: "active",
      custom_data: null,
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: options.occurredAt ?? "2026-01-01T00:00:00.000Z",
      marketing_consent: false,
      import_meta: null,
    },
    options,
  );
}

export interface ChargeSpec {
  id?: string;
  customerId: string;
  /** Default: the customer's one subscription; null: a charge outside any subscription. */
  subscriptionId?: string | null;
  /** Paddle's `origin`; default `web`, or `subscription_recurring` when a subscription id is given. */
  origin?: string;
  /** The items' price ids; default the membership price. */
  priceIds?: string[];
  /** `billing_period.starts_at`; default `billedAt` (each charge its own period). */
  periodStart?: string;
  billedAt: string;
  trustCode?: string | null;
  /** custom_data.campaign, as the subscriber app passes nir_campaign. */
  campaign?: string;
  riaSeats?: boolean;
  /** Cents, before discount and tax. */
  subtotal: number;
  discount?: number;
  tax?: number;
  currency?: string;
}

/** The membership price the fixtures sell (PADDLE_MEMBERSHIP_PRICE_IDS in tests that set it). */
export const MEMBERSHIP_PRICE_ID = "pri_01nirvanamembershipyearly0";

/** The subscription a customer's charges belong to when a test names none. */
export const defaultSubscriptionId = (customerId: string) =>
  `sub_${customerId.replace(/^ctm_/, "")}`;

const nextYear = (iso: string) => {
  const d = new Date(iso);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString();
};

/** transaction.completed: the charge; payout_totals are strings of minor units. */
export function transactionCompleted(
  spec: ChargeSpec,
  options: { eventId?: string; occurredAt?: string } = {},
) {
  const currency = spec.currency ?? "USD";
  const discount = spec.discount ?? 0;
  const tax = spec.tax ?? 0;
  const total = spec.subtotal - discount + tax;
  const totals = {
    fee: String(Math.round(total * 0.05)),
    tax: String(tax),
    total: String(total),
    credit: "0",
    credit_to_balance: "0",
    balance: "0",
    discount: String(discount),
    earnings: String(total - tax - Math.round(total * 0.05)),
    subtotal: String(spec.subtotal),
    grand_total: String(total),
    currency_code: currency,
  };
  const customData: Record<string, unknown> = {};
  if (spec.trustCode !== undefined && spec.trustCode !== null)
    customData.trust_code = spec.trustCode;
  if (spec.riaSeats) customData.ria_seats = true;
  if (spec.campaign !== undefined) customData.campaign = spec.campaign;
  const subscriptionId =
    spec.subscriptionId === undefined
      ? defaultSubscriptionId(spec.customerId)
      : spec.subscriptionId;
  const origin =
    spec.origin ?? (spec.subscriptionId ? "subscription_recurring" : "web");
  const periodStart = spec.periodStart ?? spec.billedAt;
  return notification(
    "transaction.completed",
    {
      id: spec.id ?? paddleId("txn"),
      status: "completed",
      customer_id: spec.customerId,
      address_id: paddleId("add"),
      business_id: null,
      custom_data: Object.keys(customData).length ? customData : null,
      currency_code: currency,
      origin,
      subscription_id: subscriptionId,
      invoice_id: null,
      invoice_number: null,
      collection_mode: "automatic",
      discount_id: discount ? paddleId("dsc") : null,
      billing_details: null,
      billing_period: subscriptionId
        ? { starts_at: periodStart, ends_at: nextYear(periodStart) }
        : null,
      items: (spec.priceIds ?? [MEMBERSHIP_PRICE_ID]).map((priceId) => ({
        price: {
          id: priceId,
          product_id: "pro_01nirvanamembership000000",
          description: "Nirvana membership (yearly)",
          unit_price: {
            amount: String(spec.subtotal),
            currency_code: currency,
          },
          billing_cycle: { interval: "year", frequency: 1 },
          tax_mode: "account_setting",
        },
        quantity: 1,
      })),
      details: {
        totals,
        payout_totals: totals,
        adjusted_totals: totals,
        line_items: [],
      },
      payments: [],
      checkout: { url: null },
      created_at: spec.billedAt,
      updated_at: spec.billedAt,
      billed_at: spec.billedAt,
    },
    { occurredAt: spec.billedAt, ...options },
  );
}

export type AdjustmentAction =
  | "refund"
  | "chargeback"
  | "chargeback_reverse"
  | "chargeback_warning"
  | "chargeback_warning_reverse"
  | "credit";
export type AdjustmentStatus =
  "pending_approval" | "approved" | "rejected" | "reversed";

export interface AdjustmentSpec {
  id?: string;
  transactionId: string;
  customerId: string;
  subscriptionId?: string | null;
  action: AdjustmentAction;
  status: AdjustmentStatus;
  /** Refunded cents before tax. */
  subtotal: number;
  tax?: number;
  currency?: string;
}

export function adjustmentEvent(
  type: "adjustment.created" | "adjustment.updated",
  spec: AdjustmentSpec,
  options: { eventId?: string; occurredAt?: string } = {},
) {
  const currency = spec.currency ?? "USD";
  const tax = spec.tax ?? 0;
  const totals = {
    fee: "0",
    tax: String(tax),
    total: String(spec.subtotal + tax),
    earnings: String(spec.subtotal),
    subtotal: String(spec.subtotal),
    currency_code: currency,
  };
  return notification(
    type,
    {
      id: spec.id ?? paddleId("adj"),
      action: spec.action,
      type: "full",
      reason: "error",
      status: spec.status,
      items: [],
      totals,
      payout_totals: { ...totals, chargeback_fee: null },
      currency_code: currency,
      customer_id: spec.customerId,
      transaction_id: spec.transactionId,
      subscription_id: spec.subscriptionId ?? null,
      credit_applied_to_balance: null,
      created_at: options.occurredAt ?? new Date().toISOString(),
      updated_at: options.occurredAt ?? new Date().toISOString(),
    },
    options,
  );
}

export function subscriptionCanceled(
  {
    id,
    customerId,
    canceledAt,
  }: { id: string; customerId: string; canceledAt: string },
  options: { eventId?: string; occurredAt?: string } = {},
) {
  return notification(
    "subscription.canceled",
    {
      id,
      status: "canceled",
      customer_id: customerId,
      address_id: paddleId("add"),
      business_id: null,
      currency_code: "USD",
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: canceledAt,
      started_at: "2026-01-01T00:00:00.000Z",
      first_billed_at: "2026-01-01T00:00:00.000Z",
      next_billed_at: null,
      paused_at: null,
      canceled_at: canceledAt,
      collection_mode: "automatic",
      billing_details: null,
      current_billing_period: null,
      billing_cycle: { interval: "year", frequency: 1 },
      scheduled_change: null,
      items: [],
      custom_data: null,
      discount: null,
    },
    { occurredAt: canceledAt, ...options },
  );
}

const enc = new TextEncoder();

/** `Paddle-Signature` for `rawBody`, as Paddle computes it (several secrets → several h1). */
export async function paddleSignature(
  rawBody: string,
  {
    secrets = [TEST_PADDLE_SECRET],
    ts = Math.floor(Date.now() / 1000),
  }: { secrets?: string[]; ts?: number } = {},
): Promise<string> {
  const parts = [`ts=${ts}`];
  for (const secret of secrets) {
    const key = await crypto.subtle.importKey(
      "raw",
      enc.encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const mac = await crypto.subtle.sign(
      "HMAC",
      key,
      enc.encode(`${ts}:${rawBody}`),
    );
    parts.push(
      `h1=${[...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("")}`,
    );
  }
  return parts.join(";");
}
