import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import {
  approvePayoutRun,
  preparePayoutRun,
} from "#app/lib/money/store/payouts.server.ts";
import { loader as fileLoader } from "#app/routes/admin/payout-file.tsx";
import {
  addIssuer,
  credit,
  emptyProgramme,
  NOV_1,
  OCTOBER,
  OPERATOR,
  SECOND_OPERATOR,
  rows,
} from "./payout-helpers";
import { decimal, MINIMUM } from "../support/figures";

beforeEach(emptyProgramme);

const AUTH = { authorization: `Basic ${btoa("admin:pool-secret")}` };

async function download(file: string, query = "", headers: HeadersInit = AUTH) {
  const res = await (
    fileLoader({
      request: new Request(
        `https://nirvana.example/admin/payouts/${OCTOBER}/${file}${query}`,
        { headers },
      ),
      params: { month: OCTOBER, file },
      context: {},
    } as never) as Promise<Response>
  ).catch((r: Response) => r);
  return res;
}

async function approvedRun() {
  await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
  await approvePayoutRun(OCTOBER, OPERATOR, NOV_1);
  // A run of USD 10,000 or more needs a second operator (docs/payouts.md).
  await approvePayoutRun(OCTOBER, SECOND_OPERATOR, NOV_1);
}

describe("PayPal's mass-payment file", () => {
  it("has these exact bytes for a known run: no header, six columns, CRLF", async () => {
    const alice = await addIssuer({ paypalEmail: "alice@example.com" });
    const bob = await addIssuer({ paypalEmail: "bob+pay@example.com" });
    const eve = await addIssuer({ paypalEmail: "=1+1@example.com" });
    const cheque = await addIssuer({ method: "cheque" });
    await credit(alice, MINIMUM);
    await credit(bob, 123_456);
    await credit(eve, MINIMUM + 1);
    await credit(cheque, MINIMUM + 10_000);
    await approvedRun();
    const res = await download("paypal.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="nirvana-paypal-2026-10-part-1.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    const expected =
      `alice@example.com,${decimal(MINIMUM)},USD,PO-2026-10-00001,Nirvana Trust Code payout 2026-10,PAYPAL\r\n` +
      "bob+pay@example.com,1234.56,USD,PO-2026-10-00002,Nirvana Trust Code payout 2026-10,PAYPAL\r\n" +
      `'=1+1@example.com,${decimal(MINIMUM + 1)},USD,PO-2026-10-00003,Nirvana Trust Code payout 2026-10,PAYPAL\r\n`;
    expect(new TextDecoder().decode(bytes)).toBe(expected);
    expect(bytes).toEqual(new TextEncoder().encode(expected));
    expect(
      await rows(
        "SELECT action, detail FROM audit_log WHERE action = 'payout.export'",
      ),
    ).toEqual([
      { action: "payout.export", detail: "nirvana-paypal-2026-10-part-1.csv" },
    ]);
  });

  it("is refused before approval, without credentials, and for unknown files or parts", async () => {
    const alice = await addIssuer();
    await credit(alice, MINIMUM);
    await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
    expect((await download("paypal.csv")).status).toBe(409);
    expect((await download("cheques.csv")).status).toBe(409);
    expect((await download("paypal.csv", "", {})).status).toBe(401);
    await approvePayoutRun(OCTOBER, OPERATOR, NOV_1);
    expect((await download("paypal.csv")).status).toBe(200);
    expect((await download("paypal.csv", "?part=2")).status).toBe(404);
    expect((await download("paypal.csv", "?part=0")).status).toBe(404);
    expect((await download("paypal.csv", "?part=x")).status).toBe(404);
    expect((await download("secrets.csv")).status).toBe(404);
  });

  it("splits at 5,000 rows: part 1 has 5,000, ?part=2 the rest", async () => {
    // 5,001 verified PayPal issuers with the minimum each, written in bulk.
    await env.DB.batch([
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5001)
         INSERT INTO issuers (id, full_name, email, email_normalised, country_of_residence,
           payout_method, paypal_email, declarations_accepted_at, status, created_at, verified_at,
           details_confirmed_at)
         SELECT printf('bulk-%05d', i), 'Bulk ' || i, printf('b%05d@example.com', i),
           printf('b%05d@example.com', i), 'GB', 'paypal', printf('p%05d@example.com', i),
           '2026-01-01', 'active', '2026-01-01', '2026-01-02', '2026-01-02' FROM n`,
      ),
      env.DB.prepare(
        `INSERT INTO ledger_entries (payee_kind, payee_id, type, state, amount_cents, cause_kind,
           cause_ref, created_at)
         SELECT 'individual', id, 'commission', 'accrued', ${MINIMUM}, 'billing-event', 'evt', '2026-09-01'
         FROM issuers WHERE id LIKE 'bulk-%'`,
      ),
    ]);
    await approvedRun();
    const one = (await (await download("paypal.csv")).text()).split("\r\n");
    const two = (await (await download("paypal.csv", "?part=2")).text()).split(
      "\r\n",
    );
    expect(one).toHaveLength(5_001); // 5,000 rows and the empty string after the last CRLF
    expect(one[4_999]).toBe(
      `p05000@example.com,${decimal(MINIMUM)},USD,PO-2026-10-05000,Nirvana Trust Code payout 2026-10,PAYPAL`,
    );
    expect(two).toEqual([
      `p05001@example.com,${decimal(MINIMUM)},USD,PO-2026-10-05001,Nirvana Trust Code payout 2026-10,PAYPAL`,
      "",
    ]);
    expect((await download("paypal.csv", "?part=3")).status).toBe(404);
  });
});

describe("the cheque register", () => {
  it("has a header row and one quoted, neutralised row per cheque", async () => {
    const jane = await addIssuer({
      method: "cheque",
      postal: { name: "Jane Doe", line2: "Flat 2" },
    });
    const hostile = await addIssuer({
      method: "cheque",
      postal: { name: "=SUM(A1)", line1: "+44 Road" },
    });
    const paypal = await addIssuer();
    await credit(jane, MINIMUM + 2_550);
    await credit(hostile, MINIMUM);
    await credit(paypal, MINIMUM);
    await approvedRun();
    const res = await download("cheques.csv");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="nirvana-cheques-2026-10.csv"',
    );
    expect(await res.text()).toBe(
      '"payee_name","address","amount","currency","line_id","memo"\r\n' +
        `"Jane Doe","1 High Street, Flat 2, Leeds, LS1 1AA, GB","${decimal(MINIMUM + 2_550)}","USD","PO-2026-10-00001","Nirvana Trust Code payout 2026-10"\r\n` +
        `"'=SUM(A1)","'+44 Road, Leeds, LS1 1AA, GB","${decimal(MINIMUM)}","USD","PO-2026-10-00002","Nirvana Trust Code payout 2026-10"\r\n`,
    );
  });
});
