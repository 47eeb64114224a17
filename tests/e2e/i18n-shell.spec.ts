import { expect, hydrated, test } from "./fixtures";

test.describe("a fresh visitor on a German page", () => {
  test.use({ fresh: true });

  test("the compliance dialog lists countries in German, the visitor's first then GB, and preselects the visitor's", async ({
    page,
  }) => {
    await page.goto("/de/the-founder");
    const select = page.getByRole("dialog").locator("select");
    // The visitor's own country first (workerd's local request.cf says US).
    await expect(select.locator("option").nth(1)).toHaveText(
      "Vereinigte Staaten",
    );
    await expect(select.locator("option").nth(2)).toHaveText(
      "Vereinigtes Königreich",
    );
    await expect(select.locator("option[value='DE']")).toHaveText(
      "Deutschland",
    );
    // workerd's local request.cf reports the country as US.
    await expect(select).toHaveValue("US");
  });

  test("an English page carries the English list", async ({ page }) => {
    await page.goto("/the-founder");
    await expect(
      page.getByRole("dialog").locator("select option").nth(2),
    ).toHaveText("United Kingdom");
    await expect(
      page.getByRole("dialog").locator("select option[value='DE']"),
    ).toHaveText("Germany");
  });
});

test("every internal link of the German landing page stays in /de/", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/de/");
  await hydrated(page);
  const hrefs = await page
    .locator("a[href^='/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  // Files and the language menu's choice endpoint exist once for all.
  const internal = hrefs.filter((h) => !/^\/(static|api)\//.test(h));
  expect(internal.length).toBeGreaterThan(20);
  expect(internal.filter((h) => !h.startsWith("/de/"))).toEqual([]);
  await page.locator(".landing-links .link-card").first().click();
  await expect(page).toHaveURL(/\/de\/get-your-trust-code$/);
});

test("the Home button and the not-found page lead home in the page's language", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/the server responded with a status of 404/);
  await page.goto("/de/demo");
  await expect(page.locator(".home-button")).toHaveAttribute(
    "href",
    "/de/?fromsubpage=true",
  );
  const response = await page.goto("/de/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("main .button.primary")).toHaveAttribute(
    "href",
    "/de/?fromsubpage=true",
  );
});

test.describe("Arabic mirrors the landing page", () => {
  test("carousel arrows, chat bubbles and the press quote's rule swap sides", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/ar/");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

    const box = async (selector: string) =>
      (await page.locator(selector).boundingBox())!;
    const previous = await box(".carousel-controls .button >> nth=0");
    const next = await box(".carousel-controls .button >> nth=2");
    expect(previous.x).toBeGreaterThan(next.x);

    const press = page.locator(".press");
    await expect(press).toHaveCSS("border-right-width", "4px");
    await expect(press).toHaveCSS("border-left-width", "0px");

    await page.clock.install();
    await page.getByRole("textbox").fill("سؤال");
    await page.locator(".chat-form button[type='submit']").click();
    await page.clock.runFor(2600);
    const chat = await box(".chat-log");
    const user = await box(".bubble.user");
    const bot = await box(".bubble.bot:not(.typing)");
    // The visitor's bubble hugs the left (end) edge, the reply the right (start).
    expect(Math.round(user.x)).toBe(Math.round(chat.x));
    expect(Math.round(bot.x + bot.width)).toBe(Math.round(chat.x + chat.width));
  });
});

test("Japanese, Chinese, Hindi and Arabic pages use their script's system fonts", async ({
  page,
}) => {
  const fonts: Record<string, RegExp> = {
    ja: /^"Hiragino Sans".*"Noto Sans JP"/,
    zh: /^"PingFang SC".*"Noto Sans SC"/,
    hi: /^"Kohinoor Devanagari".*"Noto Sans Devanagari"/,
    ar: /^"Geeza Pro".*"Noto Sans Arabic"/,
  };
  for (const [locale, stack] of Object.entries(fonts)) {
    await page.goto(`/${locale}/demo`);
    expect(
      await page.evaluate(() => getComputedStyle(document.body).fontFamily),
    ).toMatch(stack);
  }
  await page.goto("/demo");
  expect(
    await page.evaluate(() => getComputedStyle(document.body).fontFamily),
  ).toMatch(/^system-ui/);
});
