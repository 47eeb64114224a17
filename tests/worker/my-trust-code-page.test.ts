import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  statementCsv,
  statementRows,
} from "#app/lib/money/exports/statement.ts";
import { hashToken } from "#app/lib/identity/tokens.ts";
import {
  accountView,
  payeeCount,
} from "#app/lib/use-cases/account-page.server.ts";
import {
  changePayoutDetails,
  requestDetailsCode,
} from "#app/lib/use-cases/payout-details.server.ts";
import { action, loader } from "#app/routes/my-trust-code.tsx";
import { loader as statementLoader } from "#app/routes/my-trust-code-statement.ts";
import { approveRequest } from "#app/lib/use-cases/approve-request.server.ts";
import { ADMIN, insertRequest, mintIssuer, one } from "./admin-helpers";
import { accountMail, issuerFor, signedIn, unique } from "./account-helpers";
import { count } from "./identity-helpers";
import {
  customerEvent,
  deliverAndProcess,
  paddleId,
  transactionCompleted,
} from "./paddle-fixtures";
import { COMMISSION, decimal, membershipYear } from "../support/figures";

const PAYPAL = {
  payoutMethod: "paypal",
  paypalEmail: "New.Pay@Example.com",
  dateOfBirth: "1980-02-03",
};

function post(
  url: string,
  fields: Record<string, string>,
  cookie?: string,
): Promise<Response> {
  const request = new Request(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "cf-connecting-ip": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
  return action({
    request,
    params: {},
    context: {},
  } as never) as Promise<Response>;
}

/** The Set-Cookie headers of a route answer, whether a Response or data with headers. */
const setCookies = (res: unknown): string[] =>
  res instanceof Response
    ? res.headers.getSetCookie()
    : new Headers(
        (res as { init?: { headers?: HeadersInit } }).init?.headers,
      ).getSetCookie();

describe("payout details change only after a fresh e-mailed code", () => {
  it("refuses the sign-in code and another session's code; saves with its own fresh code, audited", async () => {
    const email = unique("details");
    const code = await mintIssuer(email);
    const session = await signedIn(email);
    const { code: signInCode } = await accountMail(email, "sign-in");

    // No details code asked for yet: even the (used) sign-in code does nothing.
    expect(
      await changePayoutDetails(session, signInCode, PAYPAL, "en"),
    ).toEqual({ ok: false, reason: "spent" });

    expect(await requestDetailsCode(session)).toBe("sent");
    const mail = await accountMail(email, "details-code");
    expect(mail.subject).toContain(mail.code);
    expect(mail.body).not.toContain("sign-in?token=");

    // Another browser of the same payee cannot use this code.
    const other = await signedIn(email);
    expect(await changePayoutDetails(other, mail.code, PAYPAL, "en")).toEqual({
      ok: false,
      reason: "spent",
    });

    // Invalid fields are refused without spending the code.
    const invalid = await changePayoutDetails(
      session,
      mail.code,
      { payoutMethod: "paypal", paypalEmail: "nope" },
      "en",
    );
    expect(invalid.ok).toBe(false);
    expect(invalid).toMatchObject({ reason: "invalid-fields" });

    expect(await changePayoutDetails(session, mail.code, PAYPAL, "en")).toEqual(
      { ok: true },
    );
    const issuer = await issuerFor(code);
    expect(
      await one(
        "SELECT payout_method, paypal_email, date_of_birth, postal_name FROM issuers WHERE id = ?1",
        issuer.id,
      ),
    ).toEqual({
      payout_method: "paypal",
      paypal_email: "new.pay@example.com",
      date_of_birth: "1980-02-03",
      postal_name: null,
    });
    const audit = await one<{ actor: string; action: string; detail: string }>(
      "SELECT actor, action, detail FROM audit_log WHERE target = ?1",
      `issuer:${issuer.id}`,
    );
    expect(audit).toEqual({
      actor: `payee issuer:${issuer.id} (my-trust-code)`,
      action: "payout-details.change",
      detail: "paypal: n•••@example.com; effective from the next payout run",
    });
    // The code works once.
    expect(await changePayoutDetails(session, mail.code, PAYPAL, "en")).toEqual(
      { ok: false, reason: "spent" },
    );
    expect((await accountView(session.holder)).details).toEqual({
      method: "paypal",
      masked: "n•••@example.com",
      complete: true,
    });
  });

  it("an approved organisation's contact enters the organisation's payout details after a fresh code", async () => {
    const id = await insertRequest("Details Org");
    await approveRequest(id, ADMIN, "nirvana.example");
    const { email } = await one<{ email: string }>(
      "SELECT email FROM organisation_requests WHERE id = ?1",
      id,
    );
    const session = await signedIn(email);
    expect((await accountView(session.holder)).details).toBeNull();
    // The sign-in code is no details code.
    const { code: signInCode } = await accountMail(email, "sign-in");
    expect(
      await changePayoutDetails(session, signInCode, PAYPAL, "en"),
    ).toEqual({ ok: false, reason: "spent" });
    expect(await requestDetailsCode(session)).toBe("sent");
    const mail = await accountMail(email, "details-code");
    expect(await changePayoutDetails(session, mail.code, PAYPAL, "en")).toEqual(
      { ok: true },
    );
    const view = await accountView(session.holder);
    expect(view).toMatchObject({
      kind: "organisation",
      details: { method: "paypal", masked: "n•••@example.com", complete: true },
      sharePercent: 10,
      minimumCents: null,
    });
    const row = await one<{
      payout_method: string;
      paypal_email: string;
      details_confirmed_at: string | null;
    }>(
      "SELECT payout_method, paypal_email, details_confirmed_at FROM organisation_requests WHERE id = ?1",
      id,
    );
    expect(row).toMatchObject({
      payout_method: "paypal",
      paypal_email: "new.pay@example.com",
    });
    expect(row.details_confirmed_at).not.toBeNull();
    expect(
      await one<{ action: string }>(
        "SELECT action FROM audit_log WHERE target = ?1",
        `organisation:${id}`,
      ),
    ).toEqual({ action: "payout-details.change" });
  });

  it("an organisation no longer approved has no payout details to change", async () => {
    const id = await insertRequest("Withdrawn Org");
    await approveRequest(id, ADMIN, "nirvana.example");
    const { email } = await one<{ email: string }>(
      "SELECT email FROM organisation_requests WHERE id = ?1",
      id,
    );
    const session = await signedIn(email);
    await env.DB.prepare(
      "UPDATE organisation_requests SET status = 'rejected' WHERE id = ?1",
    )
      .bind(id)
      .run();
    expect(await requestDetailsCode(session)).toBe("not-allowed");
    expect(
      await changePayoutDetails(session, "12345678", PAYPAL, "en"),
    ).toEqual({ ok: false, reason: "not-allowed" });
  });
});

describe("the route: cookie, sign-out, no caching", () => {
  it("signs in with a host-only, HttpOnly, Secure, SameSite=Lax, 7-day cookie and ends it on Sign out", async () => {
    const email = unique("route");
    await mintIssuer(email);
    const page = "https://nirvana.example/de/my-trust-code";
    const asked = await post(page, { intent: "send-code", email });
    const browser = setCookies(asked)
      .find((c) => c.startsWith("nir_sign_in="))!
      .split("; ")[0]!;
    const { code } = await accountMail(email, "sign-in");
    const res = await post(
      page,
      { intent: "verify-code", email, code },
      browser,
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/de/my-trust-code");
    // On https the session cookie is __Host- prefixed.
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("__Host-nir_account="))!;
    const [pair, ...attributes] = cookie.split("; ");
    const value = pair!.slice("__Host-nir_account=".length);
    expect(attributes.sort()).toEqual(
      ["HttpOnly", "Max-Age=604800", "Path=/", "SameSite=Lax", "Secure"].sort(),
    );
    expect(cookie).not.toMatch(/Domain=/i);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM account_sessions WHERE token_hash = ?1 AND ended_at IS NULL",
        await hashToken(value),
      ),
    ).toBe(1);

    const out = await post(
      page,
      { intent: "sign-out" },
      `__Host-nir_account=${value}`,
    );
    expect(out.status).toBe(303);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM account_sessions WHERE token_hash = ?1 AND ended_at IS NOT NULL",
        await hashToken(value),
      ),
    ).toBe(1);
    // The old cookie value no longer opens the page.
    const after = (await loader({
      request: new Request(page, {
        headers: { cookie: `__Host-nir_account=${value}` },
      }),
      params: {},
      context: {},
    } as never)) as { data: { view: unknown } };
    expect(after.data.view).toBeNull();
  });

  it("serves the statement only to a signed-in payee, private and never stored", async () => {
    const email = unique("csv-route");
    await mintIssuer(email);
    const session = await signedIn(email);
    const res = (await statementLoader({
      request: new Request(
        "https://nirvana.example/my-trust-code/statement.csv",
        {
          headers: { cookie: `__Host-nir_account=${session.token}` },
        },
      ),
      params: {},
      context: {},
    } as never)) as Response;
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.text()).toBe(
      "date,type,status,amount_usd,reference,available_on,original_amount\r\n",
    );
    await expect(
      statementLoader({
        request: new Request(
          "https://nirvana.example/my-trust-code/statement.csv",
        ),
        params: {},
        context: {},
      } as never),
    ).rejects.toMatchObject({ status: 303 });
  });
});

