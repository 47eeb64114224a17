import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { payeeBalances } from "#app/lib/money/store/balances.server.ts";
import { monthlyMembers } from "#app/lib/db/member-counts.server.ts";
import * as codeReportRoute from "#app/routes/admin/code-report.tsx";
import { loader as exportLoader } from "#app/routes/admin/export.tsx";
import * as flagsRoute from "#app/routes/admin/flags.tsx";
import * as membersRoute from "#app/routes/admin/members.tsx";
import * as payeeRoute from "#app/routes/admin/payee.tsx";
import * as runRoute from "#app/routes/admin/payout-run.tsx";
import * as runsRoute from "#app/routes/admin/payouts.tsx";
import { SELF } from "./self";
import {
  deliverAndProcess,
  paddleId,
  transactionCompleted,
} from "./paddle-fixtures";
import {
  addIssuer,
  addOrganisation,
  credit,
  emptyProgramme,
  OCTOBER,
  rows,
} from "./payout-helpers";
import { MINIMUM } from "../support/figures";

beforeEach(emptyProgramme);

const ORIGIN = "https://nirvana.example";
const AUTH = { authorization: `Basic ${btoa("admin:pool-secret")}` };

type Handler = (args: never) => unknown;
/** An action's { ok, message } or a loader's data. */
type Answer = { ok: boolean; message: string } & Record<string, unknown>;

async function call(
  handler: Handler,
  path: string,
  params: Record<string, string>,
  form?: Record<string, string>,
  headers: HeadersInit = AUTH,
): Promise<{ status: number; body: Answer }> {
  const request = new Request(`${ORIGIN}${path}`, {
    method: form ? "POST" : "GET",
    headers: form ? { ...headers, origin: ORIGIN } : headers,
    body: form ? new URLSearchParams(form) : undefined,
  });
  try {
    const result = await handler({ request, params, context: {} } as never);
    // Actions answer data(result, { status }); loaders plain objects.
    const d = result as {
      type?: string;
      data?: unknown;
      init?: { status?: number };
    };
    return d?.type === "DataWithResponseInit"
      ? {
          status: d.init?.status ?? 200,
          body: d.data as Answer,
        }
      : { status: 200, body: result as Answer };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, body: null as never };
    const d = thrown as { type?: string; init?: { status?: number } };
    if (d?.type === "DataWithResponseInit")
      return { status: d.init?.status ?? 500, body: null as never };
    throw thrown;
  }
}

describe("/admin/payouts", () => {
  it("needs credentials", async () => {
    expect(
      (await call(runsRoute.loader, "/admin/payouts", {}, undefined, {}))
        .status,
    ).toBe(401);
    const post = await call(
      runsRoute.action,
      "/admin/payouts",
      {},
      { intent: "prepare", month: OCTOBER },
      {},
    );
    expect(post.status).toBe(401);
    expect(await rows("SELECT month FROM payout_runs")).toEqual([]);
  });

  it("prepares a past month from the form, audited under the operator's name, and lists it", async () => {
    const issuer = await addIssuer();
    await credit(issuer, MINIMUM);
    const future = await call(
      runsRoute.action,
      "/admin/payouts",
      {},
      { intent: "prepare", month: "2999-01" },
    );
    expect(future.status).toBe(400);
    const done = await call(
      runsRoute.action,
      "/admin/payouts",
      {},
      { intent: "prepare", month: OCTOBER },
    );
    expect(done).toMatchObject({ status: 200, body: { ok: true } });
    const again = await call(
      runsRoute.action,
      "/admin/payouts",
      {},
      { intent: "prepare", month: OCTOBER },
    );
    expect(again.body.message).toContain("already prepared");
    expect(
      await rows(
        "SELECT actor, action FROM audit_log WHERE action <> 'console.sign-in'",
      ),
    ).toEqual([{ actor: "admin (basic)", action: "payout.prepare" }]);
    const list = await call(runsRoute.loader, "/admin/payouts", {});
    expect((list.body as unknown as { runs: unknown[] }).runs).toMatchObject([
      {
        month: OCTOBER,
        status: "prepared",
        lines: 1,
        total_cents: MINIMUM,
        carried: 0,
      },
    ]);
  });
});

