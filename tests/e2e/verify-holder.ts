import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";

/**
 * Confirms an issuer's address as its owner would: the verification link is
 * read from the console's outbox (as an operator would) and its confirm
 * button posted. Only a verified holder keeps the address against a new
 * request (docs/privacy.md, "Who is paid").
 */
export async function verifyHolder(page: Page, email: string): Promise<void> {
  const body = await codeMail(page, email);
  const token = /\/verify\?token=([A-Za-z0-9_-]{43})/.exec(body)?.[1];
  expect(token, "verify link in the code e-mail").toBeTruthy();
  const res = await page.request.post("/verify", {
    form: { token: token!, intent: "confirm" },
  });
  expect(res.status()).toBe(200);
}

/** The newest e-mail to `email`, as the console's outbox shows it to an operator. */
export async function codeMail(page: Page, email: string): Promise<string> {
  const console = await page.context().browser()!.newContext({
    httpCredentials: E2E_ADMIN,
  });
  const admin = await console.newPage();
  await admin.goto(`/admin/outbox?q=${encodeURIComponent(email)}`);
  await admin.locator("table.admin-table tbody th a").first().click();
  const body = (await admin.locator("pre.admin-mail").textContent())!;
  await console.close();
  return body;
}
