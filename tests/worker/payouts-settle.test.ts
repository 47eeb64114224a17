import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PAYOUT_EMAIL } from "#app/content/payout-emails.ts";
import {
  markLineFailed,
  markLinePaid,
  markOpenLinesPaid,
} from "#app/lib/money/flows/settle-payout.server.ts";
import {
  approvePayoutRun,
  preparePayoutRun,
  runLines,
} from "#app/lib/money/store/payouts.server.ts";
import { payeeBalances } from "#app/lib/money/store/balances.server.ts";
import { markTranslations } from "./marked-translations";
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
import { MINIMUM, usd } from "../support/figures";

const HOST = "nirvana.example";
const LATER = new Date("2026-11-03T10:00:00.000Z");
const LINE = "PO-2026-10-00001";

let undo: (() => void)[] = [];
beforeAll(async () => {
  undo = [
    await markTranslations("de", [
      [
        PAYOUT_EMAIL.sentSubject,
        "Your {brand} Trust Code payout has been sent",
      ],
      [
        PAYOUT_EMAIL.failedSubject,
        "Your {brand} Trust Code payout could not be completed",
      ],
      [
        PAYOUT_EMAIL.sentIntro,
        "We have sent your Trust Code payout of {amount}. Reference: {reference}.",
      ],
    ]),
    await markTranslations("fr", [
      [
        PAYOUT_EMAIL.sentSubject,
        "Your {brand} Trust Code payout has been sent",
      ],
    ]),
  ];
});
afterAll(() => undo.forEach((u) => u()));
beforeEach(emptyProgramme);

interface Mail {
  recipient: string;
  subject: string;
  body_text: string;
  kind: string;
  trust_code: string | null;
}
const mails = () =>
  rows<Mail>(
    "SELECT recipient, subject, body_text, kind, trust_code FROM email_outbox ORDER BY created_at, rowid",
  );

/** One German PayPal issuer with the minimum on an approved October run. */
async function approvedLine() {
  const issuer = await addIssuer({ locale: "de", email: "anna@example.de" });
  await credit(issuer, MINIMUM);
  await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
  await approvePayoutRun(OCTOBER, OPERATOR, NOV_1);
  return issuer;
}

