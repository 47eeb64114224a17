/**
 * Two people for big money, and the console an operator can trust: the
 * second-approval rule through the run page's action (operators told apart by
 * their Basic-auth user names), confirmation before approving, reconciliation
 * on /admin/billing and the programme's money on the overview.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as billingRoute from "#app/routes/admin/billing.tsx";
import * as overviewRoute from "#app/routes/admin/index.tsx";
import * as fileRoute from "#app/routes/admin/payout-file.tsx";
import * as runRoute from "#app/routes/admin/payout-run.tsx";
import * as runsRoute from "#app/routes/admin/payouts.tsx";
import * as requestsRoute from "#app/routes/admin/requests.tsx";
import {
  addIssuer,
  addOrganisation,
  credit,
  emptyProgramme,
  OCTOBER,
  rows,
} from "./payout-helpers";
import { MINIMUM } from "../support/figures";

const ORIGIN = "https://nirvana.example";
const OPERATORS = "admin:pool-secret,bea:bea-secret,cy:cy-secret";
const as = (user: string, password: string) => ({
  authorization: `Basic ${btoa(`${user}:${password}`)}`,
});
const ADMIN = as("admin", "pool-secret");
const BEA = as("bea", "bea-secret");
const CY = as("cy", "cy-secret");

type Answer = { ok: boolean; message: string } & Record<string, unknown>;

async function call(
  handler: (args: never) => unknown,
  path: string,
  params: Record<string, string>,
  headers: HeadersInit,
  form?: Record<string, string>,
): Promise<{ status: number; body: Answer }> {
  const request = new Request(`${ORIGIN}${path}`, {
    method: form ? "POST" : "GET",
    headers: form ? { ...headers, origin: ORIGIN } : headers,
    body: form ? new URLSearchParams(form) : undefined,
  });
  try {
    const result = await handler({ request, params, context: {} } as never);
    if (result instanceof Response)
      return { status: result.status, body: null as never };
    const d = result as {
      type?: string;
      data?: unknown;
      init?: { status?: number };
    };
    return d?.type === "DataWithResponseInit"
      ? { status: d.init?.status ?? 200, body: d.data as Answer }
      : { status: 200, body: result as Answer };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, body: null as never };
    throw thrown;
  }
}

const settings = env as unknown as Record<string, string | undefined>;
let saved: string | undefined;
beforeEach(async () => {
  await emptyProgramme();
  saved = settings.ADMIN_BASIC_AUTH;
  settings.ADMIN_BASIC_AUTH = OPERATORS;
});
afterEach(() => {
  settings.ADMIN_BASIC_AUTH = saved;
  delete settings.PAYOUT_SECOND_APPROVAL_USD;
  delete settings.PADDLE_API_KEY;
});

const prepare = (headers: HeadersInit) =>
  call(runsRoute.action, "/admin/payouts", {}, headers, {
    intent: "prepare",
    month: OCTOBER,
  });
const approve = (headers: HeadersInit) =>
  call(
    runRoute.action,
    `/admin/payouts/${OCTOBER}`,
    { month: OCTOBER },
    headers,
    {
      intent: "approve",
      id: OCTOBER,
      confirm: "yes",
    },
  );
const runPage = (headers: HeadersInit = ADMIN) =>
  call(
    runRoute.loader,
    `/admin/payouts/${OCTOBER}`,
    { month: OCTOBER },
    headers,
  );

/** Two PayPal payees with USD 600.00 each: a USD 1,200.00 run. */
async function payees() {
  for (let i = 0; i < 2; i++) await credit(await addIssuer(), MINIMUM + 10_000);
}

