import { PSEUDO_CATALOG } from "../../app/lib/i18n/pseudo";
import { COOKIE } from "../../app/lib/cookies";
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

/** Where text legitimately does not come from a catalog. */
const EXEMPT = [
  '[lang="en"]', // English content inside a localized shell, by design
  "[data-content-translation]", // translated from files, not catalogs (app/content/translations/)
  '[translate="no"]', // codes, e-mail addresses, the logo's word mark
  "script",
  "style",
  "noscript",
  "[data-intl]", // country names and dates formatted by Intl for the locale
].join(",");

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
    const { english, scrollWidth } = await page.evaluate((exempt) => {
      const found: string[] = [];
      const plain = /[A-Za-z]{2,}/;
      const shown = (el: Element) =>
        !el.closest(exempt) &&
        (el.checkVisibility({ visibilityProperty: true }) ||
          el.closest("dialog[open]") !== null);
      const walker = document.createTreeWalker(
        document.body,
        NodeFilter.SHOW_TEXT,
      );
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent?.trim() ?? "";
        const el = n.parentElement;
        if (text && el && shown(el) && plain.test(text)) found.push(text);
      }
      for (const el of document.body.querySelectorAll(
        "[aria-label],[alt],[title],[placeholder]",
      )) {
        if (el.closest(exempt)) continue;
        for (const attr of ["aria-label", "alt", "title", "placeholder"]) {
          const value = el.getAttribute(attr);
          if (value && plain.test(value)) found.push(`${attr}="${value}"`);
        }
      }
      return {
        english: [...new Set(found)],
        scrollWidth: document.documentElement.scrollWidth,
      };
    }, EXEMPT);
    expect(english, "texts that do not come from a catalog").toEqual([]);
    expect(scrollWidth, "the page fits 390 px").toBeLessThanOrEqual(390);
  });
}
