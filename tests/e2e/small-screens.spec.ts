import { expect, hydrated, test } from "./fixtures";

test.use({ viewport: { width: 320, height: 700 } });

/** True when the element's text fits its box (nothing clipped or spilling). */
const fits = (el: Element) =>
  el.scrollWidth <= el.clientWidth + 1 &&
  el.getBoundingClientRect().right <= 320;

test("landing at 320 px: slideshow controls fit and the position stays on one line", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  const pause = page.getByRole("button", { name: "Pause slideshow" });
  expect(await pause.evaluate(fits)).toBe(true);
  const status = page.locator(".carousel-status");
  const box = (await status.boundingBox())!;
  const lineHeight = await status.evaluate((el) =>
    parseFloat(getComputedStyle(el).lineHeight),
  );
  expect(box.height).toBeLessThan(lineHeight * 1.5);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
  ).toBeLessThanOrEqual(320);
});

test("issuer form at 320 px: the Terms label wraps as one sentence", async ({
  page,
}) => {
  await page.goto("/get-your-trust-code");
  const link = page.getByRole("link", {
    name: "read the Trust Code Issuer Agreement",
  });
  await expect(link).toHaveCSS("display", "inline");
  const label = page.locator("label", { has: link });
  const height = (await label.boundingBox())!.height;
  const lineHeight = await label.evaluate((el) =>
    parseFloat(getComputedStyle(el).lineHeight),
  );
  // About 70 characters: three lines at most when they flow as a sentence.
  expect(height).toBeLessThanOrEqual(lineHeight * 3 + 1);
});
