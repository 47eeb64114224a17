import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BILLING_SIGNATURE_TOLERANCE_S } from "#app/lib/policies.ts";
import {
  countRows,
  customerEvent,
  eventRow,
  paddleId,
  paddleSignature,
  postPaddle,
  transactionCompleted,
  TEST_PADDLE_SECRET,
} from "./paddle-fixtures";
import { PRICE } from "../support/figures";

const charge = () =>
  transactionCompleted({
    customerId: paddleId("ctm"),
    billedAt: new Date().toISOString(),
    trustCode: "ABC-DEF-123",
    subtotal: PRICE,
  });

async function refusedAndNothingStored(res: Response, eventId: string) {
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({
    success: false,
    message: expect.any(String),
  });
  expect(await eventRow(eventId)).toBeNull();
}

describe("POST /api/billing/paddle", () => {
  it("stores a signed notification once, raw body kept, and answers 200", async () => {
    const event = charge();
    const raw = JSON.stringify(event);
    const res = await postPaddle(raw);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      success: true,
      eventId: event.event_id,
    });
    const row = await eventRow(event.event_id);
    expect(row?.raw_body).toBe(raw);
    expect(["received", "processed"]).toContain(row?.status);
  });

  it("answers 200 to a repeated event id and changes nothing", async () => {
    const event = charge();
    const before = await countRows("billing_events");
    for (let i = 0; i < 5; i++)
      expect((await postPaddle(event)).status).toBe(200);
    expect(await countRows("billing_events")).toBe(before + 1);
    const again = await postPaddle({
      ...event,
      data: { ...event.data, id: "txn_other" },
    });
    expect(await again.json()).toMatchObject({ duplicate: true });
    expect((await eventRow(event.event_id))?.raw_body).toBe(
      JSON.stringify(event),
    );
  });

  it("accepts any of several h1 signatures (secret rotation)", async () => {
    const event = charge();
    const res = await postPaddle(event, {
      secrets: ["old-secret", TEST_PADDLE_SECRET],
    });
    expect(res.status).toBe(200);
  });

  it("refuses a forged, tampered, stale, future or other-secret signature and stores nothing", async () => {
    const event = charge();
    const raw = JSON.stringify(event);
    // Stale and future stamps lie 10 s past the tolerance: the Worker reads
    // the clock after the test does, a second or more later under load.
    const now = Math.floor(Date.now() / 1000);
    await refusedAndNothingStored(
      await postPaddle(raw, { signature: `ts=${now};h1=${"ab".repeat(32)}` }),
      event.event_id,
    );
    await refusedAndNothingStored(
      await postPaddle(raw, { secrets: ["pdl_ntfset_someone_else"] }),
      event.event_id,
    );
    await refusedAndNothingStored(
      await postPaddle(raw, { ts: now - BILLING_SIGNATURE_TOLERANCE_S - 10 }),
      event.event_id,
    );
    await refusedAndNothingStored(
      await postPaddle(raw, { ts: now + BILLING_SIGNATURE_TOLERANCE_S + 10 }),
      event.event_id,
    );
    await refusedAndNothingStored(
      await postPaddle(raw, { signature: null }),
      event.event_id,
    );
    await refusedAndNothingStored(
      await postPaddle(raw, { signature: "garbage" }),
      event.event_id,
    );
    // Signed for one body, sent with another.
    const signature = await paddleSignature(raw);
    await refusedAndNothingStored(
      await postPaddle(raw.replace(String(PRICE), "99999"), { signature }),
      event.event_id,
    );
  });

  it("accepts a signature 4 minutes old", async () => {
    const event = charge();
    const res = await postPaddle(event, {
      ts: Math.floor(Date.now() / 1000) - 240,
    });
    expect(res.status).toBe(200);
  });

  it("answers 413 to a body over 256 KiB, signed or not, without storing it", async () => {
    const event = customerEvent("customer.created", {
      id: paddleId("ctm"),
      email: "a@b.example",
    });
    const big = JSON.stringify({ ...event, padding: "x".repeat(256 * 1024) });
    const before = await countRows("billing_events");
    expect((await postPaddle(big)).status).toBe(413);
    expect((await postPaddle(big, { signature: null })).status).toBe(413);
    expect(await countRows("billing_events")).toBe(before);
  });

  it("answers 400 to a signed body that is not JSON or lacks the envelope", async () => {
    expect((await postPaddle("{not json")).status).toBe(400);
    expect((await postPaddle({ data: {} })).status).toBe(400);
  });

  it("refuses everything when the secret is not configured", async () => {
    const { default: worker } = await import("../../workers/app");
    const event = charge();
    const raw = JSON.stringify(event);
    const res = await worker.fetch(
      new Request("http://localhost/api/billing/paddle", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "paddle-signature": await paddleSignature(raw),
        },
        body: raw,
      }) as Request<unknown, IncomingRequestCfProperties>,
      { ...env, PADDLE_WEBHOOK_SECRET: undefined } as Env,
      {
        waitUntil() {},
        passThroughOnException() {},
        props: {},
      } as unknown as ExecutionContext,
    );
    expect(res.status).toBe(503);
    expect(await eventRow(event.event_id)).toBeNull();
  });
});
