/**
 * The money rules on real D1 with Paddle-signed notifications through
 * /api/billing/paddle (docs/ledger.md): dated terms, only membership charges
 * earn, amounts are checked, self-referral is decided at the lock.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { processBillingEvent } from "#app/lib/money/flows/process.server.ts";
import {
  payeeHeldOriginals,
  payeeStatementFacts,
} from "#app/lib/money/store/balances.server.ts";
import {
  statementCsv,
  statementRows,
} from "#app/lib/money/exports/statement.ts";
import {
  adjustBalance,
  endHold,
  holdGroups,
} from "#app/lib/money/store/ledger-console.server.ts";
import type { RuleContext } from "#app/lib/money/rules/desired.ts";
import {
  PROGRAMME_TERMS,
  type TermsTable,
} from "#app/lib/money/terms/dated-terms.ts";
import { loader as listLoader } from "#app/routes/admin/billing.tsx";
import { action as eventAction } from "#app/routes/admin/billing-event.tsx";
import {
  entries,
  individualHolder,
  iso,
  memberRow,
  money,
  organisationHolder,
} from "./ledger-helpers";
import {
  adjustmentEvent,
  customerEvent,
  eventRow,
  MEMBERSHIP_PRICE_ID,
  paddleId,
  postPaddle,
  transactionCompleted,
} from "./paddle-fixtures";
import {
  addDays,
  COMMISSION,
  heldUntil,
  HOLD_DAYS,
  PRICE,
} from "../support/figures";

const AUTH = { authorization: `Basic ${btoa("admin:pool-secret")}` };
const ORIGIN = "https://nirvana.example";

/** Posts each notification signed to the endpoint, then processes it as the queue would. */
async function deliver(
  events: { event_id: string }[],
  context: RuleContext = {},
  now = new Date(),
): Promise<string[]> {
  const outcomes: string[] = [];
  for (const event of events) {
    const res = await postPaddle(event);
    expect(res.status).toBe(200);
    outcomes.push(await processBillingEvent(event.event_id, now, context));
  }
  return outcomes;
}

const charge = (
  customerId: string,
  billedAt: string,
  trustCode: string | null,
  extra: Partial<Parameters<typeof transactionCompleted>[0]> = {},
) =>
  transactionCompleted({
    customerId,
    billedAt: iso(billedAt),
    trustCode,
    subtotal: PRICE,
    tax: 4552,
    ...extra,
  });

const ledgerRows = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM ledger_entries").first<{
    n: number;
  }>())!.n;

describe("dated terms", () => {
  it("a figure moved for charges after a date changes no entry of an earlier charge", async () => {
    const holder = await individualHolder();
    const member = paddleId("ctm");
    const early = charge(member, "2026-03-10T12:00:00Z", holder.code);
    await deliver([early]);
    const before = await entries(holder.payee);
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({
      amount_cents: COMMISSION,
      available_at: heldUntil(iso("2026-03-10T12:00:00Z")),
    });

    // From 1 June: USD 10 more and a hold 14 days longer for charges billed from then.
    const moved: TermsTable = [
      ...PROGRAMME_TERMS,
      {
        ...PROGRAMME_TERMS.at(-1)!,
        from: "2026-06-01",
        individualCommissionCents: COMMISSION + 1_000,
        commissionHoldDays: HOLD_DAYS + 14,
      },
    ];
    const late = charge(member, "2026-07-01T00:00:00Z", holder.code);
    // The member is re-derived whole under the new table, the early charge too.
    await deliver([late], { terms: moved });
    const refund = adjustmentEvent("adjustment.created", {
      transactionId: late.data.id as string,
      customerId: member,
      action: "refund",
      status: "pending_approval",
      subtotal: PRICE,
    });
    await deliver([refund], { terms: moved });
    const after = await entries(holder.payee);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.filter((e) => e.charge_id === early.data.id)).toEqual(before);
    expect(after.filter((e) => e.charge_id === late.data.id)).toMatchObject([
      {
        type: "commission",
        amount_cents: COMMISSION + 1_000,
        available_at: addDays(iso("2026-07-01T00:00:00Z"), HOLD_DAYS + 14),
      },
    ]);
  });
});

