import type { Page } from "@playwright/test";
import {
  SUBMISSION_FAILED,
  TRY_AGAIN,
  UNEXPECTED_ERROR,
} from "../support/spec-texts";
import { expect, hydrated, test } from "./fixtures";

/** Holds every call to `path` until the returned release() is called. */
async function holdCalls(page: Page, path: string) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const calls = { count: 0 };
  await page.route(`**${path}`, async (route) => {
    calls.count++;
    await held;
    await route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ success: true, message: "ok" }),
    });
  });
  return { calls, release };
}

test("organisation form reads 'Submitting...' and ignores resubmission", async ({
  page,
}) => {
  const { calls, release } = await holdCalls(
    page,
    "/api/contact/trust-code-request",
  );
  await page.goto("/trust-code-programme");
  await hydrated(page);
  await expect(
    page.getByLabel("Country", { exact: true }).locator('option[value="GB"]'),
  ).toHaveCount(1);
  await page.getByLabel("Organisation name").fill("Held Org");
  await page.getByLabel("Website").fill("https://held.example.org");
  await page.getByLabel("Country", { exact: true }).selectOption("GB");
  await page
    .getByLabel("Vertical", { exact: true })
    .selectOption({ label: "Insurers" });
  await page.getByLabel("Audience size").selectOption({ label: "0-10,000" });
  await page
    .getByLabel("Timeframe")
    .selectOption({ label: "Exploring options" });
  await page.getByLabel("Contact name").fill("Ada Green");
  await page.getByLabel("Email", { exact: true }).fill("ada@held.example.org");
  await page
    .getByLabel("I acknowledge programme terms and search-neutrality policy")
    .check();
  await page.getByRole("button", { name: "Submit request" }).click();
  const busy = page.getByRole("button", { name: "Submitting..." });
  await expect(busy).toBeDisabled();
  await page
    .locator("#request form")
    .evaluate((f: HTMLFormElement) => f.requestSubmit());
  release();
  await expect(
    page.getByRole("button", { name: "Submit request" }),
  ).toBeEnabled();
  expect(calls.count).toBe(1);
});

test.describe("apply form", () => {
  test("reads 'Applying...' while submitting and ignores resubmission", async ({
    page,
  }) => {
    const { calls, release } = await holdCalls(
      page,
      "/api/contact/apply-trust-code",
    );
    await page.goto("/have-a-code-or-need-one");
    await hydrated(page);
    await page.getByLabel("Enter your Trust Code").fill("HELD-CODE");
    await page.getByRole("button", { name: "Apply code" }).click();
    const busy = page.getByRole("button", { name: "Applying..." });
    await expect(busy).toBeDisabled();
    await page
      .locator("form.apply-form")
      .evaluate((f: HTMLFormElement) => f.requestSubmit());
    release();
    await expect(
      page.getByRole("button", { name: "Apply code" }),
    ).toBeEnabled();
    expect(calls.count).toBe(1);
  });

  test("server failures show the error texts in a red box", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 503/);
    allowConsoleError(/status of 500/);
    allowConsoleError(/net::ERR_FAILED/);
    const replies = [
      { status: 503, json: { success: false, message: "Codes are paused." } },
      { status: 500, body: "oops", contentType: "text/plain" },
    ];
    await page.route("**/api/contact/apply-trust-code", (route) => {
      const reply = replies.shift();
      return reply ? route.fulfill(reply) : route.abort();
    });
    await page.goto("/have-a-code-or-need-one");
    await hydrated(page);
    const input = page.getByLabel("Enter your Trust Code");
    const apply = page.getByRole("button", { name: "Apply code" });
    const redBox = page.locator(".notice.error");
    await input.fill("FAIL-ONE");
    await apply.click();
    await expect(redBox).toHaveText("Codes are paused.");
    await input.fill("FAIL-TWO");
    await apply.click();
    await expect(redBox).toHaveText(SUBMISSION_FAILED);
    await input.fill("FAIL-THREE");
    await apply.click();
    await expect(redBox).toHaveText(TRY_AGAIN);
    await expect(redBox).toHaveCSS("color", "rgb(164, 22, 26)");
  });
});

test("a failing page load shows 'Unexpected Application Error' with the message", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 500/);
  await page.goto("/nirvana-fellows");
  await hydrated(page);
  // The next client-side navigation's data request fails on the server.
  await page.route("**/*.data*", (route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "boom" }),
  );
  await page
    .getByRole("navigation", { name: "Site" })
    .getByRole("link")
    .click();
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: UNEXPECTED_ERROR,
      exact: true,
    }),
  ).toBeVisible();
  // The error's message: here the failed response's status line.
  await expect(page.locator(".error-message")).toHaveText(
    "500 Internal Server Error",
  );
  await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute(
    "href",
    "/?fromsubpage=true",
  );
});