describe("the statement", () => {
  it("has exact bytes for a known ledger: hold/release as status, reversals, payouts, returned payouts", () => {
    const base = {
      state: "accrued" as const,
      available_at: null as string | null,
      payout_line_id: null as string | null,
      charge_id: null as string | null,
    };
    const entries = [
      // Paid by the payout below (oldest first).
      {
        ...base,
        id: 1,
        type: "commission" as const,
        amount_cents: 50000,
        charge_id: "txn_a",
        available_at: "2026-02-01T00:00:00.000Z",
        created_at: "2026-01-02T10:00:00.000Z",
      },
      {
        ...base,
        id: 2,
        type: "payout" as const,
        amount_cents: -50000,
        payout_line_id: "PL-2026-02-0001",
        created_at: "2026-03-01T06:00:00.000Z",
      },
      // Reversed by a refund before it was paid.
      {
        ...base,
        id: 3,
        type: "commission" as const,
        amount_cents: 5000,
        charge_id: "txn_b",
        available_at: "2026-04-01T00:00:00.000Z",
        created_at: "2026-03-02T10:00:00.000Z",
      },
      {
        ...base,
        id: 4,
        type: "reversal" as const,
        amount_cents: -5000,
        charge_id: "txn_b",
        created_at: "2026-03-05T10:00:00.000Z",
      },
      // Held (chargeback warning): a hold pair, not rows of its own.
      {
        ...base,
        id: 5,
        type: "commission" as const,
        amount_cents: 5000,
        charge_id: "txn_c",
        available_at: "2026-04-10T00:00:00.000Z",
        created_at: "2026-03-11T10:00:00.000Z",
      },
      {
        ...base,
        id: 6,
        type: "hold" as const,
        amount_cents: -5000,
        charge_id: "txn_c",
        created_at: "2026-03-12T10:00:00.000Z",
      },
      {
        ...base,
        id: 7,
        type: "hold" as const,
        state: "held" as const,
        amount_cents: 5000,
        charge_id: "txn_c",
        created_at: "2026-03-12T10:00:00.000Z",
      },
      // Still pending at "now".
      {
        ...base,
        id: 8,
        type: "commission" as const,
        amount_cents: 5000,
        charge_id: "txn_d",
        available_at: "2026-05-20T00:00:00.000Z",
        created_at: "2026-04-20T10:00:00.000Z",
      },
      // A failed payout: the line and its return.
      {
        ...base,
        id: 9,
        type: "payout" as const,
        amount_cents: -1234,
        payout_line_id: "PL-2026-04-0007",
        created_at: "2026-05-01T06:00:00.000Z",
      },
      {
        ...base,
        id: 10,
        type: "payout-returned" as const,
        amount_cents: 1234,
        payout_line_id: "PL-2026-04-0007",
        created_at: "2026-05-03T06:00:00.000Z",
      },
      // An organisation's share of a EUR charge: kept in EUR, 0 USD.
      {
        ...base,
        id: 11,
        type: "commission" as const,
        state: "held" as const,
        amount_cents: 0,
        charge_id: "txn_e",
        available_at: "2026-05-01T00:00:00.000Z",
        original_currency: "EUR",
        original_cents: 4761,
        created_at: "2026-04-03T10:00:00.000Z",
      },
    ];
    const csv = statementCsv(
      statementRows(entries, new Date("2026-05-05T00:00:00.000Z"), {
        // A commission and its reversals carry the charge's billing date.
        billedAt: new Map([
          ["txn_a", "2026-01-01T23:00:00.000Z"],
          ["txn_b", "2026-03-01T10:00:00.000Z"],
          ["txn_c", "2026-03-10T10:00:00.000Z"],
          ["txn_d", "2026-04-19T10:00:00.000Z"],
          ["txn_e", "2026-04-02T10:00:00.000Z"],
        ]),
        lineStates: new Map([
          ["PL-2026-02-0001", "paid"],
          ["PL-2026-04-0007", "failed"],
        ]),
      }),
    );
    expect(csv).toBe(
      [
        "date,type,status,amount_usd,reference,available_on,original_amount",
        "2026-01-01,commission,paid,500.00,E1,,",
        "2026-03-01,payout,paid,-500.00,PL-2026-02-0001,,",
        "2026-03-01,commission,reversed,50.00,E3,,",
        "2026-03-01,reversal,reversed,-50.00,E4,,",
        "2026-03-10,commission,on-hold,50.00,E5,,",
        "2026-04-19,commission,pending,50.00,E8,2026-05-20,",
        "2026-05-01,payout,failed,-12.34,PL-2026-04-0007,,",
        "2026-05-03,payout-returned,available,12.34,PL-2026-04-0007,,",
        "2026-04-02,commission,on-hold,0.00,E11,,EUR 47.61",
        "",
      ].join("\r\n"),
    );
  });
});

