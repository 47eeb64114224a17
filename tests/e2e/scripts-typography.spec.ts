import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Typography that only shows in other scripts: no synthetic italics where the
 * script has no italic tradition, sans headings where the script's serif has
 * no Latin, and the language menu's chevron pointing down in Arabic too.
 */
const SLANT_FREE = ["ja", "zh", "hi", "ar"] as const;

/** Scripts whose serif has no Latin: headings in the page's sans. */
const SANS_HEADINGS = new Set<string>(["hi", "ar"]);

/**
 * Where the corner of the language menu's chevron ends up, as an angle:
 * 90 points down.
 */
function chevronAngle(page: Page) {
  return page
    .locator(".language-switcher summary")
    .first()
    .evaluate((el) => {
      const s = getComputedStyle(el, "::after");
      const m = new DOMMatrix(s.transform);
      const start = getComputedStyle(el).direction === "rtl" ? [-1, 1] : [1, 1];
      const p = m.transformPoint(new DOMPoint(start[0], start[1]));
      return Math.round((Math.atan2(p.y, p.x) * 180) / Math.PI);
    });
}

// One load per landing page, every check of that page made on it.
test.describe("scripts done right", () => {
  for (const locale of SLANT_FREE)
    test(`the landing tagline is upright in ${locale}${SANS_HEADINGS.has(locale) ? ", headings in the page's sans" : ""}${locale === "ar" ? ", the language menu's chevron down as in English" : ""}`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/`);
      const tagline = page.locator(".tagline").first();
      await expect(tagline).toBeVisible();
      const style = await tagline.evaluate((el) => {
        const s = getComputedStyle(el);
        return { fontStyle: s.fontStyle, synthesis: s.fontSynthesisStyle };
      });
      expect(style).toEqual({ fontStyle: "normal", synthesis: "none" });
      if (SANS_HEADINGS.has(locale)) {
        const fonts = await page.evaluate(() => ({
          heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
          body: getComputedStyle(document.body).fontFamily,
        }));
        expect(fonts.heading).toBe(fonts.body);
      }
      if (locale === "ar") expect(await chevronAngle(page)).toBe(90);
    });

  test("the English tagline keeps its italics, and the language menu's chevron points down", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator(".tagline").first()).toHaveCSS(
      "font-style",
      "italic",
    );
    expect(await chevronAngle(page)).toBe(90);
  });
});
