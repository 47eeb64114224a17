/**
 * The payee's page answers when and why (docs/my-trust-code.md): each
 * pending commission with its date, reversals as reversals, money held in
 * another currency as such, whether the payee is in the next run and why
 * not, and the minimum reached. Real D1, Paddle-signed notifications.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { payeeOutlook } from "#app/lib/money/flows/payee-outlook.server.ts";
import {
  entries,
  individualHolder,
  iso,
  organisationHolder,
} from "./ledger-helpers";
import {
  adjustmentEvent,
  deliverAndProcess,
  paddleId,
  transactionCompleted,
} from "./paddle-fixtures";
import { COMMISSION, heldUntil, MINIMUM, PRICE } from "../support/figures";

const charge = (code: string, billedAt: string, extra = {}) =>
  transactionCompleted({
    customerId: paddleId("ctm"),
    billedAt: iso(billedAt),
    trustCode: code,
    subtotal: PRICE,
    ...extra,
  });

const confirmed = (id: string, at: string | null) =>
  env.DB.prepare("UPDATE issuers SET details_confirmed_at = ?2 WHERE id = ?1")
    .bind(id, at)
    .run();
const confirm = (id: string) => confirmed(id, "2026-01-01T00:00:00Z");

describe("when and why", () => {
  it("a pending commission shows its date; the next run is not yet for it", async () => {
    const holder = await individualHolder();
    await confirm(holder.payee.id);
    await deliverAndProcess([charge(holder.code, "2026-03-10T12:00:00Z")]);
    const now = new Date("2026-03-20T00:00:00Z");
    const outlook = await payeeOutlook(
      holder.payee,
      await entries(holder.payee),
      now,
    );
    expect(outlook).toMatchObject({
      pending: [
        {
          amountCents: COMMISSION,
          availableOn: heldUntil("2026-03-10T12:00:00.000Z").slice(0, 10),
        },
      ],
      reversals: [],
      heldOriginals: [],
      nextRun: {
        date: "2026-04-01",
        included: false,
        reasons: ["nothing-available"],
      },
      minimumReached: false,
    });
    // By May's run it is available, but below the minimum.
    const may = await payeeOutlook(
      holder.payee,
      await entries(holder.payee),
      new Date("2026-04-20T00:00:00Z"),
    );
    expect(may.pending).toEqual([]);
    expect(may.nextRun).toEqual({
      date: "2026-05-01",
      included: false,
      reasons: ["below-minimum"],
    });
  });

  it("over the minimum: in the next run once details are confirmed; a refund shows as a reversal", async () => {
    const holder = await individualHolder();
    // Details proposed but not confirmed yet.
    await confirmed(holder.payee.id, null);
    // One commission more than the minimum needs: after one refund, still the minimum.
    const charges = Array.from(
      { length: Math.ceil(MINIMUM / COMMISSION) + 1 },
      (_, i) =>
        charge(
          holder.code,
          `2026-01-${String(i + 1).padStart(2, "0")}T00:00:00Z`,
        ),
    );
    await deliverAndProcess(charges);
    const now = new Date("2026-03-20T00:00:00Z");
    const before = await payeeOutlook(
      holder.payee,
      await entries(holder.payee),
      now,
    );
    expect(before.minimumReached).toBe(true);
    expect(before.nextRun).toEqual({
      date: "2026-04-01",
      included: false,
      reasons: ["details"],
    });
    await confirm(holder.payee.id);
    const first = charges[0]!;
    await deliverAndProcess([
      adjustmentEvent("adjustment.created", {
        transactionId: first.data.id as string,
        customerId: first.data.customer_id as string,
        action: "refund",
        status: "approved",
        subtotal: PRICE,
      }),
    ]);
    const after = await payeeOutlook(
      holder.payee,
      await entries(holder.payee),
      now,
    );
    expect(after.nextRun).toMatchObject({ included: true, reasons: [] });
    expect(after.reversals).toHaveLength(1);
    expect(after.reversals[0]!.amountCents).toBe(COMMISSION);
    expect(after.minimumReached).toBe(true);
  });

  it("an unverified issuer is told so; an organisation's EUR share is held as EUR", async () => {
    const holder = await individualHolder();
    await env.DB.prepare("UPDATE issuers SET verified_at = NULL WHERE id = ?1")
      .bind(holder.payee.id)
      .run();
    await deliverAndProcess([charge(holder.code, "2026-01-05T00:00:00Z")]);
    const now = new Date("2026-03-20T00:00:00Z");
    const unverified = await payeeOutlook(
      holder.payee,
      await entries(holder.payee),
      now,
    );
    expect(unverified.nextRun.reasons).toEqual(["unverified", "below-minimum"]);

    const org = await organisationHolder();
    await deliverAndProcess([
      charge(org.code, "2026-02-05T00:00:00Z", {
        currency: "EUR",
        subtotal: 47610,
      }),
    ]);
    const held = await payeeOutlook(org.payee, await entries(org.payee), now);
    expect(held.heldOriginals).toEqual([{ currency: "EUR", cents: 4761 }]);
    expect(held.nextRun.included).toBe(false);
    expect(held.nextRun.reasons).toContain("details");
  });
});