describe("/admin/payouts: the month picker", () => {
  it("offers last month when its charge was notified only this month", async () => {
    const org = await addOrganisation();
    const now = new Date();
    const last = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 5, 12),
    );
    const lastMonth = last.toISOString().slice(0, 7);
    // Billed last month, arriving (and entered in the ledger) now.
    await deliverAndProcess(
      [
        transactionCompleted({
          customerId: paddleId("ctm"),
          billedAt: last.toISOString(),
          trustCode: org.code,
          subtotal: 56900,
          discount: 5690,
        }),
      ],
      now,
    );
    const list = await call(runsRoute.loader, "/admin/payouts", {});
    expect((list.body as unknown as { months: string[] }).months).toEqual([
      lastMonth,
    ]);
  });
});

describe("/admin/payouts/<month>", () => {
  async function prepared() {
    const paid = await addIssuer();
    const small = await addIssuer();
    await credit(paid, MINIMUM);
    await credit(small, 1_000);
    await call(
      runsRoute.action,
      "/admin/payouts",
      {},
      { intent: "prepare", month: OCTOBER },
    );
    return { paid, small };
  }
  const page = (query = "") =>
    call(runRoute.loader, `/admin/payouts/${OCTOBER}${query}`, {
      month: OCTOBER,
    });
  const act = (form: Record<string, string>) =>
    call(
      runRoute.action,
      `/admin/payouts/${OCTOBER}`,
      { month: OCTOBER },
      form,
    );

  it("shows the lines, and the carry-forwards with their reasons", async () => {
    const { small } = await prepared();
    const lines = (await page()).body as unknown as {
      list: { rows: { id: string }[] };
    };
    expect(lines.list.rows.map((r) => r.id)).toEqual(["PO-2026-10-00001"]);
    const carried = (await page("?show=carried")).body as unknown as {
      list: { rows: { payee_id: string; reasons: string }[] };
    };
    expect(carried.list.rows).toMatchObject([
      { payee_id: small.id, reasons: "below-minimum" },
    ]);
    expect(
      (
        await call(runRoute.loader, "/admin/payouts/2026-01", {
          month: "2026-01",
        })
      ).status,
    ).toBe(404);
  });

  it("approves, then settles lines: paid, and failed only with a reason", async () => {
    const { paid } = await prepared();
    expect((await act({ intent: "paid", id: "PO-2026-10-00001" })).status).toBe(
      400,
    );
    // Approving asks for confirmation first.
    expect((await act({ intent: "approve", id: OCTOBER })).status).toBe(400);
    expect(
      (await act({ intent: "approve", id: OCTOBER, confirm: "yes" })).body.ok,
    ).toBe(true);
    expect((await payeeBalances(paid, new Date())).availableCents).toBe(0);
    // A line of another run cannot be settled from this page.
    expect((await act({ intent: "paid", id: "PO-2026-09-00001" })).status).toBe(
      400,
    );
    expect(
      (await act({ intent: "failed", id: "PO-2026-10-00001", reason: "" }))
        .status,
    ).toBe(400);
    expect(
      (
        await act({
          intent: "failed",
          id: "PO-2026-10-00001",
          reason: "Bounced",
        })
      ).body.ok,
    ).toBe(true);
    expect((await payeeBalances(paid, new Date())).availableCents).toBe(
      MINIMUM,
    );
    expect(
      await rows(
        "SELECT action FROM audit_log WHERE action <> 'console.sign-in' ORDER BY id",
      ),
    ).toEqual([
      { action: "payout.prepare" },
      { action: "payout.approve" },
      { action: "payout.failed" },
    ]);
  });
});

