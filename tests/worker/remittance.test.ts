/**
 * An organisation's monthly remittance statement (docs/my-trust-code.md
 * "Remittance statement"): its page and PDF in the organisation's language,
 * with the month's attributed net, the share and what the month's run paid,
 * as totals only. Money comes from Paddle-signed notifications through the
 * real pipeline on local D1.
 */
import { describe, expect, it } from "vitest";
import {
  approvePayoutRun,
  preparePayoutRun,
} from "#app/lib/money/store/payouts.server.ts";
import { loader as pageLoader } from "#app/routes/my-trust-code-remittance.tsx";
import { loader as pdfLoader } from "#app/routes/my-trust-code-remittance-pdf.ts";
import type { RemittanceSheet } from "#app/lib/qr-kit/remittance-pdf.ts";
import { ADMIN } from "./admin-helpers";
import { signedIn } from "./account-helpers";
import { addIssuer, addOrganisation } from "./payout-helpers";
import {
  adjustmentEvent,
  deliverAndProcess,
  paddleId,
  transactionCompleted,
} from "./paddle-fixtures";
import { pdfTexts } from "../support/pdf-text";

const MONTH = "2025-03";
const APRIL_1 = new Date("2025-04-01T00:00:00.000Z");

/** Spaces as Intl writes them (no-break, narrow no-break) read as plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

function request(path: string, token?: string) {
  return {
    request: new Request(`https://nirvana.example${path}`, {
      headers: token ? { cookie: `__Host-nir_account=${token}` } : {},
    }),
    params: {},
    context: {},
  } as never;
}

type PageData = {
  statement: {
    month: string;
    sheet: RemittanceSheet;
    months: { month: string; label: string }[];
  } | null;
};

/** The page loader's answer: its data, and its status when not 200. */
async function page(path: string, token?: string) {
  const out = (await pageLoader(request(path, token))) as unknown;
  if (out && typeof out === "object" && "type" in out && "init" in out) {
    const d = out as unknown as {
      data: PageData;
      init: { status?: number } | null;
    };
    return { data: d.data, status: d.init?.status ?? 200 };
  }
  return { data: out as PageData, status: 200 };
}

async function pdf(path: string, token?: string) {
  return (await pdfLoader(request(path, token))) as Response;
}

/**
 * A German organisation: six members paid in March (five in USD, one in
 * EUR), one of them refunded in part; a proration and an April renewal
 * that the March statement must not count; the March run prepared and
 * approved on 1 April.
 */
async function germanOrganisation() {
  const org = await addOrganisation({ locale: "de" });
  const customers = Array.from({ length: 6 }, () => paddleId("ctm"));
  const charges = customers.map(() => paddleId("txn"));
  const events = customers.map((customerId, i) =>
    transactionCompleted({
      id: charges[i],
      customerId,
      billedAt: `2025-03-${String(3 + i).padStart(2, "0")}T10:00:00.000Z`,
      trustCode: org.code,
      subtotal: i === 5 ? 50000 : 56900,
      discount: i === 5 ? 0 : 5690,
      currency: i === 5 ? "EUR" : "USD",
    }),
  );
  // A proration on the first member's subscription earns nothing.
  events.push(
    transactionCompleted({
      customerId: customers[0]!,
      subscriptionId: `sub_${customers[0]!.replace(/^ctm_/, "")}`,
      origin: "subscription_update",
      billedAt: "2025-03-20T10:00:00.000Z",
      trustCode: org.code,
      subtotal: 12300,
    }),
  );
  // An approved refund of USD 200.00 of the second charge: 10% of it reversed.
  events.push(
    adjustmentEvent(
      "adjustment.created",
      {
        transactionId: charges[1]!,
        customerId: customers[1]!,
        action: "refund",
        status: "approved",
        subtotal: 20000,
      },
      { occurredAt: "2025-03-25T10:00:00.000Z" },
    ),
  );
  // April's renewal of the first member belongs to April's statement.
  events.push(
    transactionCompleted({
      customerId: customers[0]!,
      subscriptionId: `sub_${customers[0]!.replace(/^ctm_/, "")}`,
      billedAt: "2025-04-10T10:00:00.000Z",
      trustCode: org.code,
      subtotal: 56900,
      discount: 5690,
    }),
  );
  await deliverAndProcess(events, new Date("2025-04-10T12:00:00.000Z"));
  return { ...org, charges, customers };
}

