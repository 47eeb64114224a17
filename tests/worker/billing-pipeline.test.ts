import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { storeBillingEvent } from "#app/lib/money/store/billing-events.server.ts";
import { paddleAdapter } from "#app/lib/money/paddle/paddle.ts";
import { processBillingEvent } from "#app/lib/money/flows/process.server.ts";
import { BILLING_EVENT_MAX_ATTEMPTS } from "#app/lib/policies.ts";
import { entries, individualHolder, money } from "./ledger-helpers";
import {
  customerEvent,
  eventRow,
  notification,
  paddleId,
  transactionCompleted,
} from "./paddle-fixtures";
import { COMMISSION, PRICE } from "../support/figures";

const QUEUE = "nirvana-billing";

async function store(event: { event_id: string }, receivedAt = new Date()) {
  await storeBillingEvent(
    "paddle",
    paddleAdapter.envelope(event)!,
    JSON.stringify(event),
    receivedAt,
  );
}

async function deliver(bodies: unknown[]) {
  const batch = createMessageBatch(
    QUEUE,
    bodies.map((body, i) => ({
      id: `msg-${i}-${crypto.randomUUID()}`,
      timestamp: new Date(),
      attempts: 1,
      body,
    })),
  );
  const ctx = createExecutionContext();
  await worker.queue!(batch as MessageBatch<unknown>, env, ctx);
  return getQueueResult(batch, ctx);
}