describe("operator actions on a payee's ledger", () => {
  const path = (p: { kind: string; id: string }) =>
    `/admin/payees/${p.kind}/${p.id}`;
  const act = (p: { kind: string; id: string }, form: Record<string, string>) =>
    call(payeeRoute.action, path(p), { kind: p.kind, id: p.id }, form);

  it("records a signed adjustment only with a reason and a valid USD amount, audited", async () => {
    const issuer = await addIssuer();
    await credit(issuer, 10_000);
    for (const bad of [
      { amount: "-12.50", reason: "" },
      { amount: "-12.50", reason: "   " },
      { amount: "12.345", reason: "typo" },
      { amount: "abc", reason: "typo" },
      { amount: "0", reason: "nothing" },
      { amount: "10000.01", reason: "too much" },
    ])
      expect((await act(issuer, { intent: "adjust", ...bad })).status).toBe(
        400,
      );
    expect(
      await rows("SELECT id FROM ledger_entries WHERE cause_kind = 'operator'"),
    ).toEqual([]);
    expect(
      await rows("SELECT id FROM audit_log WHERE action <> 'console.sign-in'"),
    ).toEqual([]);

    const ok = await act(issuer, {
      intent: "adjust",
      amount: "-12.50",
      reason: "Duplicate commission",
    });
    expect(ok.body.ok).toBe(true);
    expect(
      await rows(
        `SELECT type, state, amount_cents, code, cause_kind, cause_ref, reason FROM ledger_entries
         WHERE cause_kind = 'operator'`,
      ),
    ).toEqual([
      {
        type: "adjustment",
        state: "accrued",
        amount_cents: -1_250,
        code: issuer.code,
        cause_kind: "operator",
        cause_ref: "admin (basic)",
        reason: "Duplicate commission",
      },
    ]);
    expect(
      await rows(
        "SELECT action, target, detail FROM audit_log WHERE action <> 'console.sign-in'",
      ),
    ).toEqual([
      {
        action: "ledger.adjust",
        target: `payee:individual/${issuer.id}`,
        detail: "-1250 cents: Duplicate commission",
      },
    ]);
    expect((await payeeBalances(issuer, new Date())).availableCents).toBe(
      8_750,
    );
    const unknown = await act(
      { kind: "individual", id: "nobody" },
      {
        intent: "adjust",
        amount: "5",
        reason: "test",
      },
    );
    expect(unknown.status).toBe(400);
  });

  it("releases a stopped code's hold to accrued and reverses another, each with a reason", async () => {
    const issuer = await addIssuer();
    const future = "2099-01-01T00:00:00.000Z";
    await credit(issuer, 5_000, { chargeId: "txn_a", availableAt: future });
    await credit(issuer, -5_000, {
      type: "hold",
      chargeId: "txn_a",
      availableAt: future,
    });
    await credit(issuer, 5_000, {
      type: "hold",
      state: "held",
      chargeId: "txn_a",
      holdReason: "code-stopped",
      availableAt: future,
    });
    await credit(issuer, 5_000, {
      state: "held",
      chargeId: "txn_b",
      holdReason: "code-stopped",
    });
    const before = await payeeBalances(issuer, new Date());
    expect(before).toMatchObject({ onHoldCents: 10_000, pendingCents: 0 });

    const noReason = await act(issuer, {
      intent: "release",
      charge: "txn_a",
      held: "5000",
      reason: "",
    });
    expect(noReason.status).toBe(400);
    const stale = await act(issuer, {
      intent: "release",
      charge: "txn_a",
      held: "4000",
      reason: "ok",
    });
    expect(stale.status).toBe(400);
    const released = await act(issuer, {
      intent: "release",
      charge: "txn_a",
      held: "5000",
      reason: "Code restored",
    });
    expect(released.body.ok).toBe(true);
    // Back to pending until the commission's own date, never straight to available.
    expect(await payeeBalances(issuer, new Date())).toMatchObject({
      onHoldCents: 5_000,
      pendingCents: 5_000,
      availableCents: 0,
    });
    const reversed = await act(issuer, {
      intent: "reverse",
      charge: "txn_b",
      held: "5000",
      reason: "Fraud confirmed",
    });
    expect(reversed.body.ok).toBe(true);
    expect((await payeeBalances(issuer, new Date())).onHoldCents).toBe(0);
    expect(
      await rows(
        `SELECT type, state, amount_cents, charge_id, hold_reason, available_at, reason FROM ledger_entries
         WHERE cause_kind = 'operator' ORDER BY id`,
      ),
    ).toEqual([
      {
        type: "release",
        state: "held",
        amount_cents: -5_000,
        charge_id: "txn_a",
        hold_reason: "code-stopped",
        available_at: future,
        reason: "Code restored",
      },
      {
        type: "release",
        state: "accrued",
        amount_cents: 5_000,
        charge_id: "txn_a",
        hold_reason: "code-stopped",
        available_at: future,
        reason: "Code restored",
      },
      {
        type: "reversal",
        state: "held",
        amount_cents: -5_000,
        charge_id: "txn_b",
        hold_reason: "code-stopped",
        available_at: null,
        reason: "Fraud confirmed",
      },
    ]);
    expect(
      await rows(
        "SELECT action FROM audit_log WHERE action <> 'console.sign-in' ORDER BY id",
      ),
    ).toEqual([
      { action: "ledger.release" },
      { action: "ledger.reverse-hold" },
    ]);
    // Nothing left to release: a second try changes nothing.
    expect(
      (
        await act(issuer, {
          intent: "release",
          charge: "txn_a",
          held: "5000",
          reason: "again",
        })
      ).status,
    ).toBe(400);
  });

  it("will not release a chargeback warning or a non-USD share by hand", async () => {
    const org = await addOrganisation();
    await credit(org, 2_000, {
      state: "held",
      chargeId: "txn_w",
      holdReason: "chargeback-warning",
    });
    await credit(org, 3_000, {
      state: "held",
      chargeId: "txn_eur",
      holdReason: "non-usd",
    });
    await env.DB.prepare(
      `INSERT INTO billing_charges (charge_id, customer_id, billed_at, net_cents, tax_cents, currency, occurred_at, event_id)
       VALUES ('txn_eur', 'ctm_1', '2026-10-01', 30000, 0, 'EUR', '2026-10-01', 'evt_1')`,
    ).run();
    for (const charge of ["txn_w", "txn_eur"])
      expect(
        (
          await act(org, {
            intent: "release",
            charge,
            held: charge === "txn_w" ? "2000" : "3000",
            reason: "try",
          })
        ).status,
      ).toBe(400);
    expect((await payeeBalances(org, new Date())).onHoldCents).toBe(5_000);
    const page = (
      await call(payeeRoute.loader, path(org), { kind: org.kind, id: org.id })
    ).body as unknown as {
      holds: { charge_id: string; currency: string | null }[];
    };
    expect(page.holds.map((h) => [h.charge_id, h.currency])).toEqual([
      ["txn_eur", "EUR"],
      ["txn_w", null],
    ]);
  });
});

