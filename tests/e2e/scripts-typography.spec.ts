import { expect, test } from "./fixtures";

/**
 * Typography that only shows in other scripts: no synthetic italics where the
 * script has no italic tradition, sans headings where the script's serif has
 * no Latin, and the language menu's chevron pointing down in Arabic too.
 */
const SLANT_FREE = ["ja", "zh", "hi", "ar"] as const;

test.describe("scripts done right", () => {
  for (const locale of SLANT_FREE)
    test(`the landing tagline is upright in ${locale}`, async ({ page }) => {
      await page.goto(`/${locale}/`);
      const tagline = page.locator(".tagline").first();
      await expect(tagline).toBeVisible();
      const style = await tagline.evaluate((el) => {
        const s = getComputedStyle(el);
        return { fontStyle: s.fontStyle, synthesis: s.fontSynthesisStyle };
      });
      expect(style).toEqual({ fontStyle: "normal", synthesis: "none" });
    });

  test("the English tagline keeps its italics", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".tagline").first()).toHaveCSS(
      "font-style",
      "italic",
    );
  });

  for (const locale of ["hi", "ar"] as const)
    test(`headings in ${locale} use the page's sans`, async ({ page }) => {
      await page.goto(`/${locale}/`);
      const fonts = await page.evaluate(() => ({
        heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
        body: getComputedStyle(document.body).fontFamily,
      }));
      expect(fonts.heading).toBe(fonts.body);
    });

  test("the language menu's chevron points down in Arabic as in English", async ({
    page,
  }) => {
    const chevronAngle = async (path: string) => {
      await page.goto(path);
      return page
        .locator(".language-switcher summary")
        .first()
        .evaluate((el) => {
          const s = getComputedStyle(el, "::after");
          const m = new DOMMatrix(s.transform);
          // Where the corner of the two borders ends up, as an angle.
          const start =
            getComputedStyle(el).direction === "rtl" ? [-1, 1] : [1, 1];
          const p = m.transformPoint(new DOMPoint(start[0], start[1]));
          return Math.round((Math.atan2(p.y, p.x) * 180) / Math.PI);
        });
    };
    expect(await chevronAngle("/")).toBe(90);
    expect(await chevronAngle("/ar/")).toBe(90);
  });
});
