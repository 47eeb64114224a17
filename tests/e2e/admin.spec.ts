import { readFile } from "node:fs/promises";
import { E2E_ADMIN } from "../../playwright.config";
import { QR_KIT } from "#app/content/qr-kit.ts";
import { decodeGrid, pdfQrGrid, readPdf } from "../support/qr-kit-read";
import { CONSOLE_PAGES } from "./console-pages";
import { expect, test } from "./fixtures";

/** A fresh organisation request, submitted through the public API. */
async function submitRequest(
  request: import("@playwright/test").APIRequestContext,
) {
  const name = `E2E Org ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await request.post("/api/contact/trust-code-request", {
    data: {
      organizationName: name,
      website: "https://e2e.example.org",
      country: "GB",
      vertical: "charities-ngos-nonprofits",
      audienceSize: "0-10000",
      contactName: "Ada Green",
      email: "ada@e2e.example.org",
      timeframe: "immediately",
      acknowledgeTerms: true,
    },
    headers: {
      "cf-connecting-ip": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  expect(res.ok()).toBe(true);
  return name;
}

test.describe("operator console", () => {
  test.use({ httpCredentials: E2E_ADMIN });

  test("asks for credentials and is never indexed", async ({ baseURL }) => {
    // Plain fetch: browser contexts here carry the test's credentials.
    const res = await fetch(`${baseURL}/admin`);
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/^Basic realm=/);
    expect(await res.text()).not.toContain("operator console</title>");
    const wrong = await fetch(`${baseURL}/admin`, {
      headers: { authorization: `Basic ${btoa("admin:wrong")}` },
    });
    expect(wrong.status).toBe(401);
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    expect(sitemap).not.toContain("/admin");
  });

  test("every console page answers private: no-store and noindex, from the console's layout", async ({
    request,
  }) => {
    for (const path of CONSOLE_PAGES) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()["x-robots-tag"], path).toContain("noindex");
      expect(res.headers()["cache-control"], path).toContain("no-store");
    }
  });

  test("exports the request list as CSV, approves an organisation request and queues its code e-mail", async ({
    page,
    request,
  }) => {
    const name = await submitRequest(request);
    const response = await page.goto(
      `/admin/requests?status=pending&q=${encodeURIComponent(name)}`,
    );
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      /noindex/,
    );
    await expect(
      page.getByRole("heading", { name: "Organisation requests" }),
    ).toBeVisible();

    // The list, filtered to the pending request, exports as CSV.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^nirvana-requests-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await readFile((await download.path())!, "utf8");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toMatch(/^"id","organisation","website",/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(name);
    expect(lines[1]).toContain(',"pending",');

    // Approving asks for confirmation first.
    await page.getByLabel(`Issue ${name} its code`).check();
    await page.getByRole("button", { name: `Approve ${name}` }).click();
    const flash = page.getByRole("status");
    await expect(flash).toContainText(`Approved ${name}: code NIR-`);
    const code = /NIR-[A-Z0-9]{7}/.exec((await flash.textContent()) ?? "")![0];

    // The list now shows the request approved with its code (the filter still says pending).
    await page.goto(`/admin/requests?q=${encodeURIComponent(name)}`);
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("approved");
    await expect(row).toContainText(code);

    // Its print-ready QR kit is one click away, ready to hand over.
    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      row.getByRole("link", { name: QR_KIT.linkLabel("PDF", code) }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(QR_KIT.fileName(code, "pdf"));
    const kit = await readPdf(await readFile((await pdf.path())!));
    expect(decodeGrid(pdfQrGrid(kit.rects).grid)).toBe(
      `https://${new URL(page.url()).host}/c/${code}`,
    );
    await expect(
      row.getByRole("link", { name: QR_KIT.linkLabel("SVG", code) }),
    ).toHaveAttribute("href", `/api/qr/${code}.svg`);
    await expect(
      row.getByRole("link", { name: QR_KIT.linkLabel("PNG", code) }),
    ).toHaveAttribute("href", `/api/qr/${code}.png`);

    // The code e-mail waits in the outbox with the code, its link and the disclosure.
    await page.goto(`/admin/outbox?q=${code}`);
    await page
      .getByRole("link", { name: `Your Nirvana Trust Code ${code}` })
      .click();
    await expect(page.locator(".admin-mail")).toContainText(`/c/${code}`);
    await expect(page.locator(".admin-mail")).toContainText(
      "Codes never affect search results.",
    );
    await expect(page.getByRole("img", { name: /QR code for/ })).toBeVisible();

    // And the audit log names who did it.
    await page.goto(`/admin/audit?q=request.approve`);
    await expect(
      page.getByRole("cell", { name: `code ${code}` }),
    ).toBeVisible();
    await expect(
      page.getByRole("cell", { name: "admin (basic)" }).first(),
    ).toBeVisible();
  });

  test("a scan through /c/<code> shows up in the console's figures", async ({
    page,
    request,
  }) => {
    // The queue's batch wait (up to 5 s) comes on top of the page loads.
    test.setTimeout(60_000);
    const minted = await request.post(
      "/api/contact/individual-trust-code-request",
      {
        data: {
          fullName: "Scan Person",
          email: `scan-${Date.now().toString(36)}@e2e.example.org`,
          countryOfResidence: "GB",
          confirm18OrOlder: true,
          acceptTerms: true,
          sanctionsDeclaration: true,
          singleCodeRule: true,
          consentElectronicDelivery: true,
          payoutMethod: "paypal",
          paypalEmail: "pay@e2e.example.org",
          dateOfBirth: "1990-05-01",
        },
        headers: {
          "cf-connecting-ip": `10.8.${Math.floor(Math.random() * 250)}.1`,
        },
      },
    );
    expect(minted.ok()).toBe(true);
    const code = ((await minted.json()) as { trust_code: string }).trust_code;

    // A person's phone scans twice; a chat app's link preview fetches once.
    const phone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    for (const ua of [phone, phone]) {
      const res = await request.get(`/c/${code}`, {
        headers: { "user-agent": ua },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(302);
      expect(res.headers()["location"]).toBe("/");
    }
    // The preview fetcher gets its preview page (workers/link-preview.ts).
    const preview = await request.get(`/c/${code}`, {
      headers: {
        "user-agent":
          "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      },
      maxRedirects: 0,
    });
    expect(preview.status()).toBe(200);

    // The queue delivers within its batch wait (wrangler.toml max_batch_timeout).
    const row = page.getByRole("row", { name: new RegExp(code) });
    await expect(async () => {
      await page.goto(`/admin/scans?q=${code}`);
      await expect(row.getByRole("cell")).toHaveText(
        [code, /active/, "2", "1", "1"],
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 45_000 });

    // The code's report shows the same month.
    await page.goto(`/admin/reports/${code}`);
    const month = new Date().toISOString().slice(0, 7);
    await expect(
      page
        .getByRole("row", { name: new RegExp(`^${month}`) })
        .getByRole("cell"),
    ).toHaveText(["2", "1", "1", "0", "0", "0"]);
  });

  // axe on each page: tests/e2e/admin-phone.spec.ts, at 390 and 1280 px on one load.
});
