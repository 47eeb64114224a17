import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";

const AUTH = {
  authorization: `Basic ${btoa(`${E2E_ADMIN.username}:${E2E_ADMIN.password}`)}`,
};

/**
 * Rows of an operator-console list matching `q`, read through its CSV export:
 * how e2e tests see what a form post stored in D1 (or did not).
 */
export async function storedRows(
  request: APIRequestContext,
  list: "requests" | "issuers" | "applications",
  q: string,
): Promise<string[]> {
  const res = await request.get(
    `/admin/export/${list}?q=${encodeURIComponent(q)}`,
    { headers: AUTH },
  );
  expect(res.status()).toBe(200);
  const lines = (await res.text()).trim().split("\r\n");
  return lines.slice(1);
}
