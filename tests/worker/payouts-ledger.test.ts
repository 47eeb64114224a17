/**
 * Payout runs over the ledger the billing rules write: signed-up members'
 * Paddle charges become commissions, the run pays them, a chargeback after
 * payment is clawed back from the next run.
 */
import { beforeEach, describe, expect, it } from "vitest";
import {
  approvePayoutRun,
  preparePayoutRun,
  runCarryForwards,
  runLines,
} from "#app/lib/money/store/payouts.server.ts";
import { feed, individualHolder, money } from "./ledger-helpers";
import {
  adjustmentEvent,
  paddleId,
  transactionCompleted,
} from "./paddle-fixtures";
import { emptyProgramme, OPERATOR } from "./payout-helpers";
import {
  COMMISSION,
  commissions,
  DISCOUNTED_PRICE,
  membershipYear,
  MINIMUM,
} from "../support/figures";

/** How many commissions reach the payout minimum. */
const ENOUGH = Math.ceil(MINIMUM / COMMISSION);

beforeEach(emptyProgramme);

/** `n` members who each paid once in September 2026 with the holder's code. */
async function members(code: string, n: number) {
  const charges = Array.from({ length: n }, (_, i) => ({
    id: paddleId("txn"),
    customerId: paddleId("ctm"),
    billedAt: `2026-09-${String(i + 1).padStart(2, "0")}T10:00:00.000Z`,
  }));
  await feed(
    charges.map((c) =>
      transactionCompleted({
        ...c,
        trustCode: code,
        ...membershipYear(),
      }),
    ),
    new Date("2026-09-30T00:00:00Z"),
  );
  return charges;
}

describe("payout runs over billing-driven commissions", () => {
  it("pays the commissions that reach the minimum once held, and carries one fewer forward", async () => {
    const enough = await individualHolder();
    const oneShort = await individualHolder();
    await members(enough.code, ENOUGH);
    await members(oneShort.code, ENOUGH - 1);
    const nov1 = new Date("2026-11-01T00:00:00Z");
    expect(await money(enough.payee, nov1)).toMatchObject({
      availableCents: commissions(ENOUGH),
    });
    await preparePayoutRun("2026-10", OPERATOR, nov1);
    expect(
      (await runLines("2026-10")).map((l) => [l.payee_id, l.amount_cents]),
    ).toEqual([[enough.payee.id, commissions(ENOUGH)]]);
    expect(await runCarryForwards("2026-10")).toMatchObject([
      {
        payee_id: oneShort.payee.id,
        available_cents: commissions(ENOUGH - 1),
        reasons: "below-minimum",
      },
    ]);
  });

  it("claws a chargeback after payment back from the next run", async () => {
    const holder = await individualHolder();
    const charges = await members(holder.code, ENOUGH);
    const nov1 = new Date("2026-11-01T00:00:00Z");
    await preparePayoutRun("2026-10", OPERATOR, nov1);
    await approvePayoutRun("2026-10", OPERATOR, nov1);
    expect(await money(holder.payee, nov1)).toMatchObject({
      availableCents: 0,
      paidCents: commissions(ENOUGH),
    });
    const first = charges[0]!;
    await feed(
      [
        adjustmentEvent("adjustment.created", {
          transactionId: first.id,
          customerId: first.customerId,
          action: "chargeback",
          status: "approved",
          subtotal: DISCOUNTED_PRICE,
        }),
      ],
      new Date("2026-11-10T00:00:00Z"),
    );
    const dec1 = new Date("2026-12-01T00:00:00Z");
    expect((await money(holder.payee, dec1)).availableCents).toBe(-COMMISSION);
    await preparePayoutRun("2026-11", OPERATOR, dec1);
    expect(await runLines("2026-11")).toEqual([]);
    expect(await runCarryForwards("2026-11")).toMatchObject([
      {
        payee_id: holder.payee.id,
        available_cents: -COMMISSION,
        reasons: "negative-balance",
      },
    ]);
  });
});
