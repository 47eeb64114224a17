/**
 * The PayPal Payouts rail on real D1 against a local PayPal that speaks the
 * documented shapes (tests/support/fake-paypal.ts): a run sent once whatever
 * the retries, every item outcome through the real webhook endpoint, a forged
 * notification refused, the 24-hour read-back, and one way per line.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failureReason } from "#app/content/payout-failure-reasons.ts";
import { i18nFor } from "#app/lib/i18n/instance.ts";
import {
  approvePayoutRun,
  preparePayoutRun,
  runLines,
  payeeBalances,
} from "#app/lib/money/index.server.ts";
import { PaypalClient, paypalConfig } from "#app/lib/money/paypal/client.ts";
import {
  paypalCronSweep,
  sendRunThroughPaypal,
} from "#app/lib/money/flows/paypal.server.ts";
import { paypalNoticeEmail } from "#app/lib/money/flows/paypal-console.server.ts";
import { claimForFile } from "#app/lib/money/store/paypal.server.ts";
import {
  FAKE_PAYPAL_CLIENT,
  FAKE_WEBHOOK_ID,
  FakePaypal,
} from "../support/fake-paypal";
import {
  addIssuer,
  credit,
  emptyProgramme,
  NOV_1,
  OCTOBER,
  OPERATOR,
  rows,
} from "./payout-helpers";
import { SELF } from "./self";
import { accountView } from "#app/lib/use-cases/account-page.server.ts";
import * as runRoute from "#app/routes/admin/payout-run.tsx";

const HOST = "nirvana.example";
const SETTINGS = {
  PAYPAL_CLIENT_ID: FAKE_PAYPAL_CLIENT.id,
  PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CLIENT.secret,
  PAYPAL_API_BASE: "https://paypal.test",
  PAYPAL_WEBHOOK_ID: FAKE_WEBHOOK_ID,
};
const line = (n: number) => `PO-${OCTOBER}-${String(n).padStart(5, "0")}`;

let fake: FakePaypal;

/** PayPal's settings on the Worker, and every fetch to PayPal served by the local PayPal. */
beforeEach(async () => {
  await env.DB.batch(
    ["paypal_webhook_events", "payout_line_channels", "paypal_batches"].map(
      (t) => env.DB.prepare(`DELETE FROM ${t}`),
    ),
  );
  await emptyProgramme();
  fake = new FakePaypal(SETTINGS.PAYPAL_API_BASE);
  Object.assign(env, SETTINGS);
  const real = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const request = new Request(input as RequestInfo, init);
    return request.url.startsWith(fake.base)
      ? fake.handle(request)
      : real(request);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const key of Object.keys(SETTINGS))
    delete (env as unknown as Record<string, unknown>)[key];
});

const client = () =>
  new PaypalClient(paypalConfig(SETTINGS)!, { backoffMs: 0 });

const send = (c = client()) =>
  sendRunThroughPaypal(OCTOBER, OPERATOR, c, {
    note: "Nirvana Trust Code payout 2026-10",
    subject: "Your Nirvana Trust Code payout",
    compose: paypalNoticeEmail(HOST),
    now: NOV_1,
  });

/** `n` PayPal payees with USD 600.00 each on an approved October run. */
async function approvedRun(n: number, locale = "en") {
  const payees = [];
  for (let i = 0; i < n; i++) {
    const issuer = await addIssuer({ locale });
    await credit(issuer, 60_000);
    payees.push(issuer);
  }
  await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
  const approved = await approvePayoutRun(OCTOBER, OPERATOR, NOV_1);
  expect(approved.ok).toBe(true);
  return payees;
}

const lineStates = async () =>
  rows<{ id: string; status: string; item_state: string | null }>(
    `SELECT l.id, l.status, c.item_state FROM payout_lines l
     LEFT JOIN payout_line_channels c ON c.line_id = l.id ORDER BY l.id`,
  );

function postWebhook(hook: { headers: Record<string, string>; body: string }) {
  return SELF.fetch("http://nirvana.example/api/payouts/paypal", {
    method: "POST",
    headers: hook.headers,
    body: hook.body,
  });
}

