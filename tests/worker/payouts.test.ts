import { beforeEach, describe, expect, it } from "vitest";
import { payeeBalances } from "#app/lib/money/store/balances.server.ts";
import {
  approvePayoutRun,
  preparePayoutRun,
  runCarryForwards,
  runLines,
} from "#app/lib/money/store/payouts.server.ts";
import { scheduled } from "../../workers/scheduled";
import {
  addIssuer,
  addOrganisation,
  credit,
  emptyProgramme,
  NOV_1,
  OCTOBER,
  OPERATOR,
  rows,
} from "./payout-helpers";
import { MINIMUM } from "../support/figures";

beforeEach(emptyProgramme);

const reasonsOf = async (id: string) =>
  (await runCarryForwards(OCTOBER)).find((c) => c.payee_id === id)?.reasons;

describe("preparing a payout run", () => {
  it("pays a balance at the minimum and carries a cent less forward with its reason", async () => {
    const under = await addIssuer();
    const exact = await addIssuer();
    await credit(under, MINIMUM - 1);
    await credit(exact, MINIMUM);
    const result = await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
    expect(result).toMatchObject({ ok: true, created: true });
    const lines = await runLines(OCTOBER);
    expect(
      lines.map((l) => [l.id, l.payee_id, l.amount_cents, l.method]),
    ).toEqual([["PO-2026-10-00001", exact.id, MINIMUM, "paypal"]]);
    expect(await reasonsOf(under.id)).toBe("below-minimum");
    const carried = (await runCarryForwards(OCTOBER))[0]!;
    expect(carried.available_cents).toBe(MINIMUM - 1);
  });

  it("rolls a carried balance forward: next month it pays once it reaches the minimum", async () => {
    const issuer = await addIssuer();
    await credit(issuer, MINIMUM - 5_000);
    await preparePayoutRun(
      "2026-09",
      OPERATOR,
      new Date("2026-10-01T00:00:00Z"),
    );
    expect(await runLines("2026-09")).toEqual([]);
    await approvePayoutRun(
      "2026-09",
      OPERATOR,
      new Date("2026-10-01T01:00:00Z"),
    );
    await credit(issuer, 5_000);
    await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
    const [line] = await runLines(OCTOBER);
    expect(line).toMatchObject({ payee_id: issuer.id, amount_cents: MINIMUM });
  });

  it("counts only available money: pending and held money are not paid", async () => {
    const issuer = await addIssuer();
    await credit(issuer, MINIMUM, { availableAt: "2026-11-15T00:00:00.000Z" });
    await credit(issuer, MINIMUM + 10_000, {
      state: "held",
      holdReason: "chargeback-warning",
    });
    await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
    expect(await runLines(OCTOBER)).toEqual([]);
    const [c] = await runCarryForwards(OCTOBER);
    expect(c).toMatchObject({
      reasons: "nothing-available",
      available_cents: 0,
      pending_cents: MINIMUM,
      on_hold_cents: MINIMUM + 10_000,
    });
  });

  it("carries forward unverified, unconfirmed, suspended, terminated and incomplete payees with every reason", async () => {
    const unverified = await addIssuer({ verified: false });
    const unconfirmed = await addIssuer({ detailsConfirmed: false });
    const suspended = await addIssuer({ status: "suspended" });
    const terminated = await addIssuer({ status: "terminated" });
    const noPaypal = await addIssuer({ paypalEmail: null });
    const noCity = await addIssuer({ method: "cheque", postal: { city: " " } });
    const both = await addIssuer({ verified: false, paypalEmail: "" });
    for (const p of [
      unverified,
      unconfirmed,
      suspended,
      terminated,
      noPaypal,
      noCity,
      both,
    ])
      await credit(p, MINIMUM + 30_000);
    const unknown = { kind: "individual" as const, id: "iss-gone" };
    await credit(unknown, MINIMUM + 30_000);
    await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
    expect(await runLines(OCTOBER)).toEqual([]);
    // Details proposed before the address was proven are not confirmed either.
    expect(await reasonsOf(unverified.id)).toBe(
      "unverified,details-unconfirmed",
    );
    expect(await reasonsOf(unconfirmed.id)).toBe("details-unconfirmed");
    expect(await reasonsOf(suspended.id)).toBe("suspended");
    expect(await reasonsOf(terminated.id)).toBe("terminated");
    expect(await reasonsOf(noPaypal.id)).toBe("incomplete-details");
    expect(await reasonsOf(noCity.id)).toBe("incomplete-details");
    expect(await reasonsOf(both.id)).toBe(
      "unverified,details-unconfirmed,incomplete-details",
    );
    expect(await reasonsOf("iss-gone")).toBe("unknown-payee");
  });

  it("pays a cheque issuer with a complete address, copying it onto the line", async () => {
    const issuer = await addIssuer({
      method: "cheque",
      name: "Jane Doe",
      postal: { name: "Jane Doe", line2: "Flat 2" },
    });
    await credit(issuer, MINIMUM + 2_550);
    await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
    const [line] = await runLines(OCTOBER);
    expect(line).toMatchObject({
      method: "cheque",
      amount_cents: MINIMUM + 2_550,
      paypal_email: null,
      postal_name: "Jane Doe",
      postal_address_line1: "1 High Street",
      postal_address_line2: "Flat 2",
      postal_city: "Leeds",
      postal_zip: "LS1 1AA",
      postal_country: "GB",
      status: "open",
    });
  });

  it("pays organisations any positive balance once approved, verified and with confirmed details, by their method", async () => {
    const paid = await addOrganisation();
    const byCheque = await addOrganisation({ details: { method: "cheque" } });
    const noDetails = await addOrganisation({ details: null });
    const unverified = await addOrganisation({ verified: false });
    const pending = await addOrganisation({ status: "pending" });
    const stopped = await addOrganisation({ codeStatus: "suspended" });
    const negative = await addOrganisation();
    for (const o of [paid, byCheque, noDetails, unverified, pending, stopped])
      await credit(o, 1_237);
    await credit(negative, -500, { type: "clawback" });
    await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
    const lines = await runLines(OCTOBER);
    expect(lines.map((l) => [l.payee_id, l.amount_cents, l.method])).toEqual([
      [paid.id, 1_237, "paypal"],
      [byCheque.id, 1_237, "cheque"],
    ]);
    expect(await reasonsOf(noDetails.id)).toBe("details-unconfirmed");
    expect(await reasonsOf(unverified.id)).toBe("unverified");
    expect(await reasonsOf(pending.id)).toBe("not-approved");
    expect(await reasonsOf(stopped.id)).toBe("code-stopped");
    expect(await reasonsOf(negative.id)).toBe("negative-balance");
  });

  it("is idempotent: preparing the month twice gives the same run and lines, never a second payment", async () => {
    const a = await addIssuer();
    const b = await addIssuer({ method: "cheque" });
    await credit(a, MINIMUM + 20_000);
    await credit(b, MINIMUM);
    const first = await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
    const before = await runLines(OCTOBER);
    // More money arrives and the cron fires again later the same day.
    await credit(a, 5_000);
    const later = new Date("2026-11-01T06:00:00Z");
    const second = await preparePayoutRun(OCTOBER, OPERATOR, later);
    expect(first.created).toBe(true);
    expect(second).toMatchObject({ ok: true, created: false });
    expect(await runLines(OCTOBER)).toEqual(before);
    expect(await rows("SELECT month FROM payout_runs")).toEqual([
      { month: OCTOBER },
    ]);
    // Approving twice moves the money once.
    await approvePayoutRun(OCTOBER, OPERATOR, later);
    expect((await approvePayoutRun(OCTOBER, OPERATOR, later)).ok).toBe(false);
    expect(
      await rows(
        "SELECT COUNT(*) AS n FROM ledger_entries WHERE type = 'payout'",
      ),
    ).toEqual([{ n: 2 }]);
  });

  it("refuses a month that has not ended and a second run while one awaits approval", async () => {
    const issuer = await addIssuer();
    await credit(issuer, MINIMUM);
    expect((await preparePayoutRun("2026-11", OPERATOR, NOV_1)).ok).toBe(false);
    expect((await preparePayoutRun("2026-13", OPERATOR, NOV_1)).ok).toBe(false);
    await preparePayoutRun("2026-09", OPERATOR, NOV_1);
    const blocked = await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
    expect(blocked).toMatchObject({ ok: false, created: false });
    expect(blocked.message).toContain("2026-09 awaits approval");
    expect(await rows("SELECT month FROM payout_runs")).toEqual([
      { month: "2026-09" },
    ]);
  });

  it("audits the preparation with its counts", async () => {
    const issuer = await addIssuer();
    await credit(issuer, MINIMUM);
    await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
    expect(
      await rows(
        "SELECT actor, action, target, detail FROM audit_log WHERE action <> 'console.sign-in'",
      ),
    ).toEqual([
      {
        actor: "ops@nirvana.example (access)",
        action: "payout.prepare",
        target: "payout-run:2026-10",
        detail: `1 line, ${MINIMUM} cents; 0 carried forward`,
      },
    ]);
  });
});

