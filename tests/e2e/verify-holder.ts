import type { Page } from "@playwright/test";
import { outboxMail } from "./sign-in";

/** The newest e-mail to `email`, as the console's outbox shows it to an operator (read over HTTP, ./sign-in.ts). */
export function codeMail(page: Page, email: string): Promise<string> {
  return outboxMail(page.request, email);
}
