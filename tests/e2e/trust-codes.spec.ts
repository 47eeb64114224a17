import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import {
  AGREEMENT_TITLE,
  ALREADY_APPLIED,
  APPLY_SUCCESS,
  CODE_CREATED,
  INDIVIDUAL_SUCCESS,
  INVALID_CODE as INVALID_CODE_MESSAGE,
  ORGANISATION_SUCCESS,
  SUBMISSION_FAILED,
  TRY_AGAIN,
} from "../support/spec-texts";
import { issuerFormFields } from "../support/issuer";
import { decodeQrImage } from "../support/qr";
import { expect, hydrated, pauseClock, test } from "./fixtures";
import { fillIssuerForm, mintCode, uniqueEmail } from "./issuer";
import { figures } from "../support/figures";

/** Failed HTTP calls are logged by the browser itself; the app logs nothing. */
const appErrors = (errors: string[]) =>
  errors.filter((e) => !e.startsWith("Failed to load resource"));

/** The apply form refuses a code of impossible syntax with the yellow notice. */
async function refuseBadSyntax(page: Page) {
  const input = page.getByLabel("Enter your Trust Code");
  const apply = page.getByRole("button", { name: "Apply code" });
  await input.fill("a!");
  await apply.click();
  await expect(page.locator(".notice.warning")).toHaveText(
    INVALID_CODE_MESSAGE,
  );
  return { input, apply };
}

async function countriesLoaded(page: Page, label: string) {
  await expect(
    page.getByLabel(label, { exact: true }).locator('option[value="GB"]'),
  ).toHaveCount(1);
}

async function fillOrganisation(page: Page) {
  await countriesLoaded(page, "Country");
  await page.getByLabel("Organisation name").fill("Forest Friends");
  await page.getByLabel("Website").fill("https://forest.example.org");
  await page.getByLabel("Country", { exact: true }).selectOption("GB");
  await page
    .getByLabel("Vertical", { exact: true })
    .selectOption({ label: "Insurers" });
  await page.getByLabel("Audience size").selectOption({ label: "0-10,000" });
  await page.getByLabel("Timeframe").selectOption({ label: "Within 1 month" });
  await page.getByLabel("Contact name").fill("Ada Green");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail());
  await page
    .getByLabel("I acknowledge programme terms and search-neutrality policy")
    .check();
}

test.describe("/trust-code-programme", () => {
  test("FAQ items toggle open and closed; request form: client errors, then success resets the form", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/trust-code-programme");
    // Client validation needs the hydrated form; before it, the browser posts.
    await hydrated(page);
    const items = page.locator(".faq-item");
    await expect(items).toHaveCount(10);
    const first = items.first();
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await first.locator("summary").click();
    await expect(first).not.toHaveAttribute("open", "");
    expect(consoleErrors).toEqual([]);

    // The same load's request form.
    await page.getByRole("button", { name: "Submit request" }).click();
    const name = page.getByLabel("Organisation name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expect(
      page.getByText("Organisation name is required."),
    ).toBeVisible();

    await fillOrganisation(page);
    await page.getByRole("button", { name: "Submit request" }).click();
    await expect(page.getByText(ORGANISATION_SUCCESS)).toBeVisible();
    await expect(page.getByLabel("Organisation name")).toHaveValue("");
    await expect(
      page.getByLabel(
        "I acknowledge programme terms and search-neutrality policy",
      ),
    ).not.toBeChecked();
    expect(consoleErrors).toEqual([]);
  });

  test("request form: server failures show the documented texts in a red box", async ({
    page,
    consoleErrors,
    allowConsoleError,
  }) => {
    // The browser reports the failed calls; the app itself logs nothing.
    allowConsoleError(/status of 503/);
    allowConsoleError(/status of 500/);
    allowConsoleError(/net::ERR_FAILED/);
    const replies = [
      { status: 503, json: { success: false, message: "Reviews are paused." } },
      { status: 500, body: "oops", contentType: "text/plain" },
    ];
    await page.route("**/api/contact/trust-code-request", (route) => {
      const reply = replies.shift();
      return reply ? route.fulfill(reply) : route.abort();
    });
    await page.goto("/trust-code-programme");
    await fillOrganisation(page);
    const submit = page.getByRole("button", { name: "Submit request" });
    const redBox = page.locator(".notice.error");
    await submit.click();
    await expect(redBox).toHaveText("Reviews are paused.");
    await submit.click();
    await expect(redBox).toHaveText(SUBMISSION_FAILED);
    await submit.click();
    await expect(redBox).toHaveText(TRY_AGAIN);
    expect(appErrors(consoleErrors)).toEqual([]);
  });
});

