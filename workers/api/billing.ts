import { Hono, type Context } from "hono";
import { secretsEqual } from "#app/lib/money/index.server.ts";
import {
  freshTimestamp,
  paddleAdapter,
  parseSignatureHeader,
} from "#app/lib/money/index.server.ts";
import {
  BodyTooLargeError,
  readCappedBody,
  readCappedText,
} from "#app/lib/platform/index.ts";
import { storeBillingEvent } from "#app/lib/money/index.server.ts";
import { checkCheckoutCode } from "#app/lib/money/index.server.ts";
import {
  MAX_BILLING_BODY_BYTES,
  MAX_JSON_BODY_BYTES,
} from "#app/lib/policies.ts";
import { enqueueBillingEvent } from "../billing/queue";
import { apiError } from "./errors";

/**
 * Billing endpoints (docs/api.md "Billing"): the Paddle notification
 * destination and the subscriber app's code check at checkout.
 */
export const billing = new Hono<{ Bindings: Env }>();

const utf8 = new TextDecoder("utf-8", { fatal: true });

const unauthorized = (c: Context) =>
  apiError(c, 401, "Signature missing, stale or invalid.");

/**
 * Order matters: a declared oversize body is refused unread; the signature
 * header (and its timestamp) is checked before the body is read; the HMAC
 * before the body is parsed; the event is stored before the answer, and
 * processed after it (queue, with the cron sweep behind it).
 */
billing.post("/paddle", async (c) => {
  const secret = c.env.PADDLE_WEBHOOK_SECRET;
  // Never accept unsigned: without the secret nothing is stored and Paddle retries.
  if (!secret)
    return apiError(c, 503, "Billing notifications are not configured.");
  const declared = c.req.header("content-length");
  if (declared !== undefined && Number(declared) > MAX_BILLING_BODY_BYTES)
    return apiError(c, 413, "Request body is too large.");
  const header = c.req.header("paddle-signature") ?? null;
  const parsed = parseSignatureHeader(header);
  const now = Date.now();
  if (!parsed || !freshTimestamp(parsed.ts, now)) return unauthorized(c);
  const read = await readCappedText(c.req.raw, MAX_BILLING_BODY_BYTES);
  if ("refused" in read)
    return read.refused === "too large"
      ? apiError(c, 413, "Request body is too large.")
      : // Not UTF-8 cannot carry a valid signature over JSON text.
        unauthorized(c);
  const raw = read.text;
  if (!(await paddleAdapter.verify(raw, header, secret, now)))
    return unauthorized(c);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return apiError(c, 400, "Request body is not valid JSON.");
  }
  const envelope = paddleAdapter.envelope(body);
  if (!envelope)
    return apiError(
      c,
      400,
      "A notification needs event_id, event_type and occurred_at.",
    );
  const stored = await storeBillingEvent(
    paddleAdapter.provider,
    envelope,
    raw,
    new Date(now),
  );
  if (stored)
    c.executionCtx.waitUntil(enqueueBillingEvent(c.env, envelope.eventId));
  return c.json({
    success: true,
    eventId: envelope.eventId,
    duplicate: !stored,
  });
});

/** The subscriber app's check before checkout (docs/api.md "Billing"). */
billing.post("/code-check", async (c) => {
  const token = c.env.BILLING_API_TOKEN;
  if (!token) return apiError(c, 503, "The code check is not configured.");
  const auth = c.req.header("authorization") ?? "";
  const given = auth.startsWith("Bearer ") ? auth.slice(7).trim() : "";
  if (!given || !(await secretsEqual(given, token)))
    return apiError(c, 401, "A valid bearer token is required.");
  let body: unknown;
  try {
    body = JSON.parse(
      utf8.decode(await readCappedBody(c.req.raw, MAX_JSON_BODY_BYTES)),
    );
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return apiError(c, 413, "Request body is too large.");
    return apiError(c, 400, "Request body is not valid JSON.");
  }
  const { code, email } = (body ?? {}) as { code?: unknown; email?: unknown };
  if (typeof code !== "string" || typeof email !== "string")
    return apiError(c, 400, "Both code and email are required.", {
      ...(typeof code !== "string" ? { code: "Required." } : {}),
      ...(typeof email !== "string" ? { email: "Required." } : {}),
    });
  return c.json(await checkCheckoutCode(code, email));
});
