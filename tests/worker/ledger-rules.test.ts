import { describe, expect, it } from "vitest";
import {
  allPayeeBalances,
  payeeForCode,
} from "#app/lib/money/store/balances.server.ts";
import {
  customerEvent,
  paddleId,
  subscriptionCanceled,
  transactionCompleted,
} from "./paddle-fixtures";
import {
  entries,
  feed,
  individualHolder,
  iso,
  memberRow,
  money,
  organisationHolder,
  setCodeStatus,
} from "./ledger-helpers";
import {
  COMMISSION,
  commissions,
  heldUntil,
  justBefore,
  organisationShare,
  PRICE,
} from "../support/figures";

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

describe("individual commission", () => {
  it("is the flat commission per paid charge, pending for the hold days after billed_at, then available; entries cite the event", async () => {
    const holder = await individualHolder();
    const member = paddleId("ctm");
    const paid = charge(
      member,
      "2026-03-10T12:00:00Z",
      holder.code.toLowerCase(),
    );
    await feed([paid]);
    const available = heldUntil(iso("2026-03-10T12:00:00Z"));
    expect(await money(holder.payee, justBefore(available))).toMatchObject({
      pendingCents: COMMISSION,
      availableCents: 0,
    });
    expect(await money(holder.payee, available)).toMatchObject({
      pendingCents: 0,
      availableCents: COMMISSION,
    });
    const [entry] = await entries(holder.payee);
    expect(entry).toMatchObject({
      type: "commission",
      cause_kind: "billing-event",
      cause_ref: paid.event_id,
      charge_id: paid.data.id,
      code: holder.code,
    });
    expect(await memberRow(member)).toMatchObject({
      code: holder.code,
      locked_at: iso("2026-03-10T12:00:00Z"),
    });
    // The payee behind the code, and the all-payees view payout runs read.
    expect(await payeeForCode(holder.code.toLowerCase())).toEqual(holder.payee);
    const all = await allPayeeBalances(new Date(available));
    expect(all.find((p) => p.id === holder.payee.id)).toMatchObject({
      ...holder.payee,
      availableCents: COMMISSION,
    });
  });

  it("locks at the first paid charge: later charges follow the lock, whatever code they carry", async () => {
    const first = await individualHolder();
    const other = await individualHolder();
    const member = paddleId("ctm");
    await feed([
      // A zero charge (a free trial) does not lock; its code loses to the paid one.
      charge(member, "2026-01-01T00:00:00Z", other.code, {
        subtotal: 0,
        tax: 0,
      }),
      charge(member, "2026-01-15T00:00:00Z", first.code),
      charge(member, "2027-01-15T00:00:00Z", other.code),
      charge(member, "2028-01-15T00:00:00Z", null),
    ]);
    expect((await money(first.payee, "2029-01-01")).availableCents).toBe(
      commissions(3),
    );
    expect(await money(other.payee, "2029-01-01")).toMatchObject({
      availableCents: 0,
      pendingCents: 0,
    });
  });

  it("earns nothing on an unknown code, and the next paid charge with an active code locks", async () => {
    const holder = await individualHolder();
    const member = paddleId("ctm");
    await feed([
      charge(member, "2026-01-01T00:00:00Z", "NOPE-NOPE-1"),
      charge(member, "2026-02-01T00:00:00Z", holder.code),
    ]);
    expect((await entries(holder.payee)).length).toBe(1);
    expect((await memberRow(member))?.locked_at).toBe(
      iso("2026-02-01T00:00:00Z"),
    );
  });

  it("earns nothing on RIA seat charges", async () => {
    const holder = await individualHolder();
    const member = paddleId("ctm");
    await feed([
      charge(member, "2026-01-01T00:00:00Z", holder.code, { riaSeats: true }),
    ]);
    expect(await entries(holder.payee)).toEqual([]);
  });

  it("pays the flat commission whatever the currency", async () => {
    const holder = await individualHolder();
    await feed([
      charge(paddleId("ctm"), "2026-01-01T00:00:00Z", holder.code, {
        currency: "EUR",
      }),
    ]);
    expect((await money(holder.payee, "2026-01-02")).pendingCents).toBe(
      COMMISSION,
    );
  });
});

describe("organisation share", () => {
  it("is the share of subtotal − discount, tax excluded, half-up to the cent, available on the 1st of next month", async () => {
    const org = await organisationHolder();
    // 56905 − 10 = 56895; at 10%: 5689.5 → 5690 (half-up).
    await feed([
      charge(paddleId("ctm"), "2026-03-31T23:59:00Z", org.code, {
        subtotal: 56905,
        discount: 10,
      }),
    ]);
    expect(await money(org.payee, "2026-03-31T23:59:59Z")).toMatchObject({
      pendingCents: organisationShare(56_895),
      availableCents: 0,
    });
    expect(await money(org.payee, "2026-04-01T00:00:00Z")).toMatchObject({
      pendingCents: 0,
      availableCents: organisationShare(56_895),
    });
  });

  it("ends five years after the member's first paid charge", async () => {
    const org = await organisationHolder();
    const member = paddleId("ctm");
    await feed([
      charge(member, "2026-02-01T00:00:00Z", org.code),
      charge(member, "2031-01-31T23:59:59Z", null),
      charge(member, "2031-02-01T00:00:00Z", null),
    ]);
    const list = await entries(org.payee);
    expect(list.map((e) => e.charge_id).length).toBe(2);
    expect((await money(org.payee, "2032-01-01")).availableCents).toBe(
      2 * organisationShare(PRICE),
    );
  });

  it("holds a non-USD share for the operator, never converted", async () => {
    const org = await organisationHolder();
    await feed([
      charge(paddleId("ctm"), "2026-01-10T00:00:00Z", org.code, {
        currency: "EUR",
      }),
    ]);
    // Kept in EUR, never relabelled: nothing of it counts as USD until converted.
    expect(await money(org.payee, "2026-06-01")).toMatchObject({
      onHoldCents: 0,
      availableCents: 0,
      pendingCents: 0,
    });
    expect((await entries(org.payee))[0]).toMatchObject({
      hold_reason: "non-usd",
      amount_cents: 0,
      original_currency: "EUR",
      original_cents: organisationShare(PRICE),
    });
  });
});

