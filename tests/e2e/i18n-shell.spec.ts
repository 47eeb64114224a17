import type { Locator, Page } from "@playwright/test";
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

/**
 * Which way a chevron drawn on a button points, read from its pixels: the
 * tip is where the ink's columns are shortest. The browser decodes the
 * screenshot (canvas), like tests/support/qr.ts reads a QR image.
 */
async function chevronPointing(
  page: Page,
  button: Locator,
): Promise<"left" | "right"> {
  const png = await button.screenshot();
  const { left, right } = await page.evaluate(
    async (bytes) => {
      const bitmap = await createImageBitmap(
        new Blob([new Uint8Array(bytes)], { type: "image/png" }),
      );
      const canvas = document.createElement("canvas");
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const ctx = canvas.getContext("2d")!;
      ctx.drawImage(bitmap, 0, 0);
      // The middle of the button: the glyph, without the border and its corners.
      const x0 = Math.round(bitmap.width * 0.25);
      const y0 = Math.round(bitmap.height * 0.2);
      const w = Math.round(bitmap.width * 0.5);
      const h = Math.round(bitmap.height * 0.6);
      const { data } = ctx.getImageData(x0, y0, w, h);
      const grey = (x: number, y: number) => {
        const i = (y * w + x) * 4;
        return (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
      };
      const background = grey(0, 0);
      const spans: number[] = [];
      for (let x = 0; x < w; x++) {
        let top = -1;
        let bottom = -1;
        for (let y = 0; y < h; y++)
          if (Math.abs(grey(x, y) - background) > 60) {
            if (top < 0) top = y;
            bottom = y;
          }
        if (top >= 0) spans.push(bottom - top);
      }
      const third = Math.max(1, Math.floor(spans.length / 3));
      const mean = (a: number[]) => a.reduce((sum, v) => sum + v, 0) / a.length;
      return {
        left: mean(spans.slice(0, third)),
        right: mean(spans.slice(-third)),
      };
    },
    [...png],
  );
  return left < right ? "left" : "right";
}

test("the language menu sets each name in the default stack, not the page's script fonts", async ({
  page,
}) => {
  // A Korean page's CJK stack drew "Čeština" and "Ελληνικά" with misplaced accents.
  await page.goto("/ko/");
  await hydrated(page);
  await page.locator(".language-switcher summary").click();
  for (const lang of ["cs", "el", "ja"]) {
    const font = await page
      .locator(`.language-switcher-list a[lang="${lang}"]`)
      .evaluate((a) => getComputedStyle(a).fontFamily);
    expect(font, lang).toMatch(/^system-ui, -apple-system/);
  }
  // The page's own text keeps the Korean stack.
  expect(
    await page.evaluate(() => getComputedStyle(document.body).fontFamily),
  ).toMatch(/^"Apple SD Gothic Neo"/);
});

test("Korean breaks lines between words, at spaces; Japanese and Chinese between characters", async ({
  page,
}) => {
  const wordBreak = () =>
    page
      .locator("main p")
      .first()
      .evaluate((p) => getComputedStyle(p).wordBreak);
  await page.goto("/ko/trust-code-programme");
  expect(await wordBreak()).toBe("keep-all");
  for (const locale of ["ja", "zh"]) {
    await page.goto(`/${locale}/trust-code-programme`);
    expect(await wordBreak(), locale).toBe("normal");
  }
});

test.describe("the carousel's arrows point the way they go", () => {
  // Four device pixels per CSS pixel: the chevrons are a few pixels wide.
  test.use({ deviceScaleFactor: 4, viewport: { width: 1366, height: 900 } });

  for (const [locale, dir] of [
    ["de", "ltr"],
    ["ar", "rtl"],
    ["he", "rtl"],
    ["fa", "rtl"],
    ["ur", "rtl"],
  ] as const) {
    test(`/${locale}/: previous points ${dir === "rtl" ? "right" : "left"}, next ${dir === "rtl" ? "left" : "right"}`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/`);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      const buttons = page.locator(".carousel-controls .button");
      const previous = buttons.nth(0);
      const next = buttons.nth(2);
      // In right-to-left the row runs from the right: previous sits right
      // of next and points right, back along the reading direction.
      const back = dir === "rtl" ? "right" : "left";
      const forward = dir === "rtl" ? "left" : "right";
      const [p, n] = [
        (await previous.boundingBox())!,
        (await next.boundingBox())!,
      ];
      expect(dir === "rtl" ? p.x > n.x : p.x < n.x).toBe(true);
      expect(await chevronPointing(page, previous)).toBe(back);
      expect(await chevronPointing(page, next)).toBe(forward);
    });
  }
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