describe("sending a run through PayPal", () => {
  it("makes one batch whatever the retries: a lost answer, network errors, pressing send again", async () => {
    await approvedRun(3);
    // PayPal makes the batch but its answer is lost: the client asks again
    // with the same id, PayPal says the id was used and names the batch.
    fake.loseNextAnswer();
    const first = await send();
    expect(first.ok).toBe(true);
    expect(fake.batches.size).toBe(1);
    expect(fake.createCalls.map((c) => c.requestId)).toEqual([
      `${OCTOBER}-1`,
      `${OCTOBER}-1`,
    ]);
    const [batch] = await rows<{
      sender_batch_id: string;
      status: string;
      payout_batch_id: string;
    }>("SELECT sender_batch_id, status, payout_batch_id FROM paypal_batches");
    expect(batch).toEqual({
      sender_batch_id: `${OCTOBER}-1`,
      status: "sent",
      payout_batch_id: [...fake.batches.keys()][0],
    });
    expect((await lineStates()).map((l) => l.item_state)).toEqual([
      "sent",
      "sent",
      "sent",
    ]);
    // Pressing send again: nothing left to send, no second batch.
    expect((await send()).ok).toBe(false);
    expect(fake.batches.size).toBe(1);
    const items = [...fake.batches.values()][0]!.items;
    expect(items.map((i) => i.payout_item.sender_item_id)).toEqual([
      line(1),
      line(2),
      line(3),
    ]);
    expect(items[0]!.payout_item.amount).toEqual({
      value: "600.00",
      currency: "USD",
    });
  });

  it("keeps the batch for 'send again' when PayPal cannot be reached, then sends it with the same id", async () => {
    await approvedRun(2);
    fake.failNextCreate("network", 503, "network");
    const first = await send();
    expect(first.ok).toBe(false);
    expect(first.message).toContain("not answered");
    expect(fake.batches.size).toBe(0);
    expect((await lineStates()).map((l) => [l.status, l.item_state])).toEqual([
      ["open", "queued"],
      ["open", "queued"],
    ]);
    const again = await send();
    expect(again.ok).toBe(true);
    expect(fake.batches.size).toBe(1);
    expect(new Set(fake.createCalls.map((c) => c.requestId))).toEqual(
      new Set([`${OCTOBER}-1`]),
    );
  });

  it("shows PayPal's 4xx message, leaves the lines approved and sends again once the cause is fixed", async () => {
    const [payee] = await approvedRun(1);
    fake.failNextCreate(422);
    const refused = await send();
    expect(refused).toEqual({
      ok: false,
      message: expect.stringContaining("INSUFFICIENT_FUNDS"),
    });
    expect(await rows("SELECT status, last_error FROM paypal_batches")).toEqual(
      [
        {
          status: "rejected",
          last_error: expect.stringContaining(
            "Sender does not have sufficient funds",
          ),
        },
      ],
    );
    expect((await runLines(OCTOBER))[0]!.status).toBe("open");
    // The money stays paid out of Available (approved), nothing returns.
    expect((await payeeBalances(payee!, NOV_1)).availableCents).toBe(0);
    expect((await send()).ok).toBe(true);
    expect(fake.batches.size).toBe(1);
  });

  it("sends each line one way only: a line in a downloaded file is never sent, a sent line never in a file", async () => {
    await approvedRun(3);
    const inFile = await claimForFile([line(1)], NOV_1.toISOString());
    expect([...inFile]).toEqual([line(1)]);
    await send();
    const sent = [...fake.batches.values()][0]!.items.map(
      (i) => i.payout_item.sender_item_id,
    );
    expect(sent).toEqual([line(2), line(3)]);
    const laterFile = await claimForFile(
      [line(1), line(2), line(3)],
      NOV_1.toISOString(),
    );
    expect([...laterFile]).toEqual([line(1)]);
  });

  it("cuts a large run into parts of 15,000 items, each its own id", async () => {
    await approvedRun(3);
    const { claimBatches, unassignedPaypalLines } =
      await import("#app/lib/money/store/paypal.server.ts");
    // Three lines in parts of two stand for 15,000 (the cut is the same rule).
    const ids = await unassignedPaypalLines(OCTOBER);
    await claimBatches(
      OCTOBER,
      1,
      [ids.slice(0, 2), ids.slice(2)],
      "ops",
      NOV_1.toISOString(),
    );
    await send();
    expect(fake.createCalls.map((c) => [c.requestId, c.items])).toEqual([
      [`${OCTOBER}-1`, 2],
      [`${OCTOBER}-2`, 1],
    ]);
  });
});

