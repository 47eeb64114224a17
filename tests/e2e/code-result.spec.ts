import { readFile } from "node:fs/promises";
import { QR_KIT } from "#app/content/qr-kit.ts";
import { BRAND } from "#app/lib/brand.ts";
import { CODE_CREATED, REQUIRED_DISCLOSURE_TEXT } from "../support/spec-texts";
import {
  decodeGrid,
  decodePngQr,
  pdfQrGrid,
  readPdf,
  svgGrid,
} from "../support/qr-kit-read";
import { expect, hydrated, test } from "./fixtures";
import { fillIssuerForm, mintCode, uniqueEmail } from "./issuer";

test("after minting, the result panel is in view, focused and ready to share", async ({
  page,
  context,
  consoleErrors,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.clock.install();
  await page.goto("/get-your-trust-code");
  await hydrated(page);
  await fillIssuerForm(page, { email: uniqueEmail() });
  await page.getByRole("button", { name: "Mint my Trust Code" }).click();

  const panel = page.getByRole("region", { name: "Your Trust Code" });
  await expect(panel).toBeVisible();
  const code = (await panel.locator(".qr-code-text").textContent())!.trim();
  // The 5 s modal still shows; when it closes, focus returns to the panel.
  const modal = page.getByRole("dialog", { name: "Trust Code created" });
  await expect(modal).toContainText(CODE_CREATED(code));
  await page.clock.runFor(5400);
  await expect(modal).toBeHidden();
  await expect(panel).toBeFocused();
  await expect(panel).toBeInViewport();

  const link = new URL(`/c/${code}`, page.url()).href;
  await expect(panel.locator(".qr-link")).toHaveText(link);
  await expect(
    panel.getByRole("button", { name: "Download QR Code" }),
  ).toBeVisible();
  await expect(panel).toContainText(REQUIRED_DISCLOSURE_TEXT);
  // What happens next: confirm the e-mail, share with the disclosure, follow results.
  const next = panel.locator(".issuer-next-steps li");
  await expect(next).toHaveCount(3);
  await expect(next.nth(0)).toContainText("Confirm your e-mail address");
  await expect(next.nth(1)).toContainText("required disclosure");
  await expect(next.nth(2).getByRole("link")).toHaveAttribute(
    "href",
    "/my-trust-code",
  );

  const copies: [string, string][] = [
    ["Copy code", code],
    ["Copy link", link],
    ["Copy disclosure", REQUIRED_DISCLOSURE_TEXT],
  ];
  for (const [name, text] of copies) {
    await panel.getByRole("button", { name }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      text,
    );
  }
  expect(consoleErrors).toEqual([]);
});

test("the print-ready QR kit downloads an SVG, a PNG and a PDF that all decode to the code's link", async ({
  page,
}) => {
  await page.goto("/get-your-trust-code");
  await hydrated(page);
  await fillIssuerForm(page, { email: uniqueEmail() });
  await page.getByRole("button", { name: "Mint my Trust Code" }).click();
  const panel = page.getByRole("region", { name: "Your Trust Code" });
  const code = (await panel.locator(".qr-code-text").textContent())!.trim();
  await page.getByRole("dialog").getByRole("button", { name: "OK" }).click();
  // Printed codes always point at https, whatever served the page.
  const link = `https://${new URL(page.url()).host}/c/${code}`;

  const decoders = {
    svg: (bytes: Buffer) => decodeGrid(svgGrid(bytes.toString("utf8")).grid),
    png: (bytes: Buffer) => decodePngQr(bytes).text,
    pdf: async (bytes: Buffer) =>
      decodeGrid(pdfQrGrid((await readPdf(bytes)).rects).grid),
  };
  // The English link labels (app/content/qr-kit-links.ts).
  const labels = {
    svg: "SVG (vector)",
    png: "PNG (high resolution)",
    pdf: "Print-ready PDF",
  };
  for (const format of ["svg", "png", "pdf"] as const) {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      panel
        .getByRole("link", { name: QR_KIT.linkLabel(labels[format], code) })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(QR_KIT.fileName(code, format));
    const bytes = await readFile((await download.path())!);
    expect(await decoders[format](bytes), format).toBe(link);
  }
});

test("Share uses the system share sheet where the browser has one", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shared: ShareData[] };
    w.__shared = [];
    Object.defineProperty(navigator, "share", {
      value: async (data: ShareData) => void w.__shared.push(data),
    });
  });
  await page.goto("/get-your-trust-code");
  await hydrated(page);
  await fillIssuerForm(page, { email: uniqueEmail() });
  await page.getByRole("button", { name: "Mint my Trust Code" }).click();
  const panel = page.getByRole("region", { name: "Your Trust Code" });
  const code = (await panel.locator(".qr-code-text").textContent())!.trim();
  await page.getByRole("dialog").getByRole("button", { name: "OK" }).click();
  await panel.getByRole("button", { name: "Share" }).click();
  const shared = await page.evaluate(
    () => (window as unknown as { __shared: ShareData[] }).__shared,
  );
  expect(shared).toHaveLength(1);
  expect(shared[0].url).toBe(new URL(`/c/${code}`, page.url()).href);
  expect(shared[0].text).toContain(REQUIRED_DISCLOSURE_TEXT);
});

test("an applied code says how to continue to checkout", async ({
  page,
  request,
}) => {
  const { code } = await mintCode(request);
  await page.goto("/have-a-code-or-need-one");
  await hydrated(page);
  await page.getByLabel("Enter your Trust Code").fill(code);
  await page.getByRole("button", { name: "Apply code" }).click();
  await expect(
    page.getByRole("link", { name: "Continue to checkout" }),
  ).toHaveAttribute("href", BRAND.signInUrl);
});