describe("approving a run", () => {
  it("appends one negative payout entry per line, so the money leaves Available", async () => {
    const a = await addIssuer();
    const org = await addOrganisation();
    await credit(a, MINIMUM + 11_000);
    await credit(org, 2_500);
    await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
    const at = new Date("2026-11-01T09:00:00Z");
    const result = await approvePayoutRun(OCTOBER, OPERATOR, at);
    expect(result).toMatchObject({ ok: true });
    const entries = await rows(
      `SELECT payee_kind, payee_id, type, state, amount_cents, available_at, payout_line_id,
         cause_kind, cause_ref FROM ledger_entries WHERE type = 'payout' ORDER BY payout_line_id`,
    );
    expect(entries).toEqual([
      {
        payee_kind: "individual",
        payee_id: a.id,
        type: "payout",
        state: "accrued",
        amount_cents: -(MINIMUM + 11_000),
        available_at: null,
        payout_line_id: "PO-2026-10-00001",
        cause_kind: "payout",
        cause_ref: "PO-2026-10-00001",
      },
      {
        payee_kind: "organisation",
        payee_id: org.id,
        type: "payout",
        state: "accrued",
        amount_cents: -2_500,
        available_at: null,
        payout_line_id: "PO-2026-10-00002",
        cause_kind: "payout",
        cause_ref: "PO-2026-10-00002",
      },
    ]);
    expect(await payeeBalances(a, at)).toMatchObject({
      availableCents: 0,
      paidCents: MINIMUM + 11_000,
    });
    expect(
      await rows(
        "SELECT status, approved_by FROM payout_runs WHERE month = ?1",
        OCTOBER,
      ),
    ).toEqual([
      { status: "approved", approved_by: "ops@nirvana.example (access)" },
    ]);
    expect(
      await rows(
        "SELECT action FROM audit_log WHERE action = 'payout.approve'",
      ),
    ).toHaveLength(1);
  });
});

describe("the cron", () => {
  const fire = (at: string) =>
    scheduled(
      {
        scheduledTime: Date.parse(at),
        cron: "*/5 * * * *",
      } as ScheduledController,
      // Not production: production detection fails closed (app/lib/platform/production.ts).
      { ENVIRONMENT: "test" } as Env,
      { waitUntil: () => {} } as unknown as ExecutionContext,
    );

  it("prepares last month's run on the 1st (UTC) only", async () => {
    const issuer = await addIssuer();
    await credit(issuer, MINIMUM);
    await fire("2026-10-31T23:55:00.000Z");
    await fire("2026-11-02T00:00:00.000Z");
    expect(await rows("SELECT month FROM payout_runs")).toEqual([]);
    await fire("2026-11-01T00:00:00.000Z");
    await fire("2026-11-01T00:05:00.000Z");
    expect(await rows("SELECT month, prepared_by FROM payout_runs")).toEqual([
      { month: OCTOBER, prepared_by: "payout-cron (system)" },
    ]);
    expect(await runLines(OCTOBER)).toHaveLength(1);
  });
});
