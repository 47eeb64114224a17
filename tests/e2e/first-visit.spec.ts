import { acceptCompliance, expect, hydrated, test } from "./fixtures";

/**
 * A first visit without waiting: the compliance dialog opens with its
 * country list already in the page (no request for it), the visitor's own
 * country first and chosen, the language the browser prefers on offer
 * inside the dialog; after Continue, focus is on the main heading and the
 * header is still reachable by keyboard.
 */
test.use({
  fresh: true,
  locale: "de-DE",
  extraHTTPHeaders: { "cf-ipcountry": "JP" },
});

test("the dialog is ready with the list, the visitor's country first, and the suggested language", async ({
  page,
}) => {
  const countryRequests: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/countries")) countryRequests.push(r.url());
  });
  await page.goto("/the-founder");
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: "Before you continue" });
  await expect(dialog).toBeVisible();
  const select = dialog.getByLabel("Country or region");
  await expect(select).toBeEnabled();
  await expect(select).toHaveValue("JP");
  await expect(select.locator("option").nth(1)).toHaveAttribute("value", "JP");
  await expect(dialog).not.toContainText("Loading countries");
  const offer = dialog.locator(".compliance-language");
  await expect(offer).toHaveAttribute("lang", "de");
  await expect(
    offer.getByRole("link", { name: "Auf Deutsch wechseln" }),
  ).toHaveAttribute("href", /to=de/);

  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  // The header stays in the tab order: one step back from the heading
  // reaches the page's own links, then the header's.
  let inHeader = false;
  for (let i = 0; i < 8 && !inHeader; i++) {
    await page.keyboard.press("Shift+Tab");
    inHeader = await page.evaluate(
      () => document.activeElement?.closest(".site-header") !== null,
    );
  }
  expect(inHeader).toBe(true);
  expect(countryRequests).toEqual([]);
});

test("a localized page carries the list in its own language", async ({
  page,
}) => {
  await page.goto("/ja/the-founder");
  await hydrated(page);
  const select = page.getByRole("dialog").locator("select");
  await expect(select.locator('option[value="JP"]')).toHaveText("日本");
  await expect(select).toHaveValue("JP");
});

test("a first visit sees the dialog with the page's first paint, before the page's scripts run", async ({
  page,
}) => {
  // Only the head's first-paint script runs: the app's scripts come back
  // empty, so what shows is the server's page as first painted.
  await page.route(/\.js(\?|$)/, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );
  await page.goto("/the-founder", { waitUntil: "domcontentloaded" });
  const dialog = page.getByRole("dialog", { name: "Before you continue" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Country or region")).toBeVisible();
  // Placed over the page like the modal it becomes.
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThan(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(
    await page.evaluate(() =>
      document.documentElement.hasAttribute("data-hydrated"),
    ),
  ).toBe(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Nothing can close the dialog without scripts, so it never shows there:
  // the page stays readable and usable, as before the dialog came with the
  // first paint.
  test("a first visit is never covered by the dialog", async ({ page }) => {
    await page.goto("/the-founder");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator(".compliance-dialog")).toBeHidden();
    await page.getByRole("heading", { level: 1 }).click({ trial: true });
  });
});

test("a returning visitor never sees the dialog, not even before hydration", async ({
  page,
}) => {
  await acceptCompliance(page);
  // Checked on every frame from the first one until the page is interactive.
  await page.addInitScript(() => {
    const w = window as unknown as { dialogSeen: boolean };
    w.dialogSeen = false;
    const check = () => {
      const dialog = document.querySelector(".compliance-dialog");
      if (dialog && dialog.getBoundingClientRect().height > 0)
        w.dialogSeen = true;
      if (!document.documentElement.hasAttribute("data-hydrated"))
        requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  for (const path of ["/the-founder", "/?fromsubpage=true", "/de/demo"]) {
    await page.goto(path);
    await hydrated(page);
    expect(
      await page.evaluate(
        () => (window as unknown as { dialogSeen: boolean }).dialogSeen,
      ),
      path,
    ).toBe(false);
    await expect(page.locator(".compliance-dialog"), path).toHaveCount(0);
  }
});