describe("only membership charges earn", () => {
  it("nine signed USD 1.00 charges with no subscription earn nothing and lock nobody", async () => {
    const holder = await individualHolder();
    const member = paddleId("ctm");
    const charges = Array.from({ length: 9 }, (_, i) =>
      charge(
        member,
        `2026-03-${String(10 + i).padStart(2, "0")}T12:00:00Z`,
        holder.code,
        {
          subscriptionId: null,
          subtotal: 100,
          tax: 0,
        },
      ),
    );
    expect(await deliver(charges)).toEqual(Array(9).fill("processed"));
    expect(await entries(holder.payee)).toEqual([]);
    expect((await memberRow(member))?.code ?? null).toBeNull();
  });

  it("a proration, a one-off charge and a payment-method change earn nothing; a first purchase and a renewal do", async () => {
    const holder = await individualHolder();
    const member = paddleId("ctm");
    const sub = paddleId("sub");
    const events = [
      charge(member, "2026-03-01T00:00:00Z", holder.code, {
        subscriptionId: sub,
        origin: "web",
      }),
      charge(member, "2026-04-01T00:00:00Z", holder.code, {
        subscriptionId: sub,
        origin: "subscription_update",
      }),
      charge(member, "2026-05-01T00:00:00Z", holder.code, {
        subscriptionId: sub,
        origin: "subscription_charge",
      }),
      charge(member, "2026-06-01T00:00:00Z", holder.code, {
        subscriptionId: sub,
        origin: "subscription_payment_method_change",
      }),
      charge(member, "2027-03-01T00:00:00Z", holder.code, {
        subscriptionId: sub,
        origin: "subscription_recurring",
      }),
    ];
    await deliver(events);
    const earned = await entries(holder.payee);
    expect(earned.map((e) => e.charge_id)).toEqual([
      events[0]!.data.id,
      events[4]!.data.id,
    ]);
  });

  it("with membership prices set, only a charge carrying one earns; an RIA seat price earns nothing", async () => {
    const holder = await organisationHolder();
    const prices = { membership: [MEMBERSHIP_PRICE_ID], ria: ["pri_riaseat"] };
    const a = paddleId("ctm");
    const b = paddleId("ctm");
    const c = paddleId("ctm");
    await deliver(
      [
        charge(a, "2026-03-01T00:00:00Z", holder.code, {
          priceIds: ["pri_addon"],
        }),
        charge(b, "2026-03-01T00:00:00Z", holder.code),
        charge(c, "2026-03-01T00:00:00Z", holder.code, {
          priceIds: [MEMBERSHIP_PRICE_ID, "pri_riaseat"],
        }),
      ],
      { prices },
    );
    const earned = await entries(holder.payee);
    expect(earned).toHaveLength(1);
    expect(earned[0]).toMatchObject({ amount_cents: 5690 });
    // The seat charge locked its member to the code but earned nothing.
    expect((await memberRow(c))?.code).toBe(holder.code);
    expect((await memberRow(a))?.code ?? null).toBeNull();
  });

  it("pays one individual commission per subscription billing period", async () => {
    const holder = await individualHolder();
    const member = paddleId("ctm");
    const sub = paddleId("sub");
    const period = iso("2026-03-01T00:00:00Z");
    await deliver([
      charge(member, "2026-03-01T00:00:00Z", holder.code, {
        subscriptionId: sub,
        origin: "web",
        periodStart: period,
      }),
      charge(member, "2026-03-02T00:00:00Z", holder.code, {
        subscriptionId: sub,
        origin: "subscription_recurring",
        periodStart: period,
      }),
    ]);
    expect(
      (await money(holder.payee, "2026-03-05T00:00:00Z")).pendingCents,
    ).toBe(COMMISSION);
  });
});