describe("members and flags", () => {
  it("lists members by billing customer id with their lock, never an e-mail", async () => {
    const issuer = await addIssuer();
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO billing_members (customer_id, code, locked_at, lock_charge_id, flag, updated_at)
         VALUES ('ctm_01', ?1, '2026-10-02T00:00:00Z', 'txn_1', NULL, '2026-10-02'),
                ('ctm_02', ?1, '2026-10-03T00:00:00Z', 'txn_2', 'self-referral', '2026-10-03')`,
      ).bind(issuer.code),
      env.DB.prepare(
        `INSERT INTO billing_charges (charge_id, customer_id, billed_at, net_cents, tax_cents, currency, occurred_at, event_id)
         VALUES ('txn_1', 'ctm_01', '2026-10-02', 51210, 0, 'USD', '2026-10-02', 'e1'),
                ('txn_2', 'ctm_02', '2026-10-03', 51210, 0, 'USD', '2026-10-03', 'e2')`,
      ),
      env.DB.prepare(
        `INSERT INTO billing_customers (customer_id, email_hash, occurred_at, event_id)
         VALUES ('ctm_01', 'hash-only', '2026-10-01', 'e0')`,
      ),
    ]);
    const page = await call(membersRoute.loader, "/admin/members", {});
    const body = page.body as unknown as {
      rows: {
        customer_id: string;
        code: string;
        flag: string | null;
        paid_charges: number;
      }[];
    };
    expect(
      body.rows.map((r) => [r.customer_id, r.code, r.flag, r.paid_charges]),
    ).toEqual([
      ["ctm_02", issuer.code, "self-referral", 1],
      ["ctm_01", issuer.code, null, 1],
    ]);
    expect(JSON.stringify(body)).not.toContain("@");
    const csv = (await exportLoader({
      request: new Request(`${ORIGIN}/admin/export/members`, { headers: AUTH }),
      params: { list: "members" },
      context: {},
    } as never)) as Response;
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      '"customer_id","code","locked_at","flag","paid_charges","updated_at"',
    );
    expect(
      lines.slice(1).map((l) => l.split(",").slice(0, 2).join(",")),
    ).toEqual([`"ctm_02","${issuer.code}"`, `"ctm_01","${issuer.code}"`]);
    expect(lines.join("\n")).not.toContain("@");
    const flags = (await call(flagsRoute.loader, "/admin/flags", {}))
      .body as unknown as {
      flags: { flag: string; members: number }[];
    };
    expect(flags.flags).toEqual([{ flag: "self-referral", members: 1 }]);
  });

  it("shows held money by reason and stopped codes with money on hold", async () => {
    const stopped = await addIssuer({ status: "suspended" });
    await credit(stopped, 5_000, {
      state: "held",
      chargeId: "txn_s",
      holdReason: "code-stopped",
    });
    const body = (await call(flagsRoute.loader, "/admin/flags", {}))
      .body as unknown as {
      holds: { payee_id: string; reasons: string; held_cents: number }[];
      stopped: { code: string; held_cents: number }[];
    };
    expect(body.holds).toMatchObject([
      { payee_id: stopped.id, reasons: "code-stopped", held_cents: 5_000 },
    ]);
    expect(body.stopped).toMatchObject([
      { code: stopped.code, held_cents: 5_000 },
    ]);
  });

  it("keeps the payout e-mail words off the browser catalog API", async () => {
    expect(
      (await SELF.fetch("http://localhost/api/messages/de/payout-mail")).status,
    ).toBe(404);
    expect(
      (await SELF.fetch("http://localhost/api/messages/de/server")).status,
    ).toBe(404);
    // The first /api request loads the API's modules (workers/app.ts).
  }, 20_000);
});

describe("the code report's paid members and renewals", () => {
  it("counts locking charges as new members and later ones as renewals, 1 to 4 reading <5", async () => {
    const issuer = await addIssuer();
    const statements = [];
    // Six members locked in September 2026; one renews in October.
    for (let i = 1; i <= 6; i++)
      statements.push(
        env.DB.prepare(
          `INSERT INTO billing_members (customer_id, code, locked_at, lock_charge_id, flag, updated_at)
           VALUES (?1, ?2, '2026-09-0${i}T00:00:00Z', ?3, NULL, '2026-09-01')`,
        ).bind(`ctm_${i}`, issuer.code, `txn_${i}`),
        env.DB.prepare(
          `INSERT INTO billing_charges (charge_id, customer_id, billed_at, net_cents, tax_cents, currency, occurred_at, event_id)
           VALUES (?1, ?2, '2026-09-0${i}T00:00:00Z', 51210, 0, 'USD', '2026-09-01', 'e')`,
        ).bind(`txn_${i}`, `ctm_${i}`),
      );
    statements.push(
      env.DB.prepare(
        `INSERT INTO billing_charges (charge_id, customer_id, billed_at, net_cents, tax_cents, currency, occurred_at, event_id)
         VALUES ('txn_renew', 'ctm_1', '2026-10-01T00:00:00Z', 51210, 0, 'USD', '2026-10-01', 'e'),
                ('txn_seat', 'ctm_2', '2026-10-02T00:00:00Z', 56900, 0, 'USD', '2026-10-02', 'e'),
                ('txn_self', 'ctm_self', '2026-10-03T00:00:00Z', 51210, 0, 'USD', '2026-10-03', 'e')`,
      ),
      env.DB.prepare(
        "UPDATE billing_charges SET ria_seats = 1 WHERE charge_id = 'txn_seat'",
      ),
      env.DB.prepare(
        `INSERT INTO billing_members (customer_id, code, locked_at, lock_charge_id, flag, updated_at)
         VALUES ('ctm_self', ?1, '2026-10-03T00:00:00Z', 'txn_self', 'self-referral', '2026-10-03')`,
      ).bind(issuer.code),
    );
    await env.DB.batch(statements);
    expect(await monthlyMembers(issuer.code)).toEqual([
      { month: "2026-10", new_members: 0, renewals: 1 },
      { month: "2026-09", new_members: 6, renewals: 0 },
    ]);
    const page = (
      await call(codeReportRoute.loader, `/admin/reports/${issuer.code}`, {
        code: issuer.code,
      })
    ).body as unknown as {
      months: { month: string; paid_conversions: number }[];
    };
    expect(page.months.map((m) => [m.month, m.paid_conversions])).toEqual([
      ["2026-10", 0],
      ["2026-09", 6],
    ]);
  });
});
