import { expect, test } from "./fixtures";

// Layout shift on the framed document pages and the landing page, at 1366
// and 390 px, is measured in their walk (page-walk.spec.ts).

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
