import { expect, hydrated, test } from "./fixtures";
import type { Page } from "@playwright/test";

/** The framed document pages, and the landing page. */
const PAGES = [
  "/",
  "/member-eula",
  "/terms",
  "/why-people-use-nirvana",
  "/why-do-we-exist",
  "/what-is-compass-score",
  "/what-does-an-annual-nirvana-membership-give-you",
  "/nirvana-membership-fees",
  "/why-do-i-need-it",
];
/** "Good" cumulative layout shift is 0.1; these pages aim for half of it. */
const MAX_CLS = 0.05;
/** Long enough for the document to be measured and late images to settle. */
const SETTLE_MS = 1500;

/** Sums layout-shift entries from the first paint on (none follow input here). */
async function observeLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

for (const width of [390, 1366]) {
  for (const path of PAGES) {
    test(`${path} at ${width} px: layout shift <= ${MAX_CLS}`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await observeLayoutShift(page);
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(SETTLE_MS);
      const cls = await page.evaluate(
        () => (window as unknown as { __cls: number }).__cls,
      );
      expect(cls).toBeLessThanOrEqual(MAX_CLS);
      expect(consoleErrors).toEqual([]);
    });
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a document page shows its document, whole", async ({ page }) => {
    let fetched = false;
    page.on("request", (r) => {
      if (r.url().includes("/static/html/")) fetched = true;
    });
    await page.goto("/nirvana-membership-fees");
    const frame = page.locator("iframe.html-frame");
    await expect(
      page
        .frameLocator("iframe.html-frame")
        .getByRole("heading", { name: "The annual fee" }),
    ).toBeVisible();
    // The frame is at least as tall as the document: nothing is clipped.
    const clipped = await frame.evaluate((el: HTMLIFrameElement) => {
      const root = el.contentDocument!.documentElement;
      return root.getBoundingClientRect().height - el.clientHeight;
    });
    expect(clipped).toBeLessThanOrEqual(1);
    expect(fetched).toBe(false);
  });
});
