/**
 * PayPal's documented request and response shapes for the Payouts API, as far
 * as the site reads them (docs/paypal-payouts.md): the OAuth token, a batch
 * created, a batch read back page by page, an error body, an item webhook and
 * the answer of verify-webhook-signature. Unknown fields are kept, never
 * required, so a richer answer from PayPal still parses.
 */
import { z } from "zod";

/** `POST /v1/oauth2/token` (client credentials). */
export const tokenResponse = z
  .object({
    access_token: z.string().min(1),
    token_type: z.string(),
    expires_in: z.number().int().nonnegative(),
  })
  .loose();

const link = z.object({ href: z.string(), rel: z.string().optional() }).loose();

/** `batch_header` of a created or read-back batch. */
const batchHeader = z
  .object({
    payout_batch_id: z.string().min(1),
    batch_status: z.string(),
    sender_batch_header: z
      .object({ sender_batch_id: z.string().optional() })
      .loose()
      .optional(),
  })
  .loose();

/** 201 of `POST /v1/payments/payouts`. */
export const createdBatch = z
  .object({ batch_header: batchHeader, links: z.array(link).optional() })
  .loose();

/** `errors` of an item, and an error answer's body (`name`, `message`, `details`, `links`). */
export const errorBody = z
  .object({
    name: z.string().optional(),
    message: z.string().optional(),
    details: z
      .array(
        z
          .object({
            field: z.string().optional(),
            issue: z.string().optional(),
          })
          .loose(),
      )
      .optional(),
    links: z.array(link).optional(),
  })
  .loose();

/** One item of `GET /v1/payments/payouts/<payout_batch_id>`. */
const batchItem = z
  .object({
    payout_item_id: z.string().optional(),
    transaction_status: z.string().optional(),
    payout_item: z.object({ sender_item_id: z.string().optional() }).loose(),
    errors: errorBody.nullish(),
  })
  .loose();

/** `GET /v1/payments/payouts/<payout_batch_id>?page=&page_size=&total_required=true`. */
export const batchPage = z
  .object({
    batch_header: batchHeader,
    items: z.array(batchItem).optional().default([]),
    total_items: z.number().int().optional(),
    total_pages: z.number().int().optional(),
    links: z.array(link).optional(),
  })
  .loose();

/** What every webhook notification carries beside its resource. */
const NOTIFICATION_HEAD = {
  id: z.string().min(1).max(200),
  event_type: z.string().min(1).max(100),
  create_time: z.iso.datetime({ offset: true }),
};

/** A `PAYMENT.PAYOUTS-ITEM.*` webhook notification. */
export const itemWebhook = z
  .object({
    ...NOTIFICATION_HEAD,
    resource: z
      .object({
        payout_item_id: z.string().optional(),
        payout_batch_id: z.string().optional(),
        transaction_status: z.string().optional(),
        payout_item: z
          .object({ sender_item_id: z.string().optional() })
          .loose()
          .optional(),
        errors: errorBody.nullish(),
      })
      .loose(),
  })
  .loose();

/** Answer of `POST /v1/notifications/verify-webhook-signature`. */
export const verifyResponse = z
  .object({ verification_status: z.string() })
  .loose();

export type BatchPage = z.infer<typeof batchPage>;

/** The stored fields of a notification (any event type), or null when it is not PayPal's shape. */
export function webhookEnvelope(body: unknown): {
  id: string;
  event_type: string;
  create_time: string;
  sender_item_id: string | null;
} | null {
  const envelope = z
    .object({
      ...NOTIFICATION_HEAD,
      resource: z
        .object({
          payout_item: z
            .object({ sender_item_id: z.string().max(100).optional() })
            .loose()
            .optional(),
        })
        .loose()
        .optional(),
    })
    .loose()
    .safeParse(body);
  if (!envelope.success) return null;
  return {
    id: envelope.data.id,
    event_type: envelope.data.event_type,
    create_time: envelope.data.create_time,
    sender_item_id: envelope.data.resource?.payout_item?.sender_item_id ?? null,
  };
}