describe("an organisation's monthly remittance statement", () => {
  it("adds up the month in the organisation's language: members, net per currency, share after reversals, the run's payment; totals only", async () => {
    const org = await germanOrganisation();
    expect((await preparePayoutRun(MONTH, ADMIN, APRIL_1)).ok).toBe(true);
    expect((await approvePayoutRun(MONTH, ADMIN, APRIL_1)).ok).toBe(true);
    const { token } = await signedIn(org.email);

    const { data, status } = await page(
      `/de/my-trust-code/remittance?month=${MONTH}`,
      token,
    );
    expect(status).toBe(200);
    const sheet = data.statement!.sheet;
    expect(sheet.locale).toBe("de");
    expect(sheet.code).toBe(org.code);
    expect(plain(sheet.words.title)).toBe("Monatliche Abrechnung");
    expect(plain(sheet.words.subtitle)).toBe("Abrechnung für März 2025");
    // Exactly four rows, whatever the number of charges: no charge on its own.
    expect(
      sheet.words.rows.map((r) => [
        plain(r.label),
        r.values.map(plain),
        (r.notes ?? []).map(plain),
      ]),
    ).toEqual([
      ["Zahlende Mitglieder", ["6"], []],
      [
        "Zugeordneter Nettobetrag der Zahlungen des Monats (ohne Steuern)",
        // 6 × 569.00 − 56.90 = 2,560.50 in USD (the proration and April's renewal are not counted); EUR apart.
        ["500,00 EUR", "2.560,50 USD"],
        [],
      ],
      [
        "Ihr Anteil (10 %) nach Rückbuchungen",
        // 5 × 51.21 − 10% of the 200.00 refunded = 236.05; the EUR share held in EUR.
        ["236,05 USD"],
        [
          "50,00 EUR zurückgehalten, bis unser Team den Betrag in USD umrechnet.",
        ],
      ],
      [
        "Ausgezahlt im Auszahlungslauf für diesen Monat",
        ["236,05 USD"],
        ["Freigegeben, unterwegs"],
      ],
    ]);
    const everything = JSON.stringify(data);
    for (const id of [...org.charges, ...org.customers])
      expect(everything).not.toContain(id);
    // A charge's own share (51.21) or net (512.10) is never listed.
    expect(everything).not.toMatch(/51,21|512,10/);

    // The PDF: German by default (the organisation's language), the same totals.
    const res = await pdf(
      `/my-trust-code/remittance.pdf?month=${MONTH}`,
      token,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const text = plain(
      (await pdfTexts(new Uint8Array(await res.arrayBuffer())))
        .map((t) => t.text)
        .join("\n"),
    );
    for (const expected of [
      "Monatliche Abrechnung",
      "Abrechnung für März 2025",
      "Zahlende Mitglieder",
      "2.560,50 USD",
      "500,00 EUR",
      "236,05 USD",
      "Freigegeben, unterwegs",
      org.code,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("Monthly remittance statement");
    expect(text).not.toMatch(/txn_|ctm_|51,21/);
  });

  it("prints Japanese with the embedded fonts when asked, and reads member counts under five as <5", async () => {
    const org = await addOrganisation({ locale: "en" });
    await deliverAndProcess(
      [1, 2].map((day) =>
        transactionCompleted({
          customerId: paddleId("ctm"),
          billedAt: `2025-02-0${day}T10:00:00.000Z`,
          trustCode: org.code,
          subtotal: 56900,
          discount: 5690,
        }),
      ),
      new Date("2025-02-10T00:00:00.000Z"),
    );
    const { token } = await signedIn(org.email);
    const { data } = await page(
      "/my-trust-code/remittance?month=2025-02",
      token,
    );
    const rows = data.statement!.sheet.words.rows;
    expect(rows[0]).toMatchObject({ label: "Paying members", values: ["<5"] });
    expect(rows[1]!.values).toEqual(["USD 1,024.20"]);
    // No run for February yet: the date it is prepared.
    expect(rows[3]).toMatchObject({
      values: [],
      notes: [
        "Not prepared yet: the payout run for this month is prepared on March 1, 2025.",
      ],
    });

    const res = await pdf(
      "/my-trust-code/remittance.pdf?month=2025-02&lang=ja",
      token,
    );
    const text = (await pdfTexts(new Uint8Array(await res.arrayBuffer())))
      .map((t) => t.text)
      .join("");
    expect(text).toContain("月次送金明細書");
    expect(text).toContain("有料会員数");
    expect(text).toContain("<5");
    expect(text).toContain("2025年2月");
  });

  it("answers only an organisation's signed-in contact, for its own organisation and closed months", async () => {
    const org = await germanOrganisation();
    const other = await addOrganisation({ locale: "en" });
    const issuer = await addIssuer();

    // Signed out: the payee page asks to sign in.
    const signedOut = await Promise.resolve(
      pageLoader(request(`/de/my-trust-code/remittance?month=${MONTH}`)),
    ).catch((thrown: unknown) => thrown as Response);
    expect((signedOut as Response).status).toBe(303);
    expect((signedOut as Response).headers.get("location")).toBe(
      "/de/my-trust-code",
    );
    await expect(
      pdfLoader(request(`/my-trust-code/remittance.pdf?month=${MONTH}`)),
    ).rejects.toMatchObject({ status: 303 });

    // Another organisation's contact sees only their own organisation: nothing this month.
    const otherToken = (await signedIn(other.email)).token;
    const theirs = await page(
      `/my-trust-code/remittance?month=${MONTH}`,
      otherToken,
    );
    expect(theirs.data.statement!.sheet.code).toBe(other.code);
    expect(theirs.data.statement!.sheet.words.rows[0]!.values).toEqual(["0"]);
    expect(JSON.stringify(theirs.data)).not.toContain(org.code);

    // An individual issuer has no remittance statement.
    const issuerToken = (await signedIn(issuer.email)).token;
    const mine = await page(
      `/my-trust-code/remittance?month=${MONTH}`,
      issuerToken,
    );
    expect(mine.status).toBe(403);
    expect(mine.data.statement).toBeNull();
    expect(
      (await pdf(`/my-trust-code/remittance.pdf?month=${MONTH}`, issuerToken))
        .status,
    ).toBe(403);

    // Only closed months: this month, or no month at all, is not a statement.
    const orgToken = (await signedIn(org.email)).token;
    const thisMonth = new Date().toISOString().slice(0, 7);
    for (const month of [thisMonth, "2025-13", "march"])
      expect(
        (await pdf(`/my-trust-code/remittance.pdf?month=${month}`, orgToken))
          .status,
      ).toBe(404);
    // Without a month: the last closed one, with the months to choose from.
    const latest = await page("/my-trust-code/remittance", orgToken);
    expect(latest.data.statement!.month < thisMonth).toBe(true);
    expect(latest.data.statement!.months.map((m) => m.month)).toContain(MONTH);
  });
});