describe("settling payout lines", () => {
  it("refuses to settle a line before its run is approved", async () => {
    const issuer = await addIssuer();
    await credit(issuer, MINIMUM);
    await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
    expect((await markLinePaid(LINE, OPERATOR, HOST, LATER)).ok).toBe(false);
    expect(
      (await markLineFailed(LINE, "bounced", OPERATOR, HOST, LATER)).ok,
    ).toBe(false);
    expect(await mails()).toEqual([]);
    expect(
      await rows("SELECT id FROM ledger_entries WHERE type LIKE 'payout%'"),
    ).toEqual([]);
  });

  it("marks a line paid once, audits it and e-mails the payee in their language", async () => {
    const issuer = await approvedLine();
    const result = await markLinePaid(LINE, OPERATOR, HOST, LATER);
    expect(result.ok).toBe(true);
    const [line] = await runLines(OCTOBER);
    expect(line).toMatchObject({
      status: "paid",
      settled_at: LATER.toISOString(),
      settled_by: "ops@nirvana.example (access)",
    });
    const [mail] = await mails();
    expect(mail).toMatchObject({
      recipient: "anna@example.de",
      subject: "«de» Your Nirvana Trust Code payout has been sent",
      kind: "payout-sent",
      trust_code: null,
    });
    // Amount written the German way, the reference, the German statement link.
    expect(mail!.body_text).toContain(
      `«de» We have sent your Trust Code payout of ${usd(MINIMUM, "de")}. Reference: ${LINE}.`,
    );
    expect(mail!.body_text).toContain(`https://${HOST}/de/my-trust-code`);
    expect(mail!.body_text).not.toContain(issuer.code);
    // Twice: refused, no second e-mail, no second audit row.
    expect((await markLinePaid(LINE, OPERATOR, HOST, LATER)).ok).toBe(false);
    expect(await mails()).toHaveLength(1);
    expect(
      await rows(
        "SELECT actor, target FROM audit_log WHERE action = 'payout.paid'",
      ),
    ).toEqual([
      { actor: "ops@nirvana.example (access)", target: `payout-line:${LINE}` },
    ]);
    // Paid money stays paid: nothing returns to Available.
    expect(await payeeBalances(issuer, LATER)).toMatchObject({
      availableCents: 0,
      paidCents: MINIMUM,
    });
  });

  it("requires a reason to mark a line failed, and then returns its money to Available", async () => {
    const issuer = await approvedLine();
    expect((await markLineFailed(LINE, "  ", OPERATOR, HOST, LATER)).ok).toBe(
      false,
    );
    expect((await runLines(OCTOBER))[0]!.status).toBe("open");
    const result = await markLineFailed(
      LINE,
      "PayPal: account closed",
      OPERATOR,
      HOST,
      LATER,
    );
    expect(result.ok).toBe(true);
    expect(await payeeBalances(issuer, LATER)).toMatchObject({
      availableCents: MINIMUM,
      paidCents: 0,
    });
    expect(
      await rows(
        `SELECT type, state, amount_cents, payout_line_id, cause_kind, cause_ref, reason
         FROM ledger_entries WHERE type = 'payout-returned'`,
      ),
    ).toEqual([
      {
        type: "payout-returned",
        state: "accrued",
        amount_cents: MINIMUM,
        payout_line_id: LINE,
        cause_kind: "payout",
        cause_ref: LINE,
        reason: "PayPal: account closed",
      },
    ]);
    const [mail] = await mails();
    expect(mail).toMatchObject({
      subject: "«de» Your Nirvana Trust Code payout could not be completed",
      kind: "payout-failed",
    });
    expect(
      await rows("SELECT detail FROM audit_log WHERE action = 'payout.failed'"),
    ).toEqual([{ detail: "PayPal: account closed" }]);
    // Failing again returns nothing more.
    expect(
      (await markLineFailed(LINE, "again", OPERATOR, HOST, LATER)).ok,
    ).toBe(false);
    expect((await payeeBalances(issuer, LATER)).availableCents).toBe(MINIMUM);
    // The returned money is paid by the next run.
    await preparePayoutRun(
      "2026-11",
      OPERATOR,
      new Date("2026-12-01T00:00:00Z"),
    );
    expect((await runLines("2026-11"))[0]).toMatchObject({
      payee_id: issuer.id,
      amount_cents: MINIMUM,
    });
  });

  it("lets a paid line fail later (returned payment), returning its money once", async () => {
    const issuer = await approvedLine();
    await markLinePaid(LINE, OPERATOR, HOST, LATER);
    expect(
      (
        await markLineFailed(
          LINE,
          "Unclaimed after 30 days",
          OPERATOR,
          HOST,
          LATER,
        )
      ).ok,
    ).toBe(true);
    expect(await payeeBalances(issuer, LATER)).toMatchObject({
      availableCents: MINIMUM,
      paidCents: 0,
    });
    expect((await mails()).map((m) => m.kind)).toEqual([
      "payout-sent",
      "payout-failed",
    ]);
  });

  it("e-mails an organisation's contact in the request's language", async () => {
    const org = await addOrganisation({ locale: "fr" });
    await credit(org, 4_321);
    await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
    await approvePayoutRun(OCTOBER, OPERATOR, NOV_1);
    await markLinePaid(LINE, OPERATOR, HOST, LATER);
    const [mail] = await mails();
    expect(mail).toMatchObject({
      recipient: org.email,
      subject: "«fr» Your Nirvana Trust Code payout has been sent",
    });
    expect(mail!.body_text).toContain(`https://${HOST}/fr/my-trust-code`);
  });
});

