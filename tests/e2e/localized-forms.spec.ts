import type { Page } from "@playwright/test";
import { priceValues } from "#app/lib/i18n/price-values.ts";
import { catalogText } from "../support/catalog-text";
import {
  INDIVIDUAL_SUCCESS,
  ORGANISATION_SUCCESS,
} from "../support/spec-texts";
import { expect, fieldErrors, hydrated, test } from "./fixtures";
import { fillIssuerForm, mintCode, uniqueEmail } from "./issuer";

/**
 * The Trust Code forms on localized pages: they post with the page's
 * locale, answer in it and keep the visitor under /<locale>/. Fields are
 * found by name and texts read from the catalog, so these tests hold before
 * and after the translators fill it.
 */
const unique = () => uniqueEmail("l10n");
// The success text of the apply form, English words with {code} for the catalog.
/** SPEC's English answer as the catalogs hold it: the figures are placeholders. */
const APPLY_SOURCE =
  "Code {code} applied. Your {percent} discount will appear at checkout. {organisationShare} of your subscription will support your chosen organisation.";

/** The German name of Germany as the server's Intl writes it, in the select. */
async function germanCountryNames(page: Page, field: string) {
  await expect(
    page.locator(`select[name="${field}"] option[value="DE"]`),
  ).toHaveText("Deutschland");
}

test.describe("with JavaScript", () => {
  test("/de/get-your-trust-code mints via ?locale=de and stays in German", async ({
    page,
  }) => {
    await page.goto("/de/get-your-trust-code");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await germanCountryNames(page, "countryOfResidence");
    await fillIssuerForm(page, {
      email: unique(),
      fullName: "Jana Ausgeber",
      country: "DE",
      locale: "de",
    });
    const [request] = await Promise.all([
      page.waitForRequest((r) =>
        r.url().includes("/api/contact/individual-trust-code-request"),
      ),
      page.locator(".issuer-form button[type=submit]").click(),
    ]);
    expect(new URL(request.url()).searchParams.get("locale")).toBe("de");
    await expect(page.locator(".issuer-form .notice.success")).toHaveText(
      catalogText("de", INDIVIDUAL_SUCCESS),
    );
    await expect(page.locator(".qr-code-text")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/de/get-your-trust-code");
  });

  test("/de/get-your-trust-code shows the schema's messages from the German catalog", async ({
    page,
  }) => {
    await page.goto("/de/get-your-trust-code");
    await hydrated(page);
    await page.locator(".issuer-form button[type=submit]").click();
    await expect(fieldErrors(page, "fullName")).toHaveText(
      catalogText("de", "Full legal name is required."),
    );
  });

  test("/de/trust-code-programme organisation request answers in German", async ({
    page,
  }) => {
    await page.goto("/de/trust-code-programme");
    await hydrated(page);
    await germanCountryNames(page, "country");
    await page.locator('[name="organizationName"]').fill("Wald Freunde");
    await page.locator('[name="website"]').fill("wald.example.org");
    await page.locator('[name="country"]').selectOption("DE");
    await page.locator('[name="vertical"]').selectOption("insurers");
    await page.locator('[name="audienceSize"]').selectOption("0-10000");
    await page.locator('[name="timeframe"]').selectOption("1-month");
    await page.locator('[name="contactName"]').fill("Ada Grün");
    await page.locator('[name="email"]').fill(unique());
    await page.locator('[name="acknowledgeTerms"]').check();
    const [request] = await Promise.all([
      page.waitForRequest((r) =>
        r.url().includes("/api/contact/trust-code-request"),
      ),
      page.locator("#request button[type=submit]").click(),
    ]);
    expect(new URL(request.url()).searchParams.get("locale")).toBe("de");
    await expect(page.locator("#request .notice.success")).toHaveText(
      catalogText("de", ORGANISATION_SUCCESS),
    );
    expect(new URL(page.url()).pathname).toBe("/de/trust-code-programme");
  });

  test("/ar/have-a-code-or-need-one applies a code via ?locale=ar", async ({
    page,
    request,
  }) => {
    const { code } = await mintCode(request, {
      fullName: "Jana Ausgeber",
      fields: { countryOfResidence: "DE" },
    });
    await page.goto("/ar/have-a-code-or-need-one");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.locator('.apply-form [name="code"]').fill(code.toLowerCase());
    const [sent] = await Promise.all([
      page.waitForRequest((r) =>
        r.url().includes("/api/contact/apply-trust-code"),
      ),
      page.locator(".apply-form button[type=submit]").click(),
    ]);
    expect(new URL(sent.url()).searchParams.get("locale")).toBe("ar");
    await expect(page.locator(".apply-form .notice.success")).toHaveText(
      catalogText("ar", APPLY_SOURCE, { ...priceValues("ar"), code }),
    );
    expect(new URL(page.url()).pathname).toBe("/ar/have-a-code-or-need-one");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/de/get-your-trust-code mints through the German route action", async ({
    page,
  }) => {
    await page.goto("/de/get-your-trust-code");
    await germanCountryNames(page, "countryOfResidence");
    await fillIssuerForm(page, {
      email: unique(),
      fullName: "Jana Ausgeber",
      country: "DE",
      locale: "de",
    });
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) =>
          r.request().method() === "POST" &&
          new URL(r.url()).pathname === "/de/get-your-trust-code",
      ),
      page.locator(".issuer-form button[type=submit]").click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page.locator(".issuer-form .notice.success")).toHaveText(
      catalogText("de", INDIVIDUAL_SUCCESS),
    );
    await expect(page.locator(".qr-code-text")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/de/get-your-trust-code");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("/ar/have-a-code-or-need-one applies a code through the Arabic route action", async ({
    page,
    request,
  }) => {
    const { code } = await mintCode(request, {
      fullName: "Jana Ausgeber",
      fields: { countryOfResidence: "DE" },
    });
    await page.goto("/ar/have-a-code-or-need-one");
    await page.locator('.apply-form [name="code"]').fill(code);
    await page.locator(".apply-form button[type=submit]").click();
    await expect(page.locator(".apply-form .notice.success")).toHaveText(
      catalogText("ar", APPLY_SOURCE, { ...priceValues("ar"), code }),
    );
    expect(new URL(page.url()).pathname).toBe("/ar/have-a-code-or-need-one");
  });
});
