import { describe, expect, it } from "vitest";
import {
  adjustmentEvent,
  paddleId,
  postPaddle,
  transactionCompleted,
  type AdjustmentAction,
  type AdjustmentStatus,
} from "./paddle-fixtures";
import {
  entries,
  feed,
  individualHolder,
  iso,
  memberRow,
  money,
  organisationHolder,
  simulatePayout,
  type Holder,
} from "./ledger-helpers";
import { processBillingEvent } from "#app/lib/money/flows/process.server.ts";
import { COMMISSION, organisationShare, PRICE } from "../support/figures";

const BILLED = "2026-01-10T00:00:00Z";
const LATER = "2026-06-01T00:00:00Z";

async function setup(holder: Holder) {
  const customerId = paddleId("ctm");
  const paid = transactionCompleted({
    customerId,
    billedAt: iso(BILLED),
    trustCode: holder.code,
    subtotal: PRICE,
    tax: 4552,
  });
  const adjust = (
    action: AdjustmentAction,
    status: AdjustmentStatus,
    subtotal = PRICE,
    id = paddleId("adj"),
    type: "adjustment.created" | "adjustment.updated" = "adjustment.created",
  ) =>
    adjustmentEvent(type, {
      id,
      transactionId: paid.data.id as string,
      customerId,
      action,
      status,
      subtotal,
    });
  return { customerId, paid, adjust };
}

describe("refunds", () => {
  it("reverse an individual's commission once approved refunds add up to the net; a refund before its charge works", async () => {
    const holder = await individualHolder();
    const { paid, adjust } = await setup(holder);
    // The refund arrives first; the charge later.
    await feed([adjust("refund", "approved", 30000)]);
    await feed([paid]);
    expect((await money(holder.payee, LATER)).availableCents).toBe(COMMISSION);
    await feed([adjust("refund", "approved", PRICE - 30_000)]);
    expect((await money(holder.payee, LATER)).availableCents).toBe(0);
    expect((await entries(holder.payee)).map((e) => e.type)).toEqual([
      "commission",
      "reversal",
    ]);
  });

  it("take back an organisation's share in proportion to the refunded net", async () => {
    const org = await organisationHolder();
    const { paid, adjust } = await setup(org);
    await feed([paid]);
    expect((await money(org.payee, LATER)).availableCents).toBe(
      organisationShare(PRICE),
    );
    await feed([adjust("refund", "approved", 10001)]);
    // The share of what is left, half-up: at 10% of 46899, 4689.9 → 4690.
    expect((await money(org.payee, LATER)).availableCents).toBe(
      organisationShare(PRICE - 10_001),
    );
    await feed([adjust("refund", "approved", PRICE - 10_001)]);
    expect((await money(org.payee, LATER)).availableCents).toBe(0);
  });

  it("change nothing while pending or rejected; approval reverses", async () => {
    const holder = await individualHolder();
    const { paid, adjust } = await setup(holder);
    const adjId = paddleId("adj");
    await feed([paid, adjust("refund", "pending_approval", PRICE, adjId)]);
    expect((await money(holder.payee, LATER)).availableCents).toBe(COMMISSION);
    const rejected = adjust("refund", "rejected", PRICE, paddleId("adj"));
    await feed([rejected]);
    expect((await money(holder.payee, LATER)).availableCents).toBe(COMMISSION);
    await feed([
      adjust("refund", "approved", PRICE, adjId, "adjustment.updated"),
    ]);
    expect((await money(holder.payee, LATER)).availableCents).toBe(0);
  });

  it("become a clawback, available at once, when the commission was already paid", async () => {
    const holder = await individualHolder();
    const { paid, adjust } = await setup(holder);
    await feed([paid]);
    await simulatePayout(holder.payee, COMMISSION);
    expect(await money(holder.payee, LATER)).toMatchObject({
      availableCents: 0,
      paidCents: COMMISSION,
    });
    await feed([adjust("refund", "approved")], new Date(LATER));
    expect(await money(holder.payee, LATER)).toMatchObject({
      availableCents: -COMMISSION,
      paidCents: COMMISSION,
    });
    const claw = (await entries(holder.payee)).find(
      (e) => e.type === "clawback",
    );
    expect(claw).toMatchObject({
      amount_cents: -COMMISSION,
      available_at: null,
    });
  });
});

describe("chargebacks", () => {
  it("a warning holds the commission until the warning is reversed", async () => {
    const holder = await individualHolder();
    const { paid, adjust } = await setup(holder);
    await feed([paid, adjust("chargeback_warning", "approved")]);
    expect(await money(holder.payee, LATER)).toMatchObject({
      onHoldCents: COMMISSION,
      availableCents: 0,
    });
    expect((await memberRow(paid.data.customer_id as string))?.flag).toBe(
      "chargeback-warning",
    );
    await feed([adjust("chargeback_warning_reverse", "approved")]);
    expect(await money(holder.payee, LATER)).toMatchObject({
      onHoldCents: 0,
      availableCents: COMMISSION,
    });
    expect((await entries(holder.payee)).map((e) => e.type)).toEqual([
      "commission",
      "hold",
      "hold",
      "release",
      "release",
    ]);
  });

  it("a chargeback after a warning reverses the held commission", async () => {
    const holder = await individualHolder();
    const { paid, adjust } = await setup(holder);
    await feed([
      paid,
      adjust("chargeback_warning", "approved"),
      adjust("chargeback", "approved"),
    ]);
    expect(await money(holder.payee, LATER)).toMatchObject({
      onHoldCents: 0,
      availableCents: 0,
      pendingCents: 0,
    });
  });

  it("a chargeback reverses, chargeback_reverse reinstates", async () => {
    const org = await organisationHolder();
    const { paid, adjust } = await setup(org);
    await feed([paid, adjust("chargeback", "approved")]);
    expect((await money(org.payee, LATER)).availableCents).toBe(0);
    expect((await memberRow(paid.data.customer_id as string))?.flag).toBe(
      "chargeback",
    );
    await feed([adjust("chargeback_reverse", "approved")]);
    expect((await money(org.payee, LATER)).availableCents).toBe(
      organisationShare(PRICE),
    );
    expect((await entries(org.payee)).map((e) => e.type)).toEqual([
      "commission",
      "reversal",
      "reinstatement",
    ]);
  });
});

describe("exactly once", () => {
  it("the same notification five times leaves one set of entries", async () => {
    const holder = await individualHolder();
    const { paid, adjust } = await setup(holder);
    const refund = adjust("refund", "approved", 20000);
    for (let i = 0; i < 5; i++) {
      for (const event of [paid, refund]) {
        expect((await postPaddle(event)).status).toBe(200);
        await processBillingEvent(event.event_id, new Date());
      }
    }
    expect((await entries(holder.payee)).length).toBe(1);
    expect((await money(holder.payee, LATER)).availableCents).toBe(COMMISSION);
  });
});