describe("settling a whole method at once", () => {
  it("marks every open PayPal line paid in one audited step, e-mailing each payee", async () => {
    const anna = await addIssuer({ locale: "de", email: "anna@example.de" });
    const ben = await addIssuer({ email: "ben@example.com" });
    const cara = await addIssuer({ email: "cara@example.com" });
    const cheque = await addIssuer({ method: "cheque" });
    for (const p of [anna, ben, cara, cheque]) await credit(p, MINIMUM);
    await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
    expect(
      (await markOpenLinesPaid(OCTOBER, "paypal", OPERATOR, HOST, LATER)).ok,
    ).toBe(false);
    await approvePayoutRun(OCTOBER, OPERATOR, NOV_1);
    // One line was already settled by hand: it is left alone.
    await markLineFailed(
      "PO-2026-10-00003",
      "Closed account",
      OPERATOR,
      HOST,
      LATER,
    );
    const result = await markOpenLinesPaid(
      OCTOBER,
      "paypal",
      OPERATOR,
      HOST,
      LATER,
    );
    expect(result).toMatchObject({
      ok: true,
      message: expect.stringContaining("2 paypal lines"),
    });
    expect((await runLines(OCTOBER)).map((l) => [l.id, l.status])).toEqual([
      ["PO-2026-10-00001", "paid"],
      ["PO-2026-10-00002", "paid"],
      ["PO-2026-10-00003", "failed"],
      ["PO-2026-10-00004", "open"],
    ]);
    const sent = (await mails()).filter((m) => m.kind === "payout-sent");
    expect(sent.map((m) => [m.recipient, m.subject])).toEqual([
      ["anna@example.de", "«de» Your Nirvana Trust Code payout has been sent"],
      ["ben@example.com", "Your Nirvana Trust Code payout has been sent"],
    ]);
    expect(
      await rows(
        "SELECT detail FROM audit_log WHERE action = 'payout.paid-all'",
      ),
    ).toEqual([
      { detail: "2 paypal lines: PO-2026-10-00001 to PO-2026-10-00002" },
    ]);
    // Nothing open is left for PayPal: a second press changes nothing.
    expect(
      (await markOpenLinesPaid(OCTOBER, "paypal", OPERATOR, HOST, LATER)).ok,
    ).toBe(false);
    expect(await mails()).toHaveLength(3);
    // A payment PayPal returns later still fails on its own.
    expect(
      (
        await markLineFailed(
          "PO-2026-10-00001",
          "Unclaimed",
          OPERATOR,
          HOST,
          LATER,
        )
      ).ok,
    ).toBe(true);
    expect((await payeeBalances(anna, LATER)).availableCents).toBe(MINIMUM);
  });
});

describe("erasing a payee", () => {
  it("keeps the payout amounts and removes the person from lines and carry-forwards", async () => {
    const { eraseSubjectStatements } =
      await import("#app/lib/db/erasure.server.ts");
    const { env } = await import("cloudflare:workers");
    const paid = await addIssuer({ method: "cheque", name: "Jane Doe" });
    const carried = await addIssuer({ name: "Carl Small" });
    await credit(paid, MINIMUM);
    await credit(carried, 100);
    await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
    for (const p of [paid, carried])
      await env.DB.batch(
        eraseSubjectStatements("issuer", p.id, p.email, "keep-code"),
      );
    expect(
      await rows(
        `SELECT payee_name, paypal_email, postal_name, postal_address_line1, postal_city,
           postal_zip, postal_country, amount_cents FROM payout_lines`,
      ),
    ).toEqual([
      {
        payee_name: "erased",
        paypal_email: null,
        postal_name: null,
        postal_address_line1: null,
        postal_city: null,
        postal_zip: null,
        postal_country: null,
        amount_cents: MINIMUM,
      },
    ]);
    expect(
      await rows(
        "SELECT payee_name, available_cents FROM payout_carry_forwards",
      ),
    ).toEqual([{ payee_name: null, available_cents: 100 }]);
    // The ledger keeps the amounts.
    expect(
      await rows("SELECT SUM(amount_cents) AS n FROM ledger_entries"),
    ).toEqual([{ n: MINIMUM + 100 }]);
  });
});
