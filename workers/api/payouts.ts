import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { readCappedText } from "#app/lib/platform/index.ts";
import { MAX_BILLING_BODY_BYTES } from "#app/lib/policies.ts";
import {
  PaypalClient,
  paypalConfig,
  paypalNoticeEmail,
  processWebhookEvent,
  storeWebhookEvent,
  webhookEnvelope,
} from "#app/lib/money/index.server.ts";
import { apiError } from "./errors";

/**
 * The PayPal webhook destination (docs/paypal-payouts.md "Webhook"): every
 * notification is checked through PayPal's verify-webhook-signature before
 * anything is stored; a verified one is stored once by its id, then applied
 * to its payout line. Anything that does not verify answers 401 and leaves
 * no trace.
 */
export const payouts = new Hono<{ Bindings: Env }>();

// Settings are read from the module env (as the app's code does), so a test
// can switch the rail on and off between requests.

payouts.post("/paypal", async (c) => {
  const config = paypalConfig(env);
  if (!config?.webhookId)
    return apiError(c, 503, "PayPal notifications are not configured.");
  const body = await readCappedText(c.req.raw, MAX_BILLING_BODY_BYTES);
  if ("refused" in body)
    return body.refused === "too large"
      ? apiError(c, 413, "Request body is too large.")
      : apiError(c, 401, "Notification could not be verified.");
  const raw = body.text;
  let envelope: ReturnType<typeof webhookEnvelope>;
  try {
    envelope = webhookEnvelope(JSON.parse(raw));
  } catch {
    envelope = null;
  }
  // Not PayPal's shape: nothing PayPal would vouch for; refused like a forgery.
  if (!envelope) return apiError(c, 401, "Notification could not be verified.");
  const client = new PaypalClient(config, { attempts: 2, backoffMs: 200 });
  let verified = false;
  try {
    verified = await client.verifyWebhook(c.req.raw.headers, raw);
  } catch (error) {
    console.error("paypal webhook: verification call failed", error);
  }
  if (!verified) return apiError(c, 401, "Notification could not be verified.");
  const now = new Date();
  const stored = await storeWebhookEvent(envelope, raw, now.toISOString());
  if (stored) {
    // Stored first: if this stops halfway, the cron finishes it (outcome NULL).
    try {
      await processWebhookEvent(
        envelope.id,
        raw,
        paypalNoticeEmail(new URL(c.req.url).host),
        now,
      );
    } catch (error) {
      console.error(`paypal webhook ${envelope.id}: processing failed`, error);
    }
  }
  return c.json({ success: true, id: envelope.id, duplicate: !stored });
});
