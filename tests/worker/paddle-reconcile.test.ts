/**
 * Reconciliation with Paddle on real D1 against a local Paddle API that
 * speaks the documented `GET /events` (tests/support/fake-paddle-api.ts): a
 * notification the site never received is found by the daily sweep, stored
 * and processed into the ledger; each sweep's findings are kept.
 */
import { describe, expect, it } from "vitest";
import { paddleApiConfig } from "#app/lib/money/paddle/events-api.ts";
import { reconcileWithPaddle } from "#app/lib/money/flows/reconcile-paddle.server.ts";
import { recentReconciliations } from "#app/lib/money/store/reconciliations.server.ts";
import { FAKE_PADDLE_KEY, FakePaddleApi } from "../support/fake-paddle-api";
import { individualHolder, money } from "./ledger-helpers";
import {
  customerEvent,
  eventRow,
  paddleId,
  postPaddle,
  transactionCompleted,
} from "./paddle-fixtures";
import { COMMISSION, PRICE } from "../support/figures";

const config = paddleApiConfig({
  PADDLE_API_KEY: FAKE_PADDLE_KEY,
  PADDLE_API_BASE: "https://paddle.test",
})!;

describe("reconciliation with Paddle", () => {
  it("is off without PADDLE_API_KEY", () => {
    expect(
      paddleApiConfig({ PADDLE_API_BASE: "https://paddle.test" }),
    ).toBeNull();
    expect(paddleApiConfig({ PADDLE_API_KEY: "k" })!.base).toBe(
      "https://api.paddle.com",
    );
  });

  it("recovers a missed notification: the sweep stores and processes it, once", async () => {
    const paddle = new FakePaddleApi(config.base);
    const fetch = (r: Request) => paddle.handle(r);
    const holder = await individualHolder();
    const customerId = paddleId("ctm");
    const billedAt = new Date(Date.now() - 60_000).toISOString();
    const customer = customerEvent("customer.created", {
      id: customerId,
      email: "member@example.com",
    });
    const charge = transactionCompleted({
      customerId,
      subscriptionId: paddleId("sub"),
      billedAt,
      trustCode: holder.code,
      subtotal: PRICE,
    });
    // Paddle has both events; only the customer's notification arrived.
    paddle.add(customer, charge);
    expect((await postPaddle(customer)).status).toBe(200);
    expect(await eventRow(charge.event_id)).toBeNull();
    const now = new Date();
    const report = await reconcileWithPaddle(config, now, { fetch });
    expect(report).toEqual({
      listed: 2,
      missing: [charge.event_id],
      hasMore: false,
      error: null,
    });
    expect(await eventRow(charge.event_id)).toMatchObject({
      status: "processed",
    });
    // The member's charge now earns the holder's commission.
    expect((await money(holder.payee, now)).pendingCents).toBe(COMMISSION);
    // The same day: no second sweep. Forced: nothing new is missing.
    expect(await reconcileWithPaddle(config, now, { fetch })).toBeNull();
    expect(
      await reconcileWithPaddle(config, now, { fetch, force: true }),
    ).toMatchObject({ listed: 0, missing: [] });
    // The next sweep starts after the last event seen.
    expect(paddle.calls.at(-1)).toContain(`after=${charge.event_id}`);
    const [latest, first] = await recentReconciliations();
    expect(first).toMatchObject({
      listed: 2,
      missing: 1,
      missing_ids: JSON.stringify([charge.event_id]),
      last_event_id: charge.event_id,
      error: null,
    });
    expect(latest).toMatchObject({ listed: 0, missing: 0 });
    expect((await money(holder.payee, now)).pendingCents).toBe(COMMISSION);
  });

  it("pages through the stream and keeps Paddle's refusal as the sweep's error", async () => {
    const paddle = new FakePaddleApi(config.base);
    const fetch = (r: Request) => paddle.handle(r);
    const events = Array.from({ length: 5 }, () =>
      customerEvent("customer.updated", {
        id: paddleId("ctm"),
        email: "x@example.com",
      }),
    );
    paddle.add(...events);
    // Two events a page: three pages, each after the last id of the one before.
    const report = await reconcileWithPaddle(config, new Date(), {
      fetch,
      force: true,
      perPage: 2,
    });
    expect(report).toMatchObject({ listed: 5, hasMore: false });
    expect(report!.missing).toEqual(events.map((e) => e.event_id));
    expect(
      paddle.calls.filter((c) => c.startsWith("GET /events")),
    ).toHaveLength(3);
    const refused = await reconcileWithPaddle(
      { ...config, apiKey: "wrong" },
      new Date(),
      { fetch, force: true },
    );
    expect(refused?.error).toMatch(/Paddle 403: forbidden/);
    expect((await recentReconciliations(1))[0]!.error).toMatch(/forbidden/);
  });
});