test.describe("/trust-code-programme without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the form posts to the route action and shows field errors", async ({
    page,
    allowConsoleError,
  }) => {
    // The refused post answers 400, which the browser reports.
    allowConsoleError(/status of 400/);
    await page.goto("/trust-code-programme");
    await page.getByLabel("Organisation name").fill("Forest Friends");
    await page.getByRole("button", { name: "Submit request" }).click();
    await expect(page.getByText("Website is required.")).toBeVisible();
    await expect(page.getByLabel("Organisation name")).toHaveValue(
      "Forest Friends",
    );
  });
});

test.describe("/have-a-code-or-need-one without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the apply form posts to the route action, which applies the code", async ({
    page,
    request,
    allowConsoleError,
  }) => {
    // The refused bad syntax answers 400, which the browser reports.
    allowConsoleError(/status of 400/);
    const { code } = await mintCode(request);

    await page.goto("/have-a-code-or-need-one");
    const { input, apply } = await refuseBadSyntax(page);

    await input.fill(code.toLowerCase());
    await apply.click();
    await expect(page.locator(".notice.success")).toHaveText(
      APPLY_SUCCESS(code),
    );
  });
});

test("/get-your-trust-code without JavaScript mints and shows the code and its QR", async ({
  request,
}) => {
  const res = await request.post("/get-your-trust-code", {
    form: issuerFormFields(uniqueEmail(), "No Script Issuer"),
  });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(INDIVIDUAL_SUCCESS);
  expect(html).toMatch(
    /<img src="data:image\/[a-z]+;base64,[^"]+" alt="QR code for Trust Code NIR-[A-Z0-9]{7}"/,
  );
});

