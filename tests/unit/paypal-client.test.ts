import { describe, expect, it } from "vitest";
import {
  batchParts,
  duplicateBatchId,
  payoutRequest,
  transactionOutcome,
  webhookOutcome,
} from "#app/lib/money/paypal/batches.ts";
import { PaypalClient, paypalConfig } from "#app/lib/money/paypal/client.ts";
import {
  FAKE_PAYPAL_CLIENT,
  FAKE_WEBHOOK_ID,
  FakePaypal,
} from "../support/fake-paypal";

function setup() {
  const fake = new FakePaypal();
  const config = paypalConfig({
    PAYPAL_CLIENT_ID: FAKE_PAYPAL_CLIENT.id,
    PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CLIENT.secret,
    PAYPAL_API_BASE: fake.base,
    PAYPAL_WEBHOOK_ID: FAKE_WEBHOOK_ID,
  })!;
  const client = new PaypalClient(config, {
    fetch: (r) => fake.handle(r),
    backoffMs: 0,
  });
  return { fake, client };
}

const lines = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `PO-2026-10-${String(i + 1).padStart(5, "0")}`,
    amount_cents: 50_000 + i,
    paypal_email: `p${i}@example.com`,
  }));

describe("PayPal rail: pure rules", () => {
  it("cuts lines into parts of at most 15,000 items", () => {
    expect(batchParts(lines(30_001)).map((p) => p.length)).toEqual([
      15_000, 15_000, 1,
    ]);
    expect(batchParts([])).toEqual([]);
  });

  it("writes PayPal's request: EMAIL receivers, USD amounts with two decimals, the line id as sender_item_id", () => {
    const body = payoutRequest("2026-10-1", lines(2), "note", "subject");
    expect(body.sender_batch_header).toEqual({
      sender_batch_id: "2026-10-1",
      recipient_type: "EMAIL",
      email_subject: "subject",
    });
    expect(body.items[1]).toEqual({
      recipient_type: "EMAIL",
      receiver: "p1@example.com",
      amount: { value: "500.01", currency: "USD" },
      sender_item_id: "PO-2026-10-00002",
      note: "note",
    });
  });

  it("maps every item event and transaction status to a line state", () => {
    const events = {
      SUCCEEDED: "paid",
      FAILED: "failed",
      RETURNED: "failed",
      BLOCKED: "failed",
      DENIED: "failed",
      REFUNDED: "failed",
      CANCELED: "failed",
      UNCLAIMED: "unclaimed",
      HELD: "held",
    };
    for (const [suffix, state] of Object.entries(events))
      expect(webhookOutcome(`PAYMENT.PAYOUTS-ITEM.${suffix}`)).toBe(state);
    expect(webhookOutcome("PAYMENT.PAYOUTSBATCH.SUCCESS")).toBeNull();
    const statuses = {
      SUCCESS: "paid",
      FAILED: "failed",
      RETURNED: "failed",
      BLOCKED: "failed",
      REFUNDED: "failed",
      REVERSED: "failed",
      DENIED: "failed",
      UNCLAIMED: "unclaimed",
      ONHOLD: "held",
      PENDING: "sent",
    };
    for (const [status, state] of Object.entries(statuses))
      expect(transactionOutcome(status)).toBe(state);
  });

  it("reads the original batch out of an 'already used sender_batch_id' answer", () => {
    expect(
      duplicateBatchId({
        name: "USER_BUSINESS_ERROR",
        details: [
          { field: "SENDER_BATCH_ID", issue: "Duplicate batch request" },
        ],
        links: [
          { href: "https://api-m.paypal.com/v1/payments/payouts/ABC123" },
        ],
      }),
    ).toBe("ABC123");
    expect(
      duplicateBatchId({
        name: "VALIDATION_ERROR",
        details: [{ field: "items" }],
      }),
    ).toBeUndefined();
  });

  it("is off without both keys and defaults to live PayPal", () => {
    expect(paypalConfig({ PAYPAL_CLIENT_ID: "x" })).toBeNull();
    expect(
      paypalConfig({ PAYPAL_CLIENT_ID: "x", PAYPAL_CLIENT_SECRET: "y" })!.base,
    ).toBe("https://api-m.paypal.com");
  });
});

