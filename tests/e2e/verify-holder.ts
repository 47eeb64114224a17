import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";

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