describe("amounts are checked", () => {
  async function deadWith(
    event: { event_id: string },
    reason: string,
  ): Promise<void> {
    const row = await eventRow(event.event_id);
    expect(row).toMatchObject({ status: "dead", attempts: 1 });
    expect(row?.last_error).toBe(reason);
    expect(row?.next_attempt_at).toBeNull();
  }

  it("a negative discount, a discount above the subtotal and a huge subtotal are dead at once and reach no balance", async () => {
    const holder = await organisationHolder();
    const rows = await ledgerRows();
    const negative = charge(
      paddleId("ctm"),
      "2026-03-01T00:00:00Z",
      holder.code,
      {
        discount: -50000,
      },
    );
    const overDiscount = charge(
      paddleId("ctm"),
      "2026-03-01T00:00:00Z",
      holder.code,
      {
        discount: PRICE + 1,
      },
    );
    const huge = charge(paddleId("ctm"), "2026-03-01T00:00:00Z", holder.code, {
      subtotal: 100_000_000_000_000,
    });
    expect(await deliver([negative, overDiscount, huge])).toEqual([
      "dead",
      "dead",
      "dead",
    ]);
    await deadWith(negative, "negative amount");
    await deadWith(overDiscount, "discount above the subtotal");
    await deadWith(huge, "net above 100 times the membership price");
    expect(await ledgerRows()).toBe(rows);
    expect(await money(holder.payee, "2030-01-01T00:00:00Z")).toEqual({
      pendingCents: 0,
      onHoldCents: 0,
      availableCents: 0,
      paidCents: 0,
    });
    // An RIA seat charge earns nothing, so its size is no risk.
    const seats = charge(paddleId("ctm"), "2026-03-01T00:00:00Z", holder.code, {
      subtotal: 100 * PRICE + 1,
      riaSeats: true,
    });
    expect(await deliver([seats])).toEqual(["processed"]);
  });

  it("refunds above the net and an adjustment in another currency are dead; the console lists them with the reason; a replay checks again", async () => {
    const holder = await organisationHolder();
    const member = paddleId("ctm");
    const paid = charge(member, "2026-03-01T00:00:00Z", holder.code);
    const txn = paid.data.id as string;
    const half = (subtotal: number, currency = "USD") =>
      adjustmentEvent("adjustment.created", {
        transactionId: txn,
        customerId: member,
        action: "refund",
        status: "approved",
        subtotal,
        currency,
      });
    const first = half(40000);
    const second = half(40000);
    const euro = half(100, "EUR");
    expect(await deliver([paid, first, second, euro])).toEqual([
      "processed",
      "processed",
      "dead",
      "dead",
    ]);
    await deadWith(second, "refunds above the charge's net");
    await deadWith(euro, "adjustment in EUR, its charge in USD");
    // Only the valid refund counted: 10% of 56,900 − 40,000.
    expect(
      (await money(holder.payee, "2026-04-01T00:00:00Z")).availableCents,
    ).toBe(1690);

    const page = (await listLoader({
      request: new Request(`${ORIGIN}/admin/billing?status=dead`, {
        headers: AUTH,
      }),
      params: {},
      context: {},
    } as never)) as {
      rows: { event_id: string; status: string; last_error: string | null }[];
    };
    expect(page.rows.find((r) => r.event_id === second.event_id)).toMatchObject(
      {
        status: "dead",
        last_error: "refunds above the charge's net",
      },
    );

    const form = new FormData();
    form.set("intent", "replay");
    const replayed = (await eventAction({
      request: new Request(`${ORIGIN}/admin/billing/${second.event_id}`, {
        method: "POST",
        body: form,
        headers: { ...AUTH, origin: ORIGIN },
      }),
      params: { eventId: second.event_id },
      context: {},
    } as never)) as { data: { ok: boolean; message: string } };
    expect(replayed.data.message).toBe("Replayed: dead.");
    await deadWith(second, "refunds above the charge's net");
    expect(
      (await money(holder.payee, "2026-04-01T00:00:00Z")).availableCents,
    ).toBe(1690);
  });
});

