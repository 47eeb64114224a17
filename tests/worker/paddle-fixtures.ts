/**
 * Worker-test side of the Paddle fixtures (builders and signing live in
 * tests/support/paddle-events.ts): post a signed notification to the real
 * Worker, and run the billing processing the queue or cron would run.
 */
import { env } from "cloudflare:workers";
import { processBillingEvent } from "#app/lib/money/flows/process.server.ts";
import { paddleSignature, TEST_BILLING_TOKEN } from "../support/paddle-events";
import { SELF } from "./self";

export * from "../support/paddle-events";

/** POSTs `body` (an object is serialised once; a string is sent as is) signed unless told otherwise. */
export async function postPaddle(
  body: unknown,
  {
    secrets,
    ts,
    signature,
    headers = {},
  }: {
    secrets?: string[];
    ts?: number;
    signature?: string | null;
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  const raw = typeof body === "string" ? body : JSON.stringify(body);
  const sig =
    signature === undefined
      ? await paddleSignature(raw, { secrets, ts })
      : signature;
  return SELF.fetch("http://localhost/api/billing/paddle", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(sig === null ? {} : { "paddle-signature": sig }),
      ...headers,
    },
    body: raw,
  });
}

/** POST /api/billing/code-check with the test token (or `token`). */
export function postCodeCheck(
  body: unknown,
  token: string | null = TEST_BILLING_TOKEN,
): Promise<Response> {
  return SELF.fetch("http://localhost/api/billing/code-check", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
}

/**
 * Stores `events` through the endpoint (signed), then processes each the way
 * the queue consumer does, in the order given.
 */
export async function deliverAndProcess(
  events: { event_id: string }[],
  now = new Date(),
): Promise<void> {
  for (const event of events) {
    const res = await postPaddle(event);
    if (res.status !== 200)
      throw new Error(`intake answered ${res.status}: ${await res.text()}`);
    await processBillingEvent(event.event_id, now);
  }
}

export async function eventRow(eventId: string) {
  return env.DB.prepare("SELECT * FROM billing_events WHERE event_id = ?1")
    .bind(eventId)
    .first<{
      event_id: string;
      status: string;
      attempts: number;
      raw_body: string;
      last_error: string | null;
      next_attempt_at: string | null;
    }>();
}

export async function countRows(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{
    n: number;
  }>();
  return row!.n;
}
