import type { Page } from "@playwright/test";
import { storedRows } from "../support/admin-lookup";
import { clientIp } from "../support/client-ip";
import { issuerFormFields } from "../support/issuer";
import { decodeQrImage } from "../support/qr";
import { RATE_LIMIT, startOfFreshWindow } from "../support/rate-window";
import {
  APPLY_SUCCESS,
  INDIVIDUAL_SUCCESS,
  ORGANISATION_SUCCESS,
  TOO_MANY,
} from "../support/spec-texts";
import { expect, test } from "./fixtures";
import { fillIssuerForm, mintCode } from "./issuer";

/** The three forms work without JavaScript: they post to their route actions. */
test.use({ javaScriptEnabled: false });

const mark = () =>
  `nojs${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
/** Each post its own client, so the rate limiter never answers instead. */
const ip = clientIp;

const ORG_FORM = (name: string) => ({
  organizationName: name,
  website: "https://nojs.example.org",
  country: "GB",
  vertical: "insurers",
  audienceSize: "0-10000",
  contactName: "Ada Green",
  email: "ada@nojs.example.org",
  timeframe: "exploring",
  acknowledgeTerms: "on",
});

/** The issuer form as posted without JavaScript (tests/support/issuer.ts). */
const ISSUER_FORM = (email: string) => issuerFormFields(email, "Jane Issuer");

/** Every request from the page carries one client address. */
async function asClient(page: Page, address: string) {
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": address });
}

test("organisation request: submitted and stored", async ({
  page,
  request,
}) => {
  await asClient(page, ip());
  const name = mark();
  await page.goto("/trust-code-programme");
  await page.getByLabel("Organisation name").fill(name);
  await page.getByLabel("Website").fill("https://nojs.example.org");
  await page.getByLabel("Country", { exact: true }).selectOption("GB");
  await page
    .getByLabel("Vertical", { exact: true })
    .selectOption({ label: "Insurers" });
  await page.getByLabel("Audience size").selectOption({ label: "0-10,000" });
  await page.getByLabel("Timeframe").selectOption({ label: "Within 1 month" });
  await page.getByLabel("Contact name").fill("Ada Green");
  await page.getByLabel("Email", { exact: true }).fill("ada@nojs.example.org");
  await page
    .getByLabel("I acknowledge programme terms and search-neutrality policy")
    .check();
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) =>
        r.request().method() === "POST" &&
        r.url().endsWith("/trust-code-programme"),
    ),
    page.getByRole("button", { name: "Submit request" }).click(),
  ]);
  expect(response.status()).toBe(200);
  await expect(page.getByText(ORGANISATION_SUCCESS)).toBeVisible();
  const rows = await storedRows(request, "requests", name);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain('"pending"');
});

test("individual issuer: code minted, shown with its QR, and stored", async ({
  page,
  request,
}) => {
  await asClient(page, ip());
  const email = `${mark()}@example.com`;
  await page.goto("/get-your-trust-code");
  await fillIssuerForm(page, { email });
  await page.getByRole("button", { name: "Mint my Trust Code" }).click();
  await expect(page.getByText(INDIVIDUAL_SUCCESS).first()).toBeVisible();
  const code = (await page.locator(".qr-code-text").textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9][A-Z0-9-]{2,}$/);
  const qr = page.getByAltText(`QR code for Trust Code ${code}`);
  await expect(qr).toBeVisible();
  expect(await decodeQrImage(qr)).toBe(
    `https://${new URL(page.url()).host}/c/${code}`,
  );
  const rows = await storedRows(request, "issuers", email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(code);
});

test("apply a code: applied and recorded", async ({ page, request }) => {
  const { code } = await mintCode(request);
  await asClient(page, ip());
  await page.goto("/have-a-code-or-need-one");
  await page.getByLabel("Enter your Trust Code").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Apply code" }).click();
  await expect(page.locator(".notice.success")).toHaveText(APPLY_SUCCESS(code));
  expect(await storedRows(request, "applications", code)).toHaveLength(1);
});

test.describe("honeypot", () => {
  test("a filled honeypot on the organisation form: thanked, nothing stored", async ({
    request,
  }) => {
    const name = mark();
    const res = await request.post("/trust-code-programme", {
      form: { ...ORG_FORM(name), nickname: "bot" },
      headers: { "cf-connecting-ip": ip() },
    });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain(ORGANISATION_SUCCESS);
    expect(await storedRows(request, "requests", name)).toEqual([]);
  });

  test("a filled honeypot on the issuer form: thanked, nothing minted", async ({
    request,
  }) => {
    const email = `${mark()}@example.com`;
    const res = await request.post("/get-your-trust-code", {
      form: { ...ISSUER_FORM(email), nickname: "bot" },
      headers: { "cf-connecting-ip": ip() },
    });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain(INDIVIDUAL_SUCCESS);
    expect(await storedRows(request, "issuers", email)).toEqual([]);
  });
});

test.describe("rate limit", () => {
  // Each form's action past the limit (429, its message, nothing stored) is
  // proven for all three forms in tests/worker/form-rate-limit.test.ts; here
  // the browser shows the refusal on the page. The allowance is spent on
  // the JSON API, which shares the forms' per-client limit
  // (app/lib/form-action.server.ts), so no page is rendered thirty times.
  test("past the limit a no-JS post shows the 429 message on the page and stores nothing", async ({
    page,
    request,
    allowConsoleError,
  }) => {
    allowConsoleError(/the server responded with a status of 429/);
    const { code } = await mintCode(request);
    const client = ip();
    await asClient(page, client);
    await page.goto("/have-a-code-or-need-one");
    await page.getByLabel("Enter your Trust Code").fill(code);
    // Thirty API answers (sent at once) and one form post inside one
    // window of the limiter.
    await startOfFreshWindow(10_000);
    const spent = await Promise.all(
      Array.from({ length: RATE_LIMIT }, () =>
        request.post("/api/contact/trust-code-request", {
          data: {},
          headers: { "cf-connecting-ip": client },
        }),
      ),
    );
    expect(spent.map((res) => res.status())).toEqual(
      Array(RATE_LIMIT).fill(400),
    );
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) =>
          r.request().method() === "POST" &&
          r.url().endsWith("/have-a-code-or-need-one"),
      ),
      page.getByRole("button", { name: "Apply code" }).click(),
    ]);
    expect(response.status()).toBe(429);
    await expect(page.getByText(TOO_MANY)).toBeVisible();
    expect(await storedRows(request, "applications", code)).toEqual([]);
  });
});
