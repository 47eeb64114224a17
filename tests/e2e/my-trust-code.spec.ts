import type { APIRequestContext, Page } from "@playwright/test";
import {
  paddleId,
  paddleSignature,
  transactionCompleted,
} from "../support/paddle-events";
import { expect, test } from "./fixtures";
import { mintCode, uniqueEmail } from "./issuer";
import { mainContentOffScreen } from "./page-checks";
import { outboxMail, signIn, signInLinkIn } from "./sign-in";
import { COMMISSION, membershipYear, usd } from "../support/figures";

/**
 * The payee's page end to end: a code minted through the API, a member's
 * signed Paddle charge carrying it, then the issuer signs in with the code
 * e-mailed to them (read from the console's outbox, as an operator would)
 * and sees the commission pending, with and without JavaScript.
 */
const unique = (tag: string) => uniqueEmail(tag, "payee.example.org");
/** The payee's request: the page shows this PayPal address masked (p•••@e•••.net). */
const PAYEE = {
  fullName: "Payee Person",
  fields: { paypalEmail: "payee@example.net", dateOfBirth: "1990-05-01" },
};

/** A member's first paid charge with the code, signed as Paddle signs it. */
async function paidCharge(request: APIRequestContext, code: string) {
  const body = JSON.stringify(
    transactionCompleted({
      customerId: paddleId("ctm"),
      subscriptionId: paddleId("sub"),
      billedAt: new Date(Date.now() - 60_000).toISOString(),
      trustCode: code,
      ...membershipYear(),
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

/** The latest payee-page e-mail to an address, read from the console's outbox (./sign-in.ts). */
async function latestMail(request: APIRequestContext, email: string) {
  const body = await outboxMail(request, email);
  const code = /\b(\d{8})\b/.exec(body)?.[1];
  expect(code, "an 8-digit code in the e-mail").toBeDefined();
  return { body, code: code!, link: signInLinkIn(body) };
}

async function askForCode(page: Page, email: string, labels: Labels) {
  await page.getByLabel(labels.email).fill(email);
  await page.getByRole("button", { name: labels.send }).click();
  await expect(page.getByLabel(labels.code)).toBeVisible();
}

interface Labels {
  email: string;
  send: string;
  code: string;
  signIn: string;
  pending: string;
  amount: string;
}

const EN: Labels = {
  email: "E-mail address",
  send: "Send me a code",
  code: "8-digit code",
  signIn: "Sign in",
  pending: "Pending",
  amount: usd(COMMISSION, "en"),
};

/** Reloads until the charge the queue processes shows (INTERFACE: within 10 seconds). */
async function expectPending(page: Page, labels: Labels) {
  const pending = page.locator('[data-total="pending"] dd');
  await expect(async () => {
    await page.reload();
    await expect(pending).toHaveText(labels.amount, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test.describe("/my-trust-code", () => {
  test.setTimeout(120_000);

  test("an issuer signs in with the e-mailed code and sees the commission pending (English)", async ({
    page,
    context,
  }) => {
    const email = unique("en");
    const { code } = await mintCode(page.request, {
      email,
      locale: "en",
      ...PAYEE,
    });
    await paidCharge(page.request, code);

    const res = await page.goto("/my-trust-code");
    expect(res!.headers()["cache-control"]).toBe("private, no-store");
    await askForCode(page, email, EN);
    const mail = await latestMail(page.request, email);
    await page.getByLabel(EN.code).fill(mail.code);
    await page.getByRole("button", { name: EN.signIn }).click();
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    // Signing in proved the address; the details typed before wait for the
    // owner to type the destination again (nothing of it is shown).
    const confirm = page.getByRole("region", {
      name: "Confirm your payout details",
    });
    await expect(confirm).not.toContainText("•••");
    await expect(page.getByText("E-mail address verified")).toBeVisible();
    const retype = confirm.locator("form.destination-retype");
    await retype.getByLabel("PayPal email").fill("Payee@Example.net");
    await retype
      .getByRole("button", { name: "Confirm my payout details" })
      .click();
    await expect(page.getByRole("status")).toContainText(
      "your payout details are confirmed",
    );
    await expect(confirm).toHaveCount(0);
    await expect(page.getByText("E-mail address verified")).toBeVisible();
    await expectPending(page, EN);

    // Changing the details: the form comes with the e-mailed code (the
    // browser loads it only now), its country list from the server.
    await page
      .getByRole("button", { name: "Change payout details", exact: true })
      .click();
    await expect(page.getByLabel(EN.code)).toBeVisible();
    await page.getByRole("radio", { name: "Cheque" }).check();
    await expect(
      page.getByLabel("Postal country").locator("option[value=DE]"),
    ).toHaveText("Germany");

    const [cookie] = (await context.cookies()).filter(
      (c) => c.name === "nir_account",
    );
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      domain: "127.0.0.1",
    });
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    // The statement downloads for the signed-in payee.
    const csv = await page.request.get("/my-trust-code/statement.csv");
    expect(csv.headers()["cache-control"]).toBe("private, no-store");
    expect(await csv.text()).toMatch(
      /^date,type,status,amount_usd,reference,available_on,original_amount\r\n\d{4}-\d\d-\d\d,commission,pending,50\.00,E\d+,\d{4}-\d\d-\d\d,\r\n$/,
    );

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page.getByLabel(EN.email)).toBeVisible();
  });

  test("a German issuer signs in through the e-mailed link and sees 50,00 USD pending", async ({
    page,
  }) => {
    const email = unique("de");
    const { code } = await mintCode(page.request, {
      email,
      locale: "de",
      ...PAYEE,
    });
    await paidCharge(page.request, code);

    await page.goto("/de/my-trust-code");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await askForCode(page, email, {
      ...EN,
      email: "E-Mail-Adresse",
      send: "Code zusenden",
      code: "8-stelliger Code",
    });
    const mail = await latestMail(page.request, email);
    expect(mail.body).toContain("Ihr Code zum Anmelden");
    expect(mail.link).toMatch(/^\/de\/my-trust-code\/sign-in\?token=/);
    // Opening the link only offers the button (a mail scanner signs no one in).
    await page.goto(mail.link);
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page).toHaveURL(/\/de\/my-trust-code$/);
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    const retype = page
      .getByRole("region", { name: "Bestätigen Sie Ihre Auszahlungsdaten" })
      .locator("form.destination-retype");
    await retype.getByLabel("PayPal-E-Mail").fill("payee@example.net");
    await retype
      .getByRole("button", { name: "Meine Auszahlungsdaten bestätigen" })
      .click();
    await expect(page.getByText("E-Mail-Adresse bestätigt")).toBeVisible();
    await expectPending(page, {
      ...EN,
      amount: usd(COMMISSION, "de"),
    });
    await expect(page.locator('[data-total="pending"] dt')).toHaveText(
      "Ausstehend",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("signs in with the code, shows the page and signs out", async ({
      page,
      allowConsoleError,
    }) => {
      // A wrong code answers 400 on purpose.
      allowConsoleError(/status of 400/);
      const email = unique("nojs");
      const { code } = await mintCode(page.request, {
        email,
        locale: "en",
        ...PAYEE,
      });
      await page.goto("/my-trust-code");
      await askForCode(page, email, EN);
      const mail = await latestMail(page.request, email);
      await page
        .getByLabel(EN.code)
        .fill("00000000" === mail.code ? "11111111" : "00000000");
      await page.getByRole("button", { name: EN.signIn }).click();
      await expect(page.getByRole("alert")).toContainText(
        "That code is not right",
      );
      await page.getByLabel(EN.code).fill(mail.code);
      await page.getByRole("button", { name: EN.signIn }).click();
      await expect(page.getByText(code, { exact: true })).toBeVisible();
      await expect(page.locator('[data-total="pending"] dd')).toHaveText(
        "USD 0.00",
      );
      // New details instead: the correction is a plain form post too.
      await page.getByText("Enter new payout details instead").click();
      const own = page.locator("details.link-choice");
      await own.getByLabel("Full legal name").fill("Own Person");
      await own.getByLabel("Country of residence").selectOption("GB");
      await own.getByLabel("PayPal email").fill("own@example.net");
      await own.getByLabel("Date of birth").fill("1991-02-03");
      await own
        .getByRole("button", { name: "Correct my details and confirm" })
        .click();
      await expect(page.getByRole("status")).toContainText(
        "your payout details are confirmed",
      );
      await expect(page.getByText("E-mail address verified")).toBeVisible();
      await expect(page.getByText("PayPal: o•••@example.net")).toBeVisible();
      await page.getByRole("button", { name: "Sign out", exact: true }).click();
      await expect(page.getByLabel(EN.email)).toBeVisible();
      await page.goto("/my-trust-code");
      await expect(page.getByLabel(EN.email)).toBeVisible();
    });
  });

  // In English, Japanese and Arabic the signed-in page is shot and measured
  // with its campaigns (tests/e2e/my-trust-code-campaigns.spec.ts).
  for (const locale of ["hi"]) {
    test(`signed-in page fits 390 and 1366 px in ${locale}`, async ({
      page,
    }, testInfo) => {
      const email = unique(`shot-${locale}`);
      const { code } = await mintCode(page.request, {
        email,
        locale,
        ...PAYEE,
      });
      await paidCharge(page.request, code);
      // Signed in over HTTP (./sign-in.ts): this test is about the page.
      await signIn(page.request, email);
      const prefix = locale === "en" ? "" : `/${locale}`;
      await page.goto(`${prefix}/my-trust-code`);
      await expect(page.getByText(code, { exact: true })).toBeVisible();
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: testInfo.outputPath(`my-trust-code-${locale}-${width}.png`),
          fullPage: true,
        });
        expect(
          await mainContentOffScreen(page),
          `content wider than ${width}px`,
        ).toEqual([]);
      }
    });
  }
});