test.describe("/get-your-trust-code", () => {
  test("switching to cheque prefills postal name and country and keeps them in sync", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/get-your-trust-code");
    await expect(
      page.getByRole("heading", {
        name: `Earn ${figures().rewardUsd} per referral`,
      }),
    ).toBeVisible();
    // Typing before hydration would be reset by React taking over the form.
    await hydrated(page);
    await countriesLoaded(page, "Country of residence");
    await page.getByLabel("Full legal name").fill("Jane Issuer");
    await page.getByLabel("Country of residence").selectOption("GB");
    await expect(page.getByLabel("Name on cheque")).toBeHidden();
    await page.getByRole("radio", { name: "Cheque" }).check();
    await expect(page.getByLabel("PayPal email")).toBeHidden();
    await expect(page.getByLabel("Name on cheque")).toHaveValue("Jane Issuer");
    await expect(page.getByLabel("Postal country")).toHaveValue("GB");
    await page.getByLabel("Full legal name").fill("Jane Q. Issuer");
    await page.getByLabel("Country of residence").selectOption("US");
    await expect(page.getByLabel("Name on cheque")).toHaveValue(
      "Jane Q. Issuer",
    );
    await expect(page.getByLabel("Postal country")).toHaveValue("US");
    expect(consoleErrors).toEqual([]);
  });

  test("minting shows Minting..., the QR, the modal for 5 s, and downloads <CODE>.png", async ({
    page,
    consoleErrors,
  }) => {
    // Two full mints, a download and a decoded QR: long on a shared CPU.
    test.slow();
    await pauseClock(page);
    let requests = 0;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(
      "**/api/contact/individual-trust-code-request",
      async (route) => {
        requests++;
        await held;
        await route.continue();
      },
    );
    await page.goto("/get-your-trust-code");
    await hydrated(page);
    const email = uniqueEmail();
    await fillIssuerForm(page, { email });
    await page.getByRole("button", { name: "Mint my Trust Code" }).click();
    const busy = page.getByRole("button", { name: "Minting..." });
    await expect(busy).toBeDisabled();
    await busy.dispatchEvent("click");
    await page
      .locator("form.issuer-form")
      .evaluate((f: HTMLFormElement) => f.requestSubmit());
    release();

    await expect(page.getByText(INDIVIDUAL_SUCCESS)).toBeVisible();
    expect(requests).toBe(1);
    const code = (await page.locator(".qr-code-text").textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9][A-Z0-9-]{2,}$/);
    const qr = page.getByAltText(`QR code for Trust Code ${code}`);
    await expect(qr).toBeVisible();
    // The QR image itself encodes this site's /c/<code> address.
    expect(await decodeQrImage(qr)).toBe(
      `https://${new URL(page.url()).host}/c/${code}`,
    );
    const modal = page.getByRole("dialog", { name: "Trust Code created" });
    await expect(modal).toContainText(CODE_CREATED(code));
    await expect(modal.getByRole("button", { name: "OK" })).toBeFocused();
    await expect(page.getByLabel("Full legal name")).toHaveValue("");

    // Open for 5 s (not the default 4 s), then a 300 ms fade before removal.
    const backdrop = page.locator(".modal-backdrop");
    await page.clock.runFor(100);
    await expect(backdrop).toHaveClass(/is-open/);
    await page.clock.runFor(4800);
    await expect(backdrop).toHaveClass(/is-open/);
    await page.clock.runFor(200);
    await expect(backdrop).not.toHaveClass(/is-open/);
    await expect(modal).toBeAttached();
    await page.clock.runFor(150);
    await expect(modal).toBeAttached();
    await page.clock.runFor(200);
    await expect(modal).toHaveCount(0);
    // Timers asserted; the rest of the test runs on a flowing clock again.
    await page.clock.resume();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download QR Code" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${code}.png`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    // The same person again: no error and no new code (a repeat never
    // replaces a holder); the page shows the message without a QR and the
    // holder is reminded by e-mail.
    await page.unroute("**/api/contact/individual-trust-code-request");
    await fillIssuerForm(page, { email });
    await page.getByRole("button", { name: "Mint my Trust Code" }).click();
    await expect(page.locator(".notice.success")).toHaveText(
      INDIVIDUAL_SUCCESS,
    );
    await expect(page.locator(".qr-code-text")).toHaveCount(0);
    await expect(page.locator(".notice.error")).toHaveCount(0);
    expect(appErrors(consoleErrors)).toEqual([]);
  });

  test("the agreement opens and closes by keyboard", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/get-your-trust-code");
    // The button opens the modal once React has taken over the page.
    await hydrated(page);
    const open = page.getByRole("button", {
      name: `Read the ${AGREEMENT_TITLE}`,
      exact: true,
    });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: AGREEMENT_TITLE });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Effective October 14, 2025");
    await expect(dialog.locator(".agreement-sections > li")).toHaveCount(12);
    await expect(dialog).toContainText("governed by the laws of Bermuda");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("/have-a-code-or-need-one", () => {
  test("invalid, success, already, and back to idle on edit", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { code } = await mintCode(request);

    await page.goto("/have-a-code-or-need-one");
    await hydrated(page);
    const { input, apply } = await refuseBadSyntax(page);

    await input.fill(code.toLowerCase());
    await expect(page.locator(".notice")).toHaveCount(0);
    await apply.click();
    await expect(page.locator(".notice.success")).toHaveText(
      APPLY_SUCCESS(code),
    );
    expect(
      await page.evaluate(() =>
        localStorage.getItem("nirvana_trust_code_applied"),
      ),
    ).toBe(code);

    await apply.click();
    await expect(page.locator(".notice.info")).toHaveText(
      ALREADY_APPLIED(code),
    );
    await input.press("End");
    await input.press("Backspace");
    await expect(page.locator(".notice")).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("links and every Explore button alert 'Coming soon'", async ({
    page,
    consoleErrors,
  }) => {
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto("/have-a-code-or-need-one");
    // The buttons alert once React has taken over the page.
    await hydrated(page);
    // 19 causes + 8 institutional participant types.
    await expect(page.locator(".card .button")).toHaveCount(27);
    await expect(page.locator(".faq-item")).toHaveCount(10);
    for (const name of [
      "Find a code",
      "Explore organisations",
      "Continue without a code",
      "Explore Forests",
      "Explore Insurers",
    ])
      await page.getByRole("button", { name, exact: true }).click();
    await expect.poll(() => alerts.length).toBe(5);
    expect(new Set(alerts)).toEqual(new Set(["Coming soon"]));
    expect(consoleErrors).toEqual([]);
  });
});
