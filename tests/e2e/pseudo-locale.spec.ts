import { PSEUDO_CATALOG } from "#app/lib/i18n/pseudo.ts";
import { COOKIE } from "#app/lib/platform/cookies.ts";
import { plainEnglishTexts } from "./catalog-words";
import { expect, hydrated, test } from "./fixtures";

/**
 * The pages in the pseudo-locale (app/lib/i18n/pseudo.ts) that are not public
 * pages: each visible text and label must come from a catalog, so none may
 * still carry plain English letters, and the ~35% longer words must still
 * fit a phone. The public pages get the same check in their walk through
 * the phone widths (tests/e2e/phone-fit.spec.ts, TRANSLATED_PAGES).
 */
const TRANSLATED = ["/de/no-such-page", "/de/c/NIR-NEVER99+"];

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: COOKIE.pseudo, value: "1", url: baseURL ?? "" },
  ]);
});

for (const path of TRANSLATED) {
  test(`${path} shows only catalog words in the pseudo-locale`, async ({
    page,
    allowConsoleError,
  }) => {
    // The not-found page and an unknown code's check page answer 404 on purpose.
    allowConsoleError(/the server responded with a status of 404/);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute(
      "data-catalog",
      PSEUDO_CATALOG,
    );
    await page.waitForLoadState("networkidle");
    const { english, scrollWidth } = await plainEnglishTexts(page);
    expect(english, "texts that do not come from a catalog").toEqual([]);
    expect(scrollWidth, "the page fits 390 px").toBeLessThanOrEqual(390);
  });
}