async function cron(at: Date) {
  const ctx = createExecutionContext();
  await worker.scheduled!(
    createScheduledController({
      scheduledTime: at.getTime(),
      cron: "*/5 * * * *",
    }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

const paidCharge = (code: string) =>
  transactionCompleted({
    customerId: paddleId("ctm"),
    billedAt: new Date().toISOString(),
    trustCode: code,
    subtotal: PRICE,
  });

describe("billing queue consumer", () => {
  it("processes stored events by id and acknowledges them; junk messages are dropped", async () => {
    const holder = await individualHolder();
    const event = paidCharge(holder.code);
    await store(event);
    const result = await deliver([
      { eventId: event.event_id },
      { nonsense: true },
    ]);
    expect(result.explicitAcks.length).toBe(2);
    expect(result.retryMessages).toEqual([]);
    expect((await eventRow(event.event_id))?.status).toBe("processed");
    expect((await money(holder.payee)).pendingCents).toBe(COMMISSION);
    // A second delivery of the same message changes nothing.
    await deliver([{ eventId: event.event_id }]);
    expect((await entries(holder.payee)).length).toBe(1);
  });

  it("is the queue worker.queue() dispatches by name (scan batches still go to the scan consumer)", async () => {
    const event = notification("address.created", { id: paddleId("add") });
    await store(event);
    await deliver([{ eventId: event.event_id }]);
    expect((await eventRow(event.event_id))?.status).toBe("ignored");
  });
});

describe("concurrent processing", () => {
  it("appends each of a member's entries once when their events (and repeats) are processed at the same time", async () => {
    const holder = await individualHolder();
    const customerId = paddleId("ctm");
    const events = Array.from({ length: 5 }, (_, i) =>
      transactionCompleted({
        customerId,
        billedAt: new Date(Date.UTC(2026, i, 1)).toISOString(),
        trustCode: holder.code,
        subtotal: PRICE,
      }),
    );
    for (const event of events) await store(event);
    // Queue and cron racing: every event twice, all at once.
    await Promise.all(
      [...events, ...events].map((e) =>
        processBillingEvent(e.event_id, new Date()),
      ),
    );
    const list = await entries(holder.payee);
    expect(list.length).toBe(5);
    expect(new Set(list.map((e) => e.charge_id)).size).toBe(5);
    for (const event of events)
      expect((await eventRow(event.event_id))?.status).toBe("processed");
  });
});

describe("cron sweep", () => {
  it("processes an event whose queue message never came, after the grace", async () => {
    const holder = await individualHolder();
    const event = paidCharge(holder.code);
    const received = new Date(Date.now() - 10 * 60_000);
    await store(event, received);
    await cron(new Date(received.getTime() + 30_000));
    expect((await eventRow(event.event_id))?.status).toBe("received");
    await cron(new Date());
    expect((await eventRow(event.event_id))?.status).toBe("processed");
    expect((await money(holder.payee)).pendingCents).toBe(COMMISSION);
  });

  it("retries a failed event with backoff, then marks it dead after the last attempt", async () => {
    // A well-formed event whose processing fails: the charge's customer row
    // cannot be written because the fact table is made to refuse it.
    const event = paidCharge("WHATEVER-1");
    await store(event);
    await env.DB.prepare(
      `CREATE TRIGGER IF NOT EXISTS test_refuse_charge BEFORE INSERT ON billing_charges
       WHEN NEW.trust_code = 'WHATEVER-1' BEGIN SELECT RAISE(ABORT, 'simulated outage'); END`,
    ).run();
    try {
      let now = new Date();
      expect(await processBillingEvent(event.event_id, now)).toBe("failed");
      const first = await eventRow(event.event_id);
      expect(first).toMatchObject({ status: "failed", attempts: 1 });
      expect(first!.last_error).toContain("simulated outage");
      expect(Date.parse(first!.next_attempt_at!) - now.getTime()).toBe(60_000);
      // Not due yet: the sweep leaves it.
      await cron(new Date(now.getTime() + 30_000));
      expect((await eventRow(event.event_id))?.attempts).toBe(1);
      for (let attempt = 2; attempt <= BILLING_EVENT_MAX_ATTEMPTS; attempt++) {
        now = new Date(
          Date.parse((await eventRow(event.event_id))!.next_attempt_at!),
        );
        await cron(now);
        const row = await eventRow(event.event_id);
        expect(row?.attempts).toBe(attempt);
      }
      expect(await eventRow(event.event_id)).toMatchObject({
        status: "dead",
        next_attempt_at: null,
      });
    } finally {
      await env.DB.prepare("DROP TRIGGER test_refuse_charge").run();
    }
    // Dead events stay dead until replayed.
    expect(await processBillingEvent(event.event_id, new Date())).toBe(
      "skipped",
    );
  });

  it("blanks a member's name and e-mail in settled customer bodies after 30 days; the hash stays and a replay keeps it", async () => {
    const customerId = paddleId("ctm");
    const event = customerEvent("customer.created", {
      id: customerId,
      email: "kept.private@example.com",
    });
    const received = new Date(Date.now() - 31 * 86_400_000);
    await store(event, received);
    await processBillingEvent(event.event_id, received);
    const hash = () =>
      env.DB.prepare(
        "SELECT email_hash FROM billing_customers WHERE customer_id = ?1",
      )
        .bind(customerId)
        .first<{ email_hash: string }>();
    const before = (await hash())!.email_hash;
    expect(before).toMatch(/^[0-9a-f]{64}$/);
    await cron(new Date());
    const body = (await eventRow(event.event_id))!.raw_body;
    expect(body).not.toContain("kept.private");
    expect(body).not.toContain("Sam Member");
    expect(JSON.parse(body).event_id).toBe(event.event_id);
    await env.DB.prepare(
      "UPDATE billing_events SET status = 'received' WHERE event_id = ?1",
    )
      .bind(event.event_id)
      .run();
    expect(await processBillingEvent(event.event_id, new Date())).toBe(
      "processed",
    );
    expect((await hash())!.email_hash).toBe(before);
  });

  it("sends a malformed payload straight to dead (no retry can fix it)", async () => {
    const event = notification("transaction.completed", {
      id: paddleId("txn"),
    });
    await store(event);
    expect(await processBillingEvent(event.event_id, new Date())).toBe("dead");
    expect((await eventRow(event.event_id))?.last_error).toMatch(/customer_id/);
  });
});