describe("PayPal rail: client against the local PayPal", () => {
  it("creates one batch per id: a second send with the same id reads as the same batch", async () => {
    const { fake, client } = setup();
    const body = payoutRequest("2026-10-1", lines(3), "n", "s");
    const first = await client.createBatch("2026-10-1", body);
    expect(first).toMatchObject({ kind: "created", batchStatus: "PENDING" });
    const again = await client.createBatch("2026-10-1", body);
    expect(again).toEqual({
      kind: "duplicate",
      payoutBatchId: (first as { payoutBatchId: string }).payoutBatchId,
      message: expect.stringContaining("USER_BUSINESS_ERROR"),
    });
    expect(fake.batches.size).toBe(1);
    expect(fake.createCalls.map((c) => c.requestId)).toEqual([
      "2026-10-1",
      "2026-10-1",
    ]);
  });

  it("retries a network error and a 5xx with the same request id, and makes one batch", async () => {
    const { fake, client } = setup();
    fake.failNextCreate("network", 503);
    const result = await client.createBatch(
      "2026-10-1",
      payoutRequest("2026-10-1", lines(2), "n", "s"),
    );
    expect(result.kind).toBe("created");
    expect(fake.createCalls.map((c) => c.requestId)).toEqual([
      "2026-10-1",
      "2026-10-1",
      "2026-10-1",
    ]);
    expect(fake.batches.size).toBe(1);
  });

  it("gives up after its attempts without a batch, and a 4xx is a rejection with PayPal's message", async () => {
    const { fake, client } = setup();
    fake.failNextCreate(500, 500, 500);
    expect(
      await client.createBatch(
        "2026-10-1",
        payoutRequest("2026-10-1", lines(1), "n", "s"),
      ),
    ).toMatchObject({ kind: "unavailable" });
    fake.failNextCreate(422);
    expect(
      await client.createBatch(
        "2026-10-1",
        payoutRequest("2026-10-1", lines(1), "n", "s"),
      ),
    ).toMatchObject({
      kind: "rejected",
      status: 422,
      message: expect.stringContaining("INSUFFICIENT_FUNDS"),
    });
    expect(fake.batches.size).toBe(0);
  });

  it("reads a batch back page by page", async () => {
    const { fake, client } = setup();
    const created = await client.createBatch(
      "2026-10-1",
      payoutRequest("2026-10-1", lines(25), "n", "s"),
    );
    const id = (created as { payoutBatchId: string }).payoutBatchId;
    fake.settleItem("PO-2026-10-00025", "UNCLAIMED");
    const read = await client.readBatch(id, 10);
    expect(read.items).toHaveLength(25);
    expect(read.items.at(-1)).toMatchObject({
      transaction_status: "UNCLAIMED",
      payout_item: { sender_item_id: "PO-2026-10-00025" },
    });
  });

  it("verifies a webhook only through PayPal, with the event as received", async () => {
    const { fake, client } = setup();
    await client.createBatch(
      "2026-10-1",
      payoutRequest("2026-10-1", lines(1), "n", "s"),
    );
    const hook = fake.webhook(
      "PO-2026-10-00001",
      "PAYMENT.PAYOUTS-ITEM.SUCCEEDED",
    );
    expect(
      await client.verifyWebhook(new Headers(hook.headers), hook.body),
    ).toBe(true);
    const forged = hook.body.replace("SUCCEEDED", "FAILED");
    expect(await client.verifyWebhook(new Headers(hook.headers), forged)).toBe(
      false,
    );
    expect(await client.verifyWebhook(new Headers(), hook.body)).toBe(false);
    expect(fake.verifyCalls).toHaveLength(2);
  });

  it("asks PayPal for a token once for many calls, and for a new one when PayPal refuses it", async () => {
    const { fake, client } = setup();
    await client.createBatch(
      "2026-10-1",
      payoutRequest("2026-10-1", lines(1), "n", "s"),
    );
    for (let i = 0; i < 3; i++) {
      const hook = fake.webhook(
        "PO-2026-10-00001",
        "PAYMENT.PAYOUTS-ITEM.SUCCEEDED",
      );
      expect(
        await client.verifyWebhook(new Headers(hook.headers), hook.body),
      ).toBe(true);
    }
    expect(fake.tokens.size).toBe(1);
    // Another PayPal (the token revoked): the client asks again and goes on.
    fake.tokens.clear();
    const hook = fake.webhook(
      "PO-2026-10-00001",
      "PAYMENT.PAYOUTS-ITEM.SUCCEEDED",
    );
    expect(
      await client.verifyWebhook(new Headers(hook.headers), hook.body),
    ).toBe(true);
    expect(fake.tokens.size).toBe(1);
  });
});