describe("lapse", () => {
  async function lapseAfter(months: string) {
    const first = await individualHolder();
    const second = await individualHolder();
    const member = paddleId("ctm");
    const sub = paddleId("sub");
    await feed([
      charge(member, "2026-01-15T00:00:00Z", first.code, {
        subscriptionId: sub,
      }),
      subscriptionCanceled({
        id: sub,
        customerId: member,
        canceledAt: iso("2026-03-01T00:00:00Z"),
      }),
      charge(member, months, second.code),
    ]);
    return {
      first: (await money(first.payee, "2030-01-01")).availableCents,
      second: (await money(second.payee, "2030-01-01")).availableCents,
    };
  }

  it("keeps the attribution for a paid charge 5 months after canceled_at", async () => {
    expect(await lapseAfter("2026-08-01T00:00:00Z")).toEqual({
      first: commissions(2),
      second: 0,
    });
  });

  it("keeps it up to exactly 6 calendar months, then the member starts afresh", async () => {
    expect(await lapseAfter("2026-09-01T00:00:00Z")).toEqual({
      first: commissions(2),
      second: 0,
    });
    expect(await lapseAfter("2026-09-01T00:00:01Z")).toEqual({
      first: COMMISSION,
      second: COMMISSION,
    });
  });

  it("starts afresh 7 months after canceled_at (the new code locks)", async () => {
    expect(await lapseAfter("2026-10-01T00:00:00Z")).toEqual({
      first: COMMISSION,
      second: COMMISSION,
    });
  });
});

describe("self-referral", () => {
  it("never attributes a member whose normalised e-mail is the issuer's", async () => {
    const holder = await individualHolder("jane.doe@gmail.com");
    const member = paddleId("ctm");
    await feed([
      customerEvent("customer.created", {
        id: member,
        email: "Jane.Doe+nirvana@googlemail.com",
      }),
      charge(member, "2026-01-01T00:00:00Z", holder.code),
    ]);
    expect(await entries(holder.payee)).toEqual([]);
    expect((await memberRow(member))?.flag).toBe("self-referral");
  });

  it("reverses what accrued when the e-mail arrives after the charge", async () => {
    const holder = await individualHolder("late@example.com");
    const member = paddleId("ctm");
    await feed([charge(member, "2026-01-01T00:00:00Z", holder.code)]);
    expect((await money(holder.payee, "2026-01-02")).pendingCents).toBe(
      COMMISSION,
    );
    await feed([
      customerEvent("customer.updated", {
        id: member,
        email: "LATE@example.com",
      }),
    ]);
    expect(await money(holder.payee, "2026-01-02")).toMatchObject({
      pendingCents: 0,
      availableCents: 0,
    });
    expect((await entries(holder.payee)).map((e) => e.type)).toEqual([
      "commission",
      "reversal",
    ]);
    expect((await memberRow(member))?.flag).toBe("self-referral");
  });

  it("applies to an organisation's contact too", async () => {
    const org = await organisationHolder("boss@org.example");
    const member = paddleId("ctm");
    await feed([
      customerEvent("customer.created", {
        id: member,
        email: "boss@org.example",
      }),
      charge(member, "2026-01-01T00:00:00Z", org.code),
    ]);
    expect(await entries(org.payee)).toEqual([]);
  });
});

describe("stopped codes", () => {
  it("attribute no new member", async () => {
    const holder = await individualHolder(undefined, "suspended");
    const member = paddleId("ctm");
    await feed([charge(member, "2026-01-01T00:00:00Z", holder.code)]);
    expect(await entries(holder.payee)).toEqual([]);
    expect((await memberRow(member))?.code).toBeNull();
  });

  it("hold the unpaid commissions of members already locked", async () => {
    const holder = await individualHolder();
    const member = paddleId("ctm");
    await feed([charge(member, "2026-01-01T00:00:00Z", holder.code)]);
    await setCodeStatus(holder.code, "suspended");
    await feed([charge(member, "2027-01-01T00:00:00Z", holder.code)]);
    expect(await money(holder.payee, "2027-06-01")).toMatchObject({
      onHoldCents: commissions(2),
      availableCents: 0,
    });
    expect((await memberRow(member))?.flag).toBe("code-stopped");
  });
});
