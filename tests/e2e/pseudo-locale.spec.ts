import { PSEUDO_CATALOG } from "#app/lib/i18n/pseudo.ts";
import { COOKIE } from "#app/lib/platform/cookies.ts";
import { plainEnglishTexts } from "./catalog-words";
import { expect, hydrated, test } from "./fixtures";

/**
 * Every translated page walked in the pseudo-locale (app/lib/i18n/pseudo.ts):
 * each visible text and label must come from a catalog, so none may still
 * carry plain English letters, and the ~35% longer words must still fit a
 * phone. English-content pages are walked for their shell only: their
 * content is marked lang="en" on purpose.
 */
const TRANSLATED = [
  "/de/",
  "/de/demo",
  "/de/trust-code-programme",
  "/de/get-your-trust-code",
  "/de/have-a-code-or-need-one",
  "/de/no-such-page",
  "/de/the-founder",
  "/de/nirvana-fellows",
  "/de/dr-elena-varga",
  "/de/c/NIR-NEVER99+",
  // Document pages: a translated sales document, a legal text, and the
  // pages whose players and frames speak the page's language.
  "/de/nirvana-membership-fees",
  "/de/what-is-compass-score",
  "/de/member-eula",
  "/de/what-is-this-all-about",
  "/de/your-right-to-know",
];

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
    if (path === "/de/no-such-page" || path.startsWith("/de/c/"))
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