describe("figures from real billing events", () => {
  it("a signed transaction.completed with the code shows one commission pending, one new member as <5", async () => {
    const email = unique("figures");
    const code = await mintIssuer(email);
    const customerId = paddleId("ctm");
    const billedAt = new Date(Date.now() - 60_000).toISOString();
    await deliverAndProcess([
      customerEvent("customer.created", {
        id: customerId,
        email: "someone-else@member.example",
      }),
      transactionCompleted({
        customerId,
        subscriptionId: paddleId("sub"),
        billedAt,
        trustCode: code.toLowerCase(),
        ...membershipYear(),
      }),
    ]);
    const session = await signedIn(email);
    const view = await accountView(session.holder);
    expect(view.balances).toMatchObject({
      pendingCents: COMMISSION,
      availableCents: 0,
      paidCents: 0,
      onHoldCents: 0,
    });
    const month = view.months.find((m) => m.month === billedAt.slice(0, 7));
    expect(month).toMatchObject({ newMembers: "<5", renewals: 0 });
    // The statement names no member: the charge and customer ids never appear.
    const csv = statementCsv(
      statementRows(
        await env.DB.prepare(
          "SELECT * FROM ledger_entries WHERE payee_id = ?1 ORDER BY id",
        )
          .bind(session.holder.id)
          .all()
          .then((r) => r.results as never),
        new Date(),
      ),
    );
    const amount = decimal(COMMISSION).replace(".", "\\.");
    expect(csv).toMatch(
      new RegExp(
        `^date,type,status,amount_usd,reference,available_on,original_amount\r\n\\d{4}-\\d\\d-\\d\\d,commission,pending,${amount},E\\d+,\\d{4}-\\d\\d-\\d\\d,\r\n$`,
      ),
    );
    expect(csv).not.toContain(customerId);
  });

  it("member counts from 1 to 4 read <5; 0 and 5 or more are exact", () => {
    expect([0, 1, 2, 3, 4, 5, 17].map(payeeCount)).toEqual([
      0,
      "<5",
      "<5",
      "<5",
      "<5",
      5,
      17,
    ]);
  });
});