describe("PayPal's item webhooks", () => {
  const outcomes = [
    ["SUCCEEDED", "paid", null],
    ["FAILED", "failed", "RECEIVER_UNREGISTERED"],
    ["RETURNED", "failed", "RECEIVER_UNCONFIRMED"],
    ["BLOCKED", "failed", "RECEIVER_ACCOUNT_LOCKED"],
    ["DENIED", "failed", "RECEIVER_COUNTRY_NOT_ALLOWED"],
    ["REFUNDED", "failed", "SOME_NEW_NAME"],
    ["CANCELED", "failed", null],
    ["UNCLAIMED", "open", null],
    ["HELD", "open", null],
  ] as const;

  it("settles every item outcome: paid, failed with the reason in the payee's language and the money back, unclaimed, held", async () => {
    const payees = await approvedRun(outcomes.length, "de");
    await send();
    for (const [i, [type, , name]] of outcomes.entries()) {
      const res = await postWebhook(
        fake.webhook(line(i + 1), `PAYMENT.PAYOUTS-ITEM.${type}`, {
          errors: name ? { name, message: `PayPal says ${name}` } : undefined,
        }),
      );
      expect(res.status).toBe(200);
    }
    const states = await lineStates();
    expect(states.map((s) => s.status)).toEqual(outcomes.map((o) => o[1]));
    expect(states[7]!.item_state).toBe("unclaimed");
    expect(states[8]!.item_state).toBe("held");
    // Failed lines: their money is back in Available; the paid one is paid.
    for (const [i, [, status]] of outcomes.entries())
      expect((await payeeBalances(payees[i]!, NOV_1)).availableCents).toBe(
        status === "failed" ? 60_000 : 0,
      );
    // Each failed payee is told why, in German; unknown names get the general sentence.
    const de = await i18nFor("de");
    const mails = await rows<{
      recipient: string;
      kind: string;
      body_text: string;
    }>("SELECT recipient, kind, body_text FROM email_outbox ORDER BY rowid");
    expect(mails.map((m) => m.kind)).toEqual([
      "payout-sent",
      ...Array(6).fill("payout-failed"),
    ]);
    for (const [i, [, status, name]] of outcomes.entries()) {
      if (status !== "failed") continue;
      const mail = mails.find((m) => m.recipient === payees[i]!.email)!;
      expect(mail.body_text).toContain(de._(failureReason(name)));
      expect(mail.body_text).toContain(`https://${HOST}/de/my-trust-code`);
    }
    expect(de._(failureReason("SOME_NEW_NAME"))).toBe(
      de._(failureReason(null)),
    );
    // The operator keeps PayPal's own message; the payee's reason is the name.
    expect(
      await rows(
        "SELECT error_name, error_message FROM payout_line_channels WHERE line_id = ?1",
        line(2),
      ),
    ).toEqual([
      {
        error_name: "RECEIVER_UNREGISTERED",
        error_message: "PayPal says RECEIVER_UNREGISTERED",
      },
    ]);
  });

  it("stores a notification once by its id: a repeat changes nothing", async () => {
    const [payee] = await approvedRun(1);
    await send();
    const hook = fake.webhook(line(1), "PAYMENT.PAYOUTS-ITEM.FAILED", {
      errors: { name: "RECEIVER_UNREGISTERED", message: "unregistered" },
    });
    const first = await postWebhook(hook);
    expect(await first.json()).toMatchObject({
      success: true,
      duplicate: false,
    });
    // PayPal sends the same notification again (same id, fresh transmission).
    const again = fake.webhook(line(1), "PAYMENT.PAYOUTS-ITEM.FAILED", {
      id: JSON.parse(hook.body).id as string,
      createTime: JSON.parse(hook.body).create_time as string,
      errors: { name: "RECEIVER_UNREGISTERED", message: "unregistered" },
    });
    const second = await postWebhook(again);
    expect(await second.json()).toMatchObject({
      success: true,
      duplicate: true,
    });
    expect(await rows("SELECT id FROM paypal_webhook_events")).toHaveLength(1);
    expect(
      await rows(
        "SELECT id FROM ledger_entries WHERE type = 'payout-returned'",
      ),
    ).toHaveLength(1);
    expect((await payeeBalances(payee!, NOV_1)).availableCents).toBe(60_000);
    expect(await rows("SELECT id FROM email_outbox")).toHaveLength(1);
  });

  it("ends the same in any order: a RETURNED after SUCCEEDED fails the line, an older SUCCEEDED after it changes nothing", async () => {
    await approvedRun(2);
    await send();
    const t0 = "2026-11-02T10:00:00.000Z";
    const t1 = "2026-11-05T10:00:00.000Z";
    // Line 1: in order. Line 2: the later RETURNED arrives first.
    await postWebhook(
      fake.webhook(line(1), "PAYMENT.PAYOUTS-ITEM.SUCCEEDED", {
        createTime: t0,
      }),
    );
    await postWebhook(
      fake.webhook(line(1), "PAYMENT.PAYOUTS-ITEM.RETURNED", {
        createTime: t1,
      }),
    );
    await postWebhook(
      fake.webhook(line(2), "PAYMENT.PAYOUTS-ITEM.RETURNED", {
        createTime: t1,
      }),
    );
    await postWebhook(
      fake.webhook(line(2), "PAYMENT.PAYOUTS-ITEM.SUCCEEDED", {
        createTime: t0,
      }),
    );
    // A passing state after a final one changes nothing either.
    await postWebhook(
      fake.webhook(line(2), "PAYMENT.PAYOUTS-ITEM.UNCLAIMED", {
        createTime: t0,
      }),
    );
    expect((await lineStates()).map((l) => l.status)).toEqual([
      "failed",
      "failed",
    ]);
    expect(
      await rows(
        "SELECT payout_line_id FROM ledger_entries WHERE type = 'payout-returned' ORDER BY payout_line_id",
      ),
    ).toEqual([{ payout_line_id: line(1) }, { payout_line_id: line(2) }]);
  });

  it("refuses a forged notification: 401, nothing stored, nothing changed", async () => {
    const [payee] = await approvedRun(1);
    await send();
    const hook = fake.webhook(line(1), "PAYMENT.PAYOUTS-ITEM.FAILED", {
      errors: { name: "RECEIVER_UNREGISTERED", message: "x" },
    });
    // The body changed after PayPal signed it.
    const forged = await postWebhook({
      headers: hook.headers,
      body: hook.body
        .replace('"FAILED"', '"SUCCESS"')
        .replace(".FAILED", ".SUCCEEDED"),
    });
    expect(forged.status).toBe(401);
    // No transmission headers at all.
    const bare = await postWebhook({
      headers: { "Content-Type": "application/json" },
      body: hook.body,
    });
    expect(bare.status).toBe(401);
    // Verified by PayPal, but for another webhook id than ours.
    (env as unknown as Record<string, string>).PAYPAL_WEBHOOK_ID = "WH-OTHER";
    expect((await postWebhook(hook)).status).toBe(401);
    expect(await rows("SELECT id FROM paypal_webhook_events")).toEqual([]);
    expect((await runLines(OCTOBER))[0]!.status).toBe("open");
    expect((await payeeBalances(payee!, NOV_1)).availableCents).toBe(0);
  });

  it("answers 503 and stores nothing while PayPal is not configured", async () => {
    for (const key of Object.keys(SETTINGS))
      delete (env as unknown as Record<string, unknown>)[key];
    const res = await SELF.fetch("http://nirvana.example/api/payouts/paypal", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(503);
  });
});

describe("a later final event wins: PayPal pays a line after it failed", () => {
  const t0 = "2026-11-02T10:00:00.000Z";
  const t1 = "2026-11-05T10:00:00.000Z";
  const t2 = "2026-11-09T10:00:00.000Z";
  const moves = (lineId: string) =>
    rows<{ type: string; amount_cents: number }>(
      `SELECT type, amount_cents FROM ledger_entries
       WHERE payout_line_id = ?1 ORDER BY id`,
      lineId,
    );
  const view = (p: { id: string; code: string; email: string }) =>
    accountView(
      { kind: "issuer", id: p.id, code: p.code, email: p.email, locale: "en" },
      NOV_1,
      "en",
    );

  it("FAILED then a later SUCCEEDED: the line is paid, its returned money leaves the balance again, once whatever the redeliveries", async () => {
    const [payee] = await approvedRun(1);
    await send();
    await postWebhook(
      fake.webhook(line(1), "PAYMENT.PAYOUTS-ITEM.FAILED", {
        createTime: t0,
        errors: { name: "RECEIVER_UNREGISTERED", message: "unregistered" },
      }),
    );
    expect((await payeeBalances(payee!, NOV_1)).availableCents).toBe(60_000);
    const succeeded = fake.webhook(line(1), "PAYMENT.PAYOUTS-ITEM.SUCCEEDED", {
      createTime: t1,
    });
    const res = await postWebhook(succeeded);
    expect(res.status).toBe(200);
    expect((await lineStates()).map((l) => l.status)).toEqual(["paid"]);
    expect(await moves(line(1))).toEqual([
      { type: "payout", amount_cents: -60_000 },
      { type: "payout-returned", amount_cents: 60_000 },
      { type: "payout", amount_cents: -60_000 },
    ]);
    const balances = await payeeBalances(payee!, NOV_1);
    expect(balances.availableCents).toBe(0);
    expect(balances.paidCents).toBe(60_000);
    // The same notification again (same id), a second one with a new id,
    // and an older FAILED delivered late: nothing more moves.
    const body = JSON.parse(succeeded.body) as { id: string };
    await postWebhook(
      fake.webhook(line(1), "PAYMENT.PAYOUTS-ITEM.SUCCEEDED", {
        id: body.id,
        createTime: t1,
      }),
    );
    await postWebhook(
      fake.webhook(line(1), "PAYMENT.PAYOUTS-ITEM.SUCCEEDED", {
        createTime: t1,
      }),
    );
    await postWebhook(
      fake.webhook(line(1), "PAYMENT.PAYOUTS-ITEM.DENIED", {
        createTime: t0,
      }),
    );
    expect(await moves(line(1))).toHaveLength(3);
    expect((await payeeBalances(payee!, NOV_1)).availableCents).toBe(0);
    // The payee was told it failed, then that it was sent; their page
    // shows the one payout, paid, not back on the balance.
    expect(
      (
        await rows<{ kind: string }>(
          "SELECT kind FROM email_outbox ORDER BY rowid",
        )
      ).map((m) => m.kind),
    ).toEqual(["payout-failed", "payout-sent"]);
    expect((await view(payee!)).payouts).toEqual([
      expect.objectContaining({
        state: "paid",
        returned: false,
        amountCents: 60_000,
        reference: line(1),
      }),
    ]);
    expect(
      await rows(
        "SELECT action FROM audit_log WHERE target = ?1 ORDER BY rowid",
        `payout-line:${line(1)}`,
      ),
    ).toEqual([
      { action: "payout.failed" },
      { action: "payout.paid-after-failure" },
    ]);
  });

  it("ends the same in any order: the latest of FAILED, SUCCEEDED and RETURNED decides, the balance follows", async () => {
    const payees = await approvedRun(3);
    await send();
    const events = {
      FAILED: t0,
      SUCCEEDED: t1,
      RETURNED: t2,
    } as const;
    const orders: (keyof typeof events)[][] = [
      ["FAILED", "SUCCEEDED", "RETURNED"],
      ["RETURNED", "SUCCEEDED", "FAILED"],
      ["FAILED", "RETURNED", "SUCCEEDED"],
    ];
    for (const [i, order] of orders.entries())
      for (const type of order)
        expect(
          (
            await postWebhook(
              fake.webhook(line(i + 1), `PAYMENT.PAYOUTS-ITEM.${type}`, {
                createTime: events[type],
              }),
            )
          ).status,
        ).toBe(200);
    // RETURNED is the latest: every line failed, its money on the balance.
    expect((await lineStates()).map((l) => l.status)).toEqual([
      "failed",
      "failed",
      "failed",
    ]);
    for (const payee of payees) {
      const b = await payeeBalances(payee, NOV_1);
      expect([b.availableCents, b.paidCents]).toEqual([60_000, 0]);
    }
    // In order, the money went out, came back, out and back again, in turn.
    expect((await moves(line(1))).map((m) => m.type)).toEqual([
      "payout",
      "payout-returned",
      "payout",
      "payout-returned",
    ]);
    expect((await moves(line(2))).map((m) => m.type)).toEqual([
      "payout",
      "payout-returned",
    ]);
  });

  it("an older SUCCEEDED delivered after a later FAILED changes nothing", async () => {
    const [payee] = await approvedRun(1);
    await send();
    await postWebhook(
      fake.webhook(line(1), "PAYMENT.PAYOUTS-ITEM.FAILED", { createTime: t1 }),
    );
    await postWebhook(
      fake.webhook(line(1), "PAYMENT.PAYOUTS-ITEM.SUCCEEDED", {
        createTime: t0,
      }),
    );
    expect((await lineStates()).map((l) => l.status)).toEqual(["failed"]);
    expect((await payeeBalances(payee!, NOV_1)).availableCents).toBe(60_000);
  });

  it("when a later run already paid the returned money: the line is paid, nothing is debited twice, the operator sees the case", async () => {
    const [payee] = await approvedRun(1);
    await send();
    await postWebhook(
      fake.webhook(line(1), "PAYMENT.PAYOUTS-ITEM.FAILED", { createTime: t0 }),
    );
    // November's run pays the returned money again.
    const DEC_1 = new Date("2026-12-01T00:00:00.000Z");
    await preparePayoutRun("2026-11", OPERATOR, DEC_1);
    expect((await approvePayoutRun("2026-11", OPERATOR, DEC_1)).ok).toBe(true);
    const [november] = await runLines("2026-11");
    expect(november).toMatchObject({ amount_cents: 60_000 });
    expect((await payeeBalances(payee!, DEC_1)).availableCents).toBe(0);

    await postWebhook(
      fake.webhook(line(1), "PAYMENT.PAYOUTS-ITEM.SUCCEEDED", {
        createTime: t1,
      }),
    );
    expect((await lineStates()).find((l) => l.id === line(1))?.status).toBe(
      "paid",
    );
    // No second debit: the payee has had the money twice, the balance is not
    // taken below what they earned.
    expect(await moves(line(1))).toEqual([
      { type: "payout", amount_cents: -60_000 },
      { type: "payout-returned", amount_cents: 60_000 },
    ]);
    expect((await payeeBalances(payee!, DEC_1)).availableCents).toBe(0);
    expect(
      await rows(
        "SELECT line_id, amount_cents, repaid_by_line, event_at FROM payout_paid_twice",
      ),
    ).toEqual([
      {
        line_id: line(1),
        amount_cents: 60_000,
        repaid_by_line: november!.id,
        event_at: t1,
      },
    ]);
    // A redelivery records nothing more.
    await postWebhook(
      fake.webhook(line(1), "PAYMENT.PAYOUTS-ITEM.SUCCEEDED", {
        createTime: t1,
      }),
    );
    expect(await rows("SELECT line_id FROM payout_paid_twice")).toHaveLength(1);
    expect(
      await rows(
        "SELECT action FROM audit_log WHERE target = ?1 AND action = 'payout.paid-twice'",
        `payout-line:${line(1)}`,
      ),
    ).toHaveLength(1);
    // The run's console page lists the case and the line that paid it again.
    const data = (await runRoute.loader({
      request: new Request(`https://${HOST}/admin/payouts/${OCTOBER}`, {
        headers: { authorization: `Basic ${btoa("admin:pool-secret")}` },
      }),
      params: { month: OCTOBER },
      context: {},
    } as never)) as {
      paidTwice: { line_id: string; repaid_by_line: string }[];
    };
    expect(data.paidTwice).toMatchObject([
      { line_id: line(1), repaid_by_line: november!.id },
    ]);
  });

  it("the ledger refuses a line's money moving twice the same way", async () => {
    await approvedRun(1);
    const again = () =>
      env.DB.prepare(
        `INSERT INTO ledger_entries (payee_kind, payee_id, code, type, state, amount_cents,
           payout_line_id, cause_kind, cause_ref, created_at)
         SELECT payee_kind, payee_id, code, ?2, 'accrued', ?3, id, 'payout', id, '2026-11-02'
         FROM payout_lines WHERE id = ?1`,
      );
    await expect(
      again().bind(line(1), "payout", -60_000).run(),
    ).rejects.toThrow(/in turn/);
    await again().bind(line(1), "payout-returned", 60_000).run();
    await expect(
      again().bind(line(1), "payout-returned", 60_000).run(),
    ).rejects.toThrow(/in turn/);
    // Out again, but only whole.
    await expect(again().bind(line(1), "payout", -1).run()).rejects.toThrow(
      /in turn/,
    );
  });
});

describe("the payee's page", () => {
  it("shows each payout's state, and a failure's reason in the payee's language", async () => {
    const [a, b, c] = await approvedRun(3, "de");
    await send();
    await postWebhook(fake.webhook(line(1), "PAYMENT.PAYOUTS-ITEM.UNCLAIMED"));
    await postWebhook(
      fake.webhook(line(2), "PAYMENT.PAYOUTS-ITEM.FAILED", {
        errors: { name: "RECEIVER_UNREGISTERED", message: "unregistered" },
      }),
    );
    const de = await i18nFor("de");
    const view = (p: { id: string; code: string; email: string }) =>
      accountView(
        {
          kind: "issuer",
          id: p.id,
          code: p.code,
          email: p.email,
          locale: "de",
        },
        NOV_1,
        "de",
      );
    expect((await view(a!)).payouts).toMatchObject([
      { state: "unclaimed", reason: null, reference: line(1) },
    ]);
    expect((await view(b!)).payouts).toMatchObject([
      {
        state: "failed",
        returned: true,
        reason: de._(failureReason("RECEIVER_UNREGISTERED")),
        reference: line(2),
      },
    ]);
    expect((await view(c!)).payouts).toMatchObject([
      { state: "sent", reason: null, reference: line(3) },
    ]);
  });
});

describe("the cron's read-back", () => {
  const DAY_LATER = new Date(NOV_1.getTime() + 25 * 60 * 60 * 1000);

  it("reads back a batch still sent after 24 hours, every page, and settles its lines", async () => {
    await approvedRun(3);
    await send();
    fake.settleItem(line(1), "SUCCESS");
    fake.settleItem(line(2), "RETURNED", {
      name: "RECEIVER_UNREGISTERED",
      message: "Receiver is unregistered",
    });
    fake.settleItem(line(3), "ONHOLD");
    // Not yet: PayPal has had less than a day.
    expect(
      await paypalCronSweep(client(), paypalNoticeEmail(HOST), NOV_1),
    ).toEqual({});
    const report = await paypalCronSweep(
      client(),
      paypalNoticeEmail(HOST),
      DAY_LATER,
    );
    expect(report).toMatchObject({
      paid: 1,
      failed: 1,
      held: 1,
      batchesReadBack: 1,
    });
    expect((await lineStates()).map((l) => [l.status, l.item_state])).toEqual([
      ["paid", "sent"],
      ["failed", "sent"],
      ["open", "held"],
    ]);
    // Read back at most once a day.
    expect(
      await paypalCronSweep(
        client(),
        null,
        new Date(DAY_LATER.getTime() + 60_000),
      ),
    ).toEqual({});
  });

  it("fails every open line of a batch PayPal denied", async () => {
    const payees = await approvedRun(2);
    await send();
    fake.denyBatch([...fake.batches.keys()][0]!);
    await paypalCronSweep(client(), null, DAY_LATER);
    expect((await lineStates()).map((l) => l.status)).toEqual([
      "failed",
      "failed",
    ]);
    for (const p of payees)
      expect((await payeeBalances(p, DAY_LATER)).availableCents).toBe(60_000);
  });
});