describe("self-referral is decided at the lock", () => {
  it("a later change of the member's address to the holder's flags the member and claws nothing back", async () => {
    const holder = await individualHolder();
    const member = paddleId("ctm");
    await deliver([
      customerEvent(
        "customer.created",
        { id: member, email: "someone.else@example.com" },
        { occurredAt: iso("2026-02-01T00:00:00Z") },
      ),
      charge(member, "2026-03-01T00:00:00Z", holder.code),
      charge(member, "2027-03-01T00:00:00Z", holder.code),
    ]);
    const earned = await entries(holder.payee);
    expect(earned.map((e) => e.amount_cents)).toEqual([COMMISSION, COMMISSION]);
    await deliver([
      customerEvent(
        "customer.updated",
        { id: member, email: holder.email },
        { occurredAt: iso("2027-06-01T00:00:00Z") },
      ),
      customerEvent(
        "customer.updated",
        { id: member, email: "someone.else@example.com" },
        { occurredAt: iso("2027-07-01T00:00:00Z") },
      ),
    ]);
    expect(await entries(holder.payee)).toEqual(earned);
    expect((await memberRow(member))?.flag).toBe("self-referral-later");
  });

  it("the holder's own address at the lock earns nothing, whatever the address changes to later", async () => {
    const holder = await individualHolder();
    const member = paddleId("ctm");
    await deliver([
      customerEvent(
        "customer.created",
        { id: member, email: holder.email },
        { occurredAt: iso("2026-02-01T00:00:00Z") },
      ),
      charge(member, "2026-03-01T00:00:00Z", holder.code),
      customerEvent(
        "customer.updated",
        { id: member, email: "new.address@example.com" },
        { occurredAt: iso("2026-04-01T00:00:00Z") },
      ),
      charge(member, "2027-03-01T00:00:00Z", holder.code),
    ]);
    expect(await entries(holder.payee)).toEqual([]);
    expect((await memberRow(member))?.flag).toBe("self-referral");
  });
});

describe("currency is never relabelled", () => {
  it("an organisation's EUR share is kept in EUR: a refund takes EUR off, the operator's reversal ends it and the USD goes in as an adjustment", async () => {
    const org = await organisationHolder();
    const member = paddleId("ctm");
    const paid = charge(member, "2026-03-01T00:00:00Z", org.code, {
      currency: "EUR",
      subtotal: 47610,
    });
    await deliver([paid]);
    expect(await payeeHeldOriginals(org.payee)).toEqual([
      { currency: "EUR", cents: 4761 },
    ]);
    // The statement: 0.00 USD, the EUR amount beside it, dated by the charge.
    const statement = statementCsv(
      statementRows(
        await entries(org.payee),
        new Date("2026-06-01T00:00:00Z"),
        await payeeStatementFacts(org.payee),
      ),
    );
    expect(statement.split("\r\n")[1]).toMatch(
      /^2026-03-01,commission,on-hold,0\.00,E\d+,,EUR 47\.61$/,
    );
    expect(await money(org.payee, "2026-06-01")).toEqual({
      pendingCents: 0,
      onHoldCents: 0,
      availableCents: 0,
      paidCents: 0,
    });
    await deliver([
      adjustmentEvent("adjustment.created", {
        transactionId: paid.data.id as string,
        customerId: member,
        action: "refund",
        status: "approved",
        subtotal: 7610,
        currency: "EUR",
      }),
    ]);
    expect(await payeeHeldOriginals(org.payee)).toEqual([
      { currency: "EUR", cents: 4000 },
    ]);
    const [hold] = await holdGroups(org.payee);
    expect(hold).toMatchObject({
      charge_id: paid.data.id,
      currency: "EUR",
      held_cents: 4000,
      in_original: 1,
    });
    const admin = { actor: "ops@example.com", via: "access" as const };
    expect(
      (await endHold(org.payee, hold!.charge_id, 4000, "release", "try", admin))
        .ok,
    ).toBe(false);
    expect(
      (
        await endHold(
          org.payee,
          hold!.charge_id,
          4000,
          "reverse",
          "EUR 40.00 at 1.08",
          admin,
        )
      ).ok,
    ).toBe(true);
    expect(
      (await adjustBalance(org.payee, 4320, "EUR 40.00 at 1.08", admin)).ok,
    ).toBe(true);
    expect(await payeeHeldOriginals(org.payee)).toEqual([]);
    // A later event of the member re-derives nothing for the converted charge.
    await deliver([
      adjustmentEvent("adjustment.created", {
        transactionId: paid.data.id as string,
        customerId: member,
        action: "refund",
        status: "pending_approval",
        subtotal: 100,
        currency: "EUR",
      }),
    ]);
    expect(await payeeHeldOriginals(org.payee)).toEqual([]);
    expect((await money(org.payee, "2026-06-01")).availableCents).toBe(4320);
  });
});
