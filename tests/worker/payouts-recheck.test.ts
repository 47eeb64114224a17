/**
 * Payout files that cannot pay twice and approval that re-checks every line
 * (docs/payouts.md), on real D1: only open lines in any download, lines whose
 * payee changed are dropped at approval, Paid counts a line from approval
 * until it fails.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import {
  markLineFailed,
  markLinePaid,
} from "#app/lib/money/flows/settle-payout.server.ts";
import {
  payeeBalances,
  payeeStatementFacts,
} from "#app/lib/money/store/balances.server.ts";
import {
  approvePayoutRun,
  preparePayoutRun,
  runCarryForwards,
  runLines,
} from "#app/lib/money/store/payouts.server.ts";
import { loader as fileLoader } from "#app/routes/admin/payout-file.tsx";
import {
  addIssuer,
  credit,
  emptyProgramme,
  NOV_1,
  OCTOBER,
  OPERATOR,
  rows,
} from "./payout-helpers";
import { MINIMUM } from "../support/figures";

beforeEach(emptyProgramme);

const AUTH = { authorization: `Basic ${btoa("admin:pool-secret")}` };
const HOST = "nirvana.example";
const NOVEMBER = "2026-11";
const DEC_1 = new Date("2026-12-01T00:00:00.000Z");

async function download(month: string, file: string): Promise<string> {
  const res = (await (
    fileLoader({
      request: new Request(
        `https://nirvana.example/admin/payouts/${month}/${file}`,
        { headers: AUTH },
      ),
      params: { month, file },
      context: {},
    } as never) as Promise<Response>
  ).catch((r: Response) => r)) as Response;
  expect(res.status).toBe(200);
  return res.text();
}

const lineOf = async (month: string, payeeId: string) =>
  (await runLines(month)).find((l) => l.payee_id === payeeId)!;

describe("payout files list only open lines", () => {
  it("two failed lines paid again by a later run are in no download of the old run; a paid cheque is in no later register", async () => {
    const alice = await addIssuer({ paypalEmail: "alice@example.com" });
    const bob = await addIssuer({ paypalEmail: "bob@example.com" });
    const carol = await addIssuer({ paypalEmail: "carol@example.com" });
    const dave = await addIssuer({ method: "cheque" });
    for (const p of [alice, bob, carol, dave]) await credit(p, MINIMUM);
    await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
    expect((await approvePayoutRun(OCTOBER, OPERATOR, NOV_1)).ok).toBe(true);
    const a = await lineOf(OCTOBER, alice.id);
    const b = await lineOf(OCTOBER, bob.id);
    const c = await lineOf(OCTOBER, carol.id);
    const d = await lineOf(OCTOBER, dave.id);
    expect(await download(OCTOBER, "cheques.csv")).toContain(d.id);

    for (const line of [a, b])
      expect(
        (await markLineFailed(line.id, "RECEIVER_UNREGISTERED", OPERATOR, HOST))
          .ok,
      ).toBe(true);
    expect((await markLinePaid(d.id, OPERATOR, HOST)).ok).toBe(true);

    // November's run pays the returned money again.
    await preparePayoutRun(NOVEMBER, OPERATOR, DEC_1);
    expect((await approvePayoutRun(NOVEMBER, OPERATOR, DEC_1)).ok).toBe(true);
    const again = (await runLines(NOVEMBER)).map((l) => l.payee_id).sort();
    expect(again).toEqual([alice.id, bob.id].sort());

    const october = await download(OCTOBER, "paypal.csv");
    expect(october).not.toContain(a.id);
    expect(october).not.toContain(b.id);
    expect(october).toContain(c.id);
    const register = await download(OCTOBER, "cheques.csv");
    expect(register).not.toContain(d.id);
    expect(register.trim().split("\r\n")).toHaveLength(1);

    // Once carol's line is paid, no download of October carries any PayPal line.
    expect((await markLinePaid(c.id, OPERATOR, HOST)).ok).toBe(true);
    expect((await download(OCTOBER, "paypal.csv")).trim()).toBe("");
  });
});

describe("approval re-checks every line's payee", () => {
  it("drops a line whose payee changed details, was suspended or lost the money, and pays the rest", async () => {
    const steady = await addIssuer();
    const moved = await addIssuer({ paypalEmail: "old@example.com" });
    const stopped = await addIssuer();
    const clawed = await addIssuer();
    for (const p of [steady, moved, stopped, clawed])
      await credit(p, MINIMUM + 10_000);
    await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
    expect(await runLines(OCTOBER)).toHaveLength(4);

    await env.DB.batch([
      env.DB.prepare(
        "UPDATE issuers SET paypal_email = 'new@example.com' WHERE id = ?1",
      ).bind(moved.id),
      env.DB.prepare(
        "UPDATE issuers SET status = 'suspended' WHERE id = ?1",
      ).bind(stopped.id),
    ]);
    await credit(clawed, -5_000, { type: "clawback" });

    const result = await approvePayoutRun(OCTOBER, OPERATOR, NOV_1);
    expect(result).toEqual({
      ok: true,
      message:
        "Approved the run for 2026-10: 1 payout recorded. 3 lines dropped (the payee is no longer payable as prepared; carried forward).",
    });
    expect((await runLines(OCTOBER)).map((l) => l.payee_id)).toEqual([
      steady.id,
    ]);
    const carried = new Map(
      (await runCarryForwards(OCTOBER)).map((c) => [c.payee_id, c.reasons]),
    );
    expect(carried.get(moved.id)).toBe("details-changed");
    expect(carried.get(stopped.id)).toBe("suspended");
    expect(carried.get(clawed.id)).toBe("balance-changed");
    // Nothing left the dropped payees' balances.
    for (const p of [moved, stopped])
      expect((await payeeBalances(p, NOV_1)).availableCents).toBe(
        MINIMUM + 10_000,
      );
    expect((await payeeBalances(clawed, NOV_1)).availableCents).toBe(
      MINIMUM + 5_000,
    );
    const payouts = await rows<{ payee_id: string }>(
      "SELECT payee_id FROM ledger_entries WHERE type = 'payout'",
    );
    expect(payouts.map((p) => p.payee_id)).toEqual([steady.id]);
    const [audit] = await rows<{ detail: string }>(
      "SELECT detail FROM audit_log WHERE action = 'payout.approve'",
    );
    expect(audit!.detail).toContain("details-changed");
  });
});

describe("Paid", () => {
  it("counts a line from its approval until it fails", async () => {
    const payee = await addIssuer();
    await credit(payee, MINIMUM + 20_000);
    await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
    expect((await payeeBalances(payee, NOV_1)).paidCents).toBe(0);
    await approvePayoutRun(OCTOBER, OPERATOR, NOV_1);
    expect(await payeeBalances(payee, NOV_1)).toMatchObject({
      paidCents: MINIMUM + 20_000,
      availableCents: 0,
    });
    const line = await lineOf(OCTOBER, payee.id);
    const stateOf = async () =>
      (await payeeStatementFacts(payee)).lineStates.get(line.id);
    expect(await stateOf()).toBe("approved");
    await markLinePaid(line.id, OPERATOR, HOST);
    expect(await stateOf()).toBe("paid");
    expect((await payeeBalances(payee, NOV_1)).paidCents).toBe(
      MINIMUM + 20_000,
    );
    // A paid line can still fail later (returned by PayPal): Paid drops it.
    await markLineFailed(line.id, "RECEIVER_UNREGISTERED", OPERATOR, HOST);
    expect(await stateOf()).toBe("failed");
    expect(await payeeBalances(payee, NOV_1)).toMatchObject({
      paidCents: 0,
      availableCents: MINIMUM + 20_000,
    });
  });
});
