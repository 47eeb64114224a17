/**
 * The e2e ways to get a Trust Code: one through the JSON API (for tests about
 * what happens after), one through the issuer form in the browser (for tests
 * about the form). Each mint is its own client to the rate limiter and the
 * per-network mint budget, so tests running side by side never share one.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { catalogText } from "../support/catalog-text";
import { clientIp } from "../support/client-ip";
import { chequeIssuer, validIssuer } from "../support/issuer";
import { expect } from "./fixtures";

/** A fresh address on the example domain, tagged for reading failures. */
export function uniqueEmail(tag = "e2e", domain = "example.com") {
  return `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@${domain}`;
}

interface MintOptions {
  email?: string;
  fullName?: string;
  /** The language the API answers (and writes the issuer's mail) in. */
  locale?: string;
  /** Paid by PayPal (the default) or by cheque to a postal address. */
  payout?: "paypal" | "cheque";
  /** Fields of the request that differ from tests/support/issuer.ts. */
  fields?: Record<string, string | boolean>;
}

/** The API's answer to an individual request; status 200 is asserted. */
export async function requestCode(
  request: APIRequestContext,
  {
    email = uniqueEmail(),
    fullName,
    locale,
    payout = "paypal",
    fields = {},
  }: MintOptions = {},
) {
  const query = locale ? `?locale=${locale}` : "";
  const res = await request.post(
    `/api/contact/individual-trust-code-request${query}`,
    {
      headers: { "cf-connecting-ip": clientIp() },
      data:
        payout === "cheque"
          ? { ...chequeIssuer(email, fullName), ...fields }
          : validIssuer(email, fullName, fields),
    },
  );
  expect(res.status()).toBe(200);
  return (await res.json()) as { trust_code: string | null };
}

/** A live code minted through the API, with its issuer's e-mail. */
export async function mintCode(
  request: APIRequestContext,
  options: MintOptions = {},
) {
  const email = options.email ?? uniqueEmail("mint");
  const { trust_code: code } = await requestCode(request, {
    ...options,
    email,
  });
  expect(code).toMatch(/^NIR-/);
  return { code: code!, email };
}

/**
 * Fills the issuer form (PayPal payout) as a visitor does: every field found
 * by its label in the page's language (the catalog's words, so the helper
 * holds before and after translators fill a catalog). Submitting is the
 * test's own step.
 */
export async function fillIssuerForm(
  page: Page,
  {
    email,
    fullName = "Jane Issuer",
    country = "GB",
    locale = "en",
  }: { email: string; fullName?: string; country?: string; locale?: string },
) {
  const label = (english: string) => catalogText(locale, english);
  const countryField = page.getByLabel(label("Country of residence"));
  // The country list arrives with the page's data; wait until it is there.
  await expect(countryField.locator(`option[value="${country}"]`)).toHaveCount(
    1,
  );
  await page.getByLabel(label("Full legal name")).fill(fullName);
  await page.getByLabel(label("Email"), { exact: true }).fill(email);
  await countryField.selectOption(country);
  await page.getByRole("radio", { name: label("PayPal") }).check();
  await page.getByLabel(label("PayPal email")).fill("pay@example.com");
  await page.getByLabel(label("Date of birth")).fill("1990-05-01");
  for (const english of DECLARATION_LABELS)
    await page
      .getByRole("checkbox", { name: label(english).replace(/<\/?\d+>/g, "") })
      .check();
}

/** The labels of the five declarations (tests/support/issuer.ts), as the catalog has them. */
const DECLARATION_LABELS = [
  "I confirm I am 18 or older.",
  "I accept the Trust Code Terms (<0>read the Trust Code Issuer Agreement</0>).",
  "I declare that I am not subject to sanctions and do not live in a sanctioned jurisdiction.",
  "I understand the single-code rule (one live code per person) and that self-referral is not allowed.",
  "I consent to receive my code, statements and notices electronically.",
];
