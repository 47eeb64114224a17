import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { catalogText } from "../support/catalog-text";
import {
  paddleId,
  paddleSignature,
  transactionCompleted,
} from "../support/paddle-events";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./issuer";
import { outboxMail } from "./sign-in";

/**
 * An organisation paid by the system, end to end (docs/payouts.md,
 * docs/my-trust-code.md): its request is approved in the console, a member's
 * signed Paddle charge carries its code, its contact signs in to the German
 * payee page and enters PayPal details after a fresh e-mailed code, the
 * month's run carries its line in PayPal's file, the line fails with
 * PayPal's reason, and the contact reads that reason in German, beside the
 * monthly remittance statement.
 */
const de = (english: string, values?: Record<string, string>) =>
  catalogText("de", english, values);

/**
 * Last month (UTC): the console prepares a run for any ended month since the
 * ledger's first entry, and the entries are written now. Its organisation
 * share became available on the 1st of this month.
 */
const MONTH = (() => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
})();

async function submitOrganisation(request: APIRequestContext) {
  const name = `E2E Paid Org ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = uniqueEmail("org-contact", "paid-org.example.org");
  const res = await request.post("/api/contact/trust-code-request?locale=de", {
    data: {
      organizationName: name,
      website: "https://paid-org.example.org",
      country: "DE",
      vertical: "charities-ngos-nonprofits",
      audienceSize: "0-10000",
      contactName: "Ada Grün",
      email,
      timeframe: "immediately",
      acknowledgeTerms: true,
    },
    headers: {
      "cf-connecting-ip": `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  expect(res.ok()).toBe(true);
  return { name, email };
}

/** A member's paid charge with the code, signed as Paddle signs it. */
async function paidCharge(
  request: APIRequestContext,
  code: string,
  billedAt: string,
) {
  const body = JSON.stringify(
    transactionCompleted({
      customerId: paddleId("ctm"),
      subscriptionId: paddleId("sub"),
      billedAt,
      trustCode: code,
      subtotal: 56900,
      discount: 5690,
    }),
  );
  const res = await request.post("/api/billing/paddle", {
    headers: {
      "content-type": "application/json",
      "paddle-signature": await paddleSignature(body),
    },
    data: body,
  });
  expect(res.status()).toBe(200);
}

/** The 8-digit code in the latest e-mail to an address, read from the console's outbox (./sign-in.ts). */
async function latestMail(request: APIRequestContext, email: string) {
  const body = await outboxMail(request, email);
  const code = /\b(\d{8})\b/.exec(body)?.[1];
  expect(code, "an 8-digit code in the e-mail").toBeDefined();
  return code!;
}

/**
 * The page as loaded, then reloaded until the queue has processed the charge
 * (within 10 seconds): a page loaded after the queue's work needs no reload.
 */
