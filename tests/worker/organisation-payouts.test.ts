/**
 * Organisations are paid by the system (docs/payouts.md): the contact of an
 * approved organisation signs in, enters the organisation's PayPal or cheque
 * details after a fresh e-mailed code, and the next run carries its line in
 * the right file. Commissions come from Paddle-signed notifications.
 */
import { describe, expect, it } from "vitest";
import {
  changePayoutDetails,
  requestDetailsCode,
} from "#app/lib/use-cases/payout-details.server.ts";
import { approveRequest } from "#app/lib/use-cases/approve-request.server.ts";
import {
  approvePayoutRun,
  preparePayoutRun,
  runCarryForwards,
  runLines,
} from "#app/lib/money/store/payouts.server.ts";
import { loader as fileLoader } from "#app/routes/admin/payout-file.tsx";
import { ADMIN, insertRequest, one } from "./admin-helpers";
import { accountMail, signedIn } from "./account-helpers";
import {
  deliverAndProcess,
  paddleId,
  transactionCompleted,
} from "./paddle-fixtures";

const AUTH = { authorization: `Basic ${btoa("admin:pool-secret")}` };
// A month of its own, so no other test's run stands in the way.
const MONTH = "2026-08";
const SEPT_1 = new Date("2026-09-01T00:00:00.000Z");

async function download(file: string): Promise<string> {
  const res = (await fileLoader({
    request: new Request(
      `https://nirvana.example/admin/payouts/${MONTH}/${file}`,
      { headers: AUTH },
    ),
    params: { month: MONTH, file },
    context: {},
  } as never)) as Response;
  expect(res.status).toBe(200);
  return res.text();
}

/** An approved organisation, its contact signed in, and a member's charge in July. */
async function organisationWithShare(name: string) {
  const id = await insertRequest(name);
  await approveRequest(id, ADMIN, "nirvana.example");
  const { email, code } = await one<{ email: string; code: string }>(
    `SELECT r.email, c.code FROM organisation_requests r
     JOIN trust_codes c ON c.owner_kind = 'organisation' AND c.owner_id = r.id
     WHERE r.id = ?1`,
    id,
  );
  await deliverAndProcess(
    [
      transactionCompleted({
        customerId: paddleId("ctm"),
        billedAt: "2026-07-10T12:00:00.000Z",
        trustCode: code,
        subtotal: 56900,
        discount: 5690,
      }),
    ],
    new Date("2026-07-10T12:00:01.000Z"),
  );
  return { id, email, session: await signedIn(email) };
}

async function enterDetails(
  org: Awaited<ReturnType<typeof organisationWithShare>>,
  fields: Record<string, string>,
) {
  expect(await requestDetailsCode(org.session)).toBe("sent");
  const { code } = await accountMail(org.email, "details-code");
  expect(await changePayoutDetails(org.session, code, fields, "en")).toEqual({
    ok: true,
  });
}

describe("organisations paid by the system", () => {
  it("the next run pays an organisation by PayPal or cheque as its contact confirmed; one without details carries forward", async () => {
    const byPaypal = await organisationWithShare("PayPal Charity");
    const byCheque = await organisationWithShare("Cheque Charity");
    const silent = await organisationWithShare("Quiet Charity");
    await enterDetails(byPaypal, {
      payoutMethod: "paypal",
      paypalEmail: "Treasurer@PayPal-Charity.example",
      dateOfBirth: "1970-05-06",
    });
    await enterDetails(byCheque, {
      payoutMethod: "cheque",
      postalName: "Cheque Charity Ltd",
      postalAddressLine1: "3 Mill Lane",
      postalCity: "Bristol",
      postalZip: "BS1 4AA",
      postalCountry: "GB",
    });

    expect((await preparePayoutRun(MONTH, ADMIN, SEPT_1)).ok).toBe(true);
    const lines = await runLines(MONTH);
    const lineOf = (id: string) => lines.find((l) => l.payee_id === id);
    // 10% of 56,900 − 5,690 = 5,121 cents.
    expect(lineOf(byPaypal.id)).toMatchObject({
      method: "paypal",
      amount_cents: 5121,
      paypal_email: "treasurer@paypal-charity.example",
    });
    expect(lineOf(byCheque.id)).toMatchObject({
      method: "cheque",
      amount_cents: 5121,
      postal_name: "Cheque Charity Ltd",
    });
    expect(lineOf(silent.id)).toBeUndefined();
    const carried = (await runCarryForwards(MONTH)).find(
      (c) => c.payee_id === silent.id,
    );
    expect(carried?.reasons).toBe("details-unconfirmed");

    expect((await approvePayoutRun(MONTH, ADMIN, SEPT_1)).ok).toBe(true);
    const paypal = await download("paypal.csv");
    expect(paypal).toContain(
      `treasurer@paypal-charity.example,51.21,USD,${lineOf(byPaypal.id)!.id}`,
    );
    const cheques = await download("cheques.csv");
    expect(cheques).toContain("Cheque Charity Ltd");
    expect(cheques).toContain(lineOf(byCheque.id)!.id);
    expect(paypal).not.toContain(lineOf(byCheque.id)!.id);
  });
});
