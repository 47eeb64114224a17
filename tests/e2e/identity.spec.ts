import type { APIRequestContext, Page } from "@playwright/test";
import { clientIp } from "../support/client-ip";
import { INDIVIDUAL_SUCCESS } from "../support/spec-texts";
import { expect, hydrated, test } from "./fixtures";
import { requestCode, uniqueEmail } from "./issuer";
import { outboxMessages } from "./sign-in";

/**
 * Issuer identity end to end: the code e-mail's one-time links, read from the
 * console's outbox as an operator would, open pages that work with and
 * without JavaScript.
 */
const unique = (tag: string) => uniqueEmail(tag, "identity.example.org");

/** The API's answer for `email`, with a typed name and PayPal address that only a verified inbox may see. */
const mintByApi = (request: APIRequestContext, email: string) =>
  requestCode(request, {
    email,
    fullName: "Typed Person",
    fields: { paypalEmail: "typed@example.net", dateOfBirth: "1990-05-01" },
  });

/** The outbox messages to one address, as the console lists them to an operator (read over HTTP, ./sign-in.ts). */
const outbox = (page: Page, email: string) =>
  outboxMessages(page.request, email);

function linkPath(body: string, path: "verify" | "not-me"): string {
  const match = new RegExp(`/${path}\\?token=[A-Za-z0-9_-]{43}`).exec(body);
  expect(match, `${path} link in the e-mail`).not.toBeNull();
  return match![0];
}

test.describe("issuer identity", () => {
  // Each test also reads the outbox through the console.
  test.setTimeout(90_000);

  test("mint, open the verification link from the outbox, see the verified page", async ({
    page,
    baseURL,
  }) => {
    const email = unique("verify");
    const { trust_code } = await mintByApi(page.request, email);
    const [mail] = await outbox(page, email);
    expect(mail!.body).toContain(trust_code!);
    expect(mail!.body).not.toContain("Typed Person");
    // A link scanner's GET changes nothing: the page only offers the button.
    const path = linkPath(mail!.body, "verify");
    const scanned = await fetch(`${baseURL}${path}`);
    expect(scanned.status).toBe(200);
    expect(scanned.headers.get("cache-control")).toMatch(/no-store/);
    await page.goto(path);
    await hydrated(page);
    // The payout destination is typed again; nothing of it is shown.
    const retype = page.locator("form.destination-retype");
    await retype.getByLabel("PayPal email").fill("typed@example.net");
    await retype
      .getByRole("button", {
        name: "Confirm my e-mail address and payout details",
      })
      .click();
    await expect(
      page.getByText("Thank you: your e-mail address is confirmed."),
    ).toBeVisible();
    // Single use.
    await page.goto(path);
    await expect(page.getByRole("alert")).toContainText("already been used");
  });

  test("the same address twice: the message without a QR, and a reminder in the outbox", async ({
    page,
  }) => {
    const email = unique("twice");
    const first = await mintByApi(page.request, email);
    // A repeat never replaces a holder, verified or not.
    await page.goto("/get-your-trust-code");
    await hydrated(page);
    await page.getByLabel("Full legal name").fill("Someone Else");
    await page.getByLabel("Email", { exact: true }).fill(email.toUpperCase());
    await page.getByLabel("Country of residence").selectOption("GB");
    await page.getByLabel("PayPal email").fill("other@example.net");
    await page.getByLabel("Date of birth").fill("1985-02-03");
    for (const label of [
      "I confirm I am 18 or older.",
      /I accept the Trust Code Terms/,
      /not subject to sanctions/,
      /single-code rule/,
      /consent to receive my code/,
    ])
      await page.getByRole("checkbox", { name: label }).check();
    await page.getByRole("button", { name: "Mint my Trust Code" }).click();
    await expect(page.locator(".notice.success")).toHaveText(
      INDIVIDUAL_SUCCESS,
    );
    await expect(page.locator(".qr-code-text")).toHaveCount(0);
    const mail = await outbox(page, email);
    const reminders = mail.filter((m) => m.subject.includes("(reminder)"));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.body).toContain(first.trust_code!);
    expect(reminders[0]!.body).not.toContain("Someone Else");
    // The holder has not proven the address: the reminder carries fresh
    // confirm and "I did not ask for this" links, and nothing typed.
    expect(reminders[0]!.body).toContain("/not-me?token=");
    expect(reminders[0]!.body).toContain("/verify?token=");
    expect(reminders[0]!.body).not.toContain("other@example.net");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("'I did not ask for this' erases the code in one click, then offers suppression", async ({
      page,
    }) => {
      const email = unique("notme");
      const { trust_code } = await mintByApi(page.request, email);
      const [mail] = await outbox(page, email);
      await page.goto(linkPath(mail!.body, "not-me"));
      await page
        .getByRole("button", { name: "Erase the request and its code" })
        .click();
      await expect(
        page.getByText("The request and its code have been erased."),
      ).toBeVisible();
      const applied = await page.request.post("/api/contact/apply-trust-code", {
        headers: { "cf-connecting-ip": clientIp() },
        data: { code: trust_code },
      });
      expect((await applied.json()).success).toBe(false);
      expect(await outbox(page, email)).toEqual([]);
      await page
        .getByRole("button", { name: "Never e-mail this address again" })
        .click();
      await expect(
        page.getByText("we will not e-mail this address again"),
      ).toBeVisible();
      // A new request for the address mints nothing.
      expect((await mintByApi(page.request, email)).trust_code).toBeNull();
    });

    test("the confirm page shows nothing of the proposed details and takes the owner's own", async ({
      page,
    }) => {
      const email = unique("correct");
      await mintByApi(page.request, email);
      const [mail] = await outbox(page, email);
      await page.goto(linkPath(mail!.body, "verify"));
      for (const part of ["typed@example.net", "t•••", "Typed Person"])
        await expect(page.getByText(part)).toHaveCount(0);
      await expect(page.locator("main")).not.toContainText("•••");
      await page.getByText("Enter new payout details instead").click();
      const own = page.locator("details.link-choice");
      await own.getByLabel("Full legal name").fill("Owner Person");
      await own.getByLabel("Country of residence").selectOption("GB");
      await own.getByLabel("PayPal email").fill("owner-own@example.net");
      await own.getByLabel("Date of birth").fill("1980-03-04");
      await own
        .getByRole("button", { name: "Correct my details and confirm" })
        .click();
      await expect(
        page.getByText("Thank you: your e-mail address is confirmed."),
      ).toBeVisible();
    });
  });
});