async function expectTotal(page: Page, total: string, amount: string) {
  const cell = page.locator(`[data-total="${total}"] dd`);
  let loaded = true;
  await expect(async () => {
    if (!loaded) await page.reload();
    loaded = false;
    await expect(cell).toHaveText(amount, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test.describe("an organisation paid by PayPal", () => {
  test.setTimeout(300_000);

  test("its contact confirms PayPal details after a fresh code, the run's PayPal file pays it, and a failure's reason reads in German", async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const operator = await browser.newContext({ httpCredentials: E2E_ADMIN });
    const admin = await operator.newPage();

    // The console approves the organisation's request.
    const org = await submitOrganisation(request);
    await admin.goto(
      `/admin/requests?status=pending&q=${encodeURIComponent(org.name)}`,
    );
    await admin.getByLabel(`Issue ${org.name} its code`).check();
    await admin.getByRole("button", { name: `Approve ${org.name}` }).click();
    const flash = admin.getByRole("status");
    await expect(flash).toContainText(`Approved ${org.name}: code NIR-`);
    const code = /NIR-[A-Z0-9]{7}/.exec((await flash.textContent()) ?? "")![0];

    // A member pays with the code in MONTH: 10% of 512.10 is 51.21, available on the 1st after.
    await paidCharge(request, code, `${MONTH}-12T09:30:00.000Z`);

    // The contact signs in to the German page.
    await page.goto("/de/my-trust-code");
    await page.getByLabel(de("E-mail address")).fill(org.email);
    await page.getByRole("button", { name: de("Send me a code") }).click();
    // The code's field shows once the action has answered, its e-mail sent:
    // only then is the newest e-mail to the contact the code's, not the
    // approval's.
    const codeField = page.getByLabel(de("8-digit code"));
    await expect(codeField).toBeVisible();
    await codeField.fill(await latestMail(request, org.email));
    await page.getByRole("button", { name: de("Sign in") }).click();
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    await expectTotal(page, "available", "51,21 USD");

    // PayPal details, after a fresh e-mailed code.
    await page
      .getByRole("button", { name: de("Change payout details") })
      .click();
    await expect(page.getByRole("status")).toContainText(
      de(
        "We have e-mailed you a code. Enter it with your new details; they apply from the next payout run.",
      ),
    );
    const form = page.locator("form.account-form");
    await form
      .getByLabel(de("8-digit code"))
      .fill(await latestMail(request, org.email));
    await form.getByLabel(de("PayPal email")).fill("Kasse@Paid-Org.example");
    await form.getByLabel(de("Date of birth")).fill("1970-05-06");
    await form.getByRole("button", { name: de("Save payout details") }).click();
    await expect(
      page.getByText(
        de(
          "Your payout details are saved. They apply from the next payout run.",
        ),
      ),
    ).toBeVisible();
    await expect(
      page.getByText(
        de("PayPal: {masked}", { masked: "k•••@paid-org.example" }),
      ),
    ).toBeVisible();

    // The console prepares MONTH's run and approves it; PayPal's file carries the line.
    await admin.goto("/admin/payouts");
    await admin.getByLabel("Month").selectOption(MONTH);
    await admin.getByRole("button", { name: "Prepare payout run" }).click();
    await expect(admin.getByRole("status")).toBeVisible();
    await admin.goto(`/admin/payouts/${MONTH}`);
    const row = admin.getByRole("row", { name: new RegExp(org.name) });
    await expect(row).toContainText("paypal");
    await expect(row).toContainText("USD 51.21");
    const lineId = (await row.locator("th").textContent())!.trim();
    expect(lineId).toMatch(new RegExp(`^PO-${MONTH}-\\d{5}$`));
    await admin.getByLabel(/^I checked the run:/).check();
    await admin.getByRole("button", { name: "Approve run" }).click();
    await expect(admin.getByRole("status")).toBeVisible();
    const file = await operator.request.get(
      `/admin/payouts/${MONTH}/paypal.csv`,
    );
    expect(file.status()).toBe(200);
    expect(await file.text()).toContain(
      `kasse@paid-org.example,51.21,USD,${lineId},`,
    );

    // PayPal answers RECEIVER_UNREGISTERED: the operator marks the line
    // failed with it, on the run's page as the approval left it.
    await admin
      .getByLabel(`Why ${lineId} failed`)
      .selectOption("RECEIVER_UNREGISTERED");
    await admin.getByRole("button", { name: `Mark ${lineId} failed` }).click();
    await expect(admin.getByRole("status")).toBeVisible();
    await operator.close();

    // The contact reads why, in German, with the money back on the balance.
    await page.goto("/de/my-trust-code");
    const payouts = page.locator("table", {
      has: page.getByText(lineId, { exact: true }),
    });
    await expect(payouts).toContainText(de("Returned to your balance"));
    await expect(payouts).toContainText(
      "Zur E-Mail-Adresse in Ihren Auszahlungsdaten gibt es noch kein PayPal-Konto.",
    );
    await expect(page.locator('[data-total="available"] dd')).toHaveText(
      "51,21 USD",
    );

    // The month's remittance statement, in German, from the page's link.
    await page
      .getByRole("link", {
        name: de("Monthly remittance statement (page and PDF)"),
      })
      .click();
    await expect(page).toHaveURL(/\/de\/my-trust-code\/remittance$/);
    await page.getByLabel(de("Other months")).selectOption(MONTH);
    await page.getByRole("button", { name: de("Show") }).click();
    await expect(page).toHaveURL(new RegExp(`month=${MONTH}`));
    await expect(page.locator("h1")).toHaveText(
      de("Monthly remittance statement"),
    );
    const totals = page.locator("table.remittance-totals");
    await expect(totals).toContainText(de("Paying members"));
    await expect(totals).toContainText("<5");
    await expect(totals).toContainText("512,10 USD");
    // Paid counts a line until it fails: nothing paid, the line back on the balance.
    await expect(totals).toContainText("0,00 USD");
    await expect(totals).toContainText(de("Returned to your balance"));
    const pdf = await page.request.get(
      `/my-trust-code/remittance.pdf?month=${MONTH}&lang=de`,
    );
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    // A member paying now: this month's share is pending until the 1st.
    await paidCharge(
      request,
      code,
      new Date(Date.now() - 60_000).toISOString(),
    );
    await page.goto("/de/my-trust-code");
    await expectTotal(page, "pending", "51,21 USD");

    // The page and the statement fit a phone and a desktop in four languages,
    // left to right and right to left (screenshots beside the test's results).
    // German first: its payee page is the one already open.
    for (const locale of ["de", "en", "ja", "ar"])
      for (const path of [
        "/my-trust-code",
        `/my-trust-code/remittance?month=${MONTH}`,
      ]) {
        const address = `${locale === "en" ? "" : `/${locale}`}${path}`;
        if (
          new URL(page.url()).pathname + new URL(page.url()).search !==
          address
        )
          await page.goto(address);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        // "<5" in the statement's note reads as in its table, also in Arabic.
        if (path.includes("remittance"))
          await expect(
            page.locator("p.remittance-note bdi[dir=ltr]"),
          ).toHaveText("<5");
        for (const width of [390, 1366]) {
          await page.setViewportSize({ width, height: 900 });
          const name = path.includes("remittance") ? "remittance" : "payee";
          await page.screenshot({
            path: testInfo.outputPath(`${name}-${locale}-${width}.png`),
            fullPage: true,
          });
          const wide = await page.evaluate(() =>
            [...document.querySelectorAll("main *")]
              .filter(
                (e) =>
                  !e.closest(".table-scroll") &&
                  (e.getBoundingClientRect().right > window.innerWidth + 1 ||
                    e.getBoundingClientRect().left < -1),
              )
              .map((e) => `${e.tagName}.${e.className}`),
          );
          expect(wide, `${locale} ${path} wider than ${width}px`).toEqual([]);
        }
      }
  });
});