describe("two people for big money", () => {
  it("a run at or above PAYOUT_SECOND_APPROVAL_USD waits for a second operator before any file or payout", async () => {
    settings.PAYOUT_SECOND_APPROVAL_USD = "1200";
    await payees();
    expect((await prepare(ADMIN)).body.ok).toBe(true);
    const first = await approve(ADMIN);
    expect(first.body).toMatchObject({
      ok: true,
      message: expect.stringContaining("awaits a second operator"),
    });
    const page = (await runPage()).body as unknown as {
      awaitingSecond: boolean;
      run: { status: string; first_approved_by: string };
    };
    expect(page.awaitingSecond).toBe(true);
    expect(page.run).toMatchObject({
      status: "prepared",
      first_approved_by: "admin (basic)",
    });
    // No file, no payout entry, nothing to send yet.
    expect(
      (
        await call(
          fileRoute.loader,
          `/admin/payouts/${OCTOBER}/paypal.csv`,
          { month: OCTOBER, file: "paypal.csv" },
          ADMIN,
        )
      ).status,
    ).toBe(409);
    expect(
      await rows("SELECT id FROM ledger_entries WHERE type = 'payout'"),
    ).toEqual([]);
    const runs = (await call(runsRoute.loader, "/admin/payouts", {}, ADMIN))
      .body as unknown as {
      runs: { status: string; first_approved_by: string }[];
    };
    expect(runs.runs[0]).toMatchObject({ first_approved_by: "admin (basic)" });
    // The same operator cannot give the second approval.
    const again = await approve(ADMIN);
    expect(again).toMatchObject({
      status: 400,
      body: { ok: false, message: expect.stringContaining("another operator") },
    });
    // Another operator can; both approvals are audited.
    expect((await approve(BEA)).body.ok).toBe(true);
    expect(
      await rows<{ n: number }>(
        "SELECT COUNT(*) AS n FROM ledger_entries WHERE type = 'payout'",
      ),
    ).toEqual([{ n: 2 }]);
    expect(
      await rows(
        `SELECT actor, action FROM audit_log WHERE action LIKE 'payout.approve%' ORDER BY id`,
      ),
    ).toEqual([
      { actor: "admin (basic)", action: "payout.approve-first" },
      { actor: "bea (basic)", action: "payout.approve" },
    ]);
    expect(
      (await runPage()).body as unknown as { run: { approved_by: string } },
    ).toMatchObject({ run: { approved_by: "bea (basic)" } });
  });

  it("the operator who prepared the run cannot give the second approval either", async () => {
    settings.PAYOUT_SECOND_APPROVAL_USD = "1000";
    await payees();
    await prepare(BEA);
    expect((await approve(ADMIN)).body.ok).toBe(true);
    expect((await approve(BEA)).status).toBe(400);
    expect((await approve(CY)).body.ok).toBe(true);
    expect(
      (await runPage()).body as unknown as { run: { status: string } },
    ).toMatchObject({ run: { status: "approved" } });
  });

  it("below the threshold (default USD 10,000) one approval is enough", async () => {
    await payees();
    await prepare(ADMIN);
    expect((await approve(ADMIN)).body).toMatchObject({
      ok: true,
      message: "Approved the run for 2026-10: 2 payouts recorded.",
    });
  });

  it("approving asks for confirmation, and each Basic-auth pair is its own operator", async () => {
    await payees();
    await prepare(ADMIN);
    const unconfirmed = await call(
      runRoute.action,
      `/admin/payouts/${OCTOBER}`,
      { month: OCTOBER },
      ADMIN,
      { intent: "approve", id: OCTOBER },
    );
    expect(unconfirmed.status).toBe(400);
    expect(
      (
        await call(
          runsRoute.loader,
          "/admin/payouts",
          {},
          as("bea", "pool-secret"),
        )
      ).status,
    ).toBe(401);
    const org = await addOrganisation({ status: "pending" });
    const noConfirm = await call(
      requestsRoute.action,
      "/admin/requests",
      {},
      CY,
      { intent: "approve", id: org.id },
    );
    expect(noConfirm.status).toBe(400);
    expect(
      await rows(
        "SELECT status FROM organisation_requests WHERE id = ?1",
        org.id,
      ),
    ).toEqual([{ status: "pending" }]);
  });

  it("prepares only from the months offered: ended months without a run", async () => {
    await credit(await addIssuer(), MINIMUM + 10_000);
    const before = (await call(runsRoute.loader, "/admin/payouts", {}, ADMIN))
      .body as unknown as { months: string[] };
    expect(before.months[0]).toBe(
      new Date(
        Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1),
      )
        .toISOString()
        .slice(0, 7),
    );
    await prepare(ADMIN);
    const after = (await call(runsRoute.loader, "/admin/payouts", {}, ADMIN))
      .body as unknown as { months: string[] };
    expect(after.months).not.toContain(OCTOBER);
  });
});

describe("the console's overview and billing page", () => {
  it("shows the programme's money at a glance from the ledger", async () => {
    const a = await addIssuer();
    const b = await addIssuer();
    await credit(a, MINIMUM + 10_000);
    await credit(b, 10_000);
    await credit(b, 5_000, { availableAt: "2999-01-01T00:00:00.000Z" });
    await credit(b, 2_000, { state: "held", holdReason: "operator" });
    const c = await addIssuer();
    await credit(c, -3_000, { type: "clawback" });
    await env.DB.prepare(
      `INSERT INTO billing_events (event_id, provider, event_type, occurred_at, received_at, raw_body, status)
       VALUES ('evt_dead', 'paddle', 'transaction.completed', '2026-10-01T00:00:00Z', '2026-10-01T00:00:00Z', '{}', 'dead')`,
    ).run();
    const page = (await call(overviewRoute.loader, "/admin", {}, ADMIN))
      .body as unknown as { money: Record<string, unknown> };
    expect(page.money).toMatchObject({
      pendingCents: 5_000,
      availableCents: MINIMUM + 20_000,
      onHoldCents: 2_000,
      forecast: {
        payees: 1,
        totalCents: MINIMUM + 10_000,
        minimumCents: MINIMUM,
      },
      clawbacks: { payees: 1, cents: 3_000 },
      deadEvents: 1,
    });
    await env.DB.prepare("DELETE FROM billing_events").run();
  });

  it("says reconciliation is off without PADDLE_API_KEY, and lists sweeps with it", async () => {
    const off = (await call(billingRoute.loader, "/admin/billing", {}, ADMIN))
      .body as unknown as { reconciliation: { on: boolean } };
    expect(off.reconciliation.on).toBe(false);
    settings.PADDLE_API_KEY = "pdl_test";
    await env.DB.prepare(
      `INSERT INTO billing_reconciliations (started_at, finished_at, listed, missing, missing_ids)
       VALUES ('2026-11-01T00:00:00Z', '2026-11-01T00:00:05Z', 12, 1, '["evt_01x"]')`,
    ).run();
    const on = (await call(billingRoute.loader, "/admin/billing", {}, ADMIN))
      .body as unknown as {
      reconciliation: { on: boolean; sweeps: { listed: number }[] };
    };
    expect(on.reconciliation.on).toBe(true);
    expect(on.reconciliation.sweeps[0]).toMatchObject({
      listed: 12,
      missing: 1,
    });
  });
});
