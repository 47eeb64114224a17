import type { Page } from "@playwright/test";
import { priceValues } from "#app/lib/i18n/price-values.ts";
import { LOCALE_CODES } from "#app/lib/i18n/locales.ts";

/**
 * The business figures as every locale writes them ("569 USD", "USD 50"):
 * values from one home (app/lib/money/terms/programme-terms.ts) that messages
 * name as placeholders, so they are not catalog words, like Intl's country
 * names. Longest first, so "USD 500" goes before "USD 50".
 */
const FIGURE_TEXTS = [
  ...new Set(LOCALE_CODES.flatMap((l) => Object.values(priceValues(l)))),
].sort((a, b) => b.length - a.length);

/** Where text legitimately does not come from a catalog. */
export const NOT_FROM_CATALOG = [
  '[lang="en"]', // English content inside a localized shell, by design
  "[data-content-translation]", // translated from files, not catalogs (app/content/translations/)
  '[translate="no"]', // codes, e-mail addresses, the logo's word mark
  "script",
  "style",
  "noscript",
  "[data-intl]", // country names and dates formatted by Intl for the locale
].join(",");

/**
 * In the pseudo-locale (app/lib/i18n/pseudo.ts) every catalog word is
 * accented, so a shown text or label still carrying plain English letters did
 * not come from a catalog. Returns those texts, and the page's width.
 */
export function plainEnglishTexts(
  page: Page,
): Promise<{ english: string[]; scrollWidth: number }> {
  return page.evaluate(
    ([exempt, figures]) => {
      const found: string[] = [];
      const letters = /[A-Za-z]{2,}/;
      const plain = {
        test: (text: string) =>
          letters.test(figures.reduce((t, f) => t.split(f).join(" "), text)),
      };
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
    },
    [NOT_FROM_CATALOG, FIGURE_TEXTS] as const,
  );
}

/**
 * The public pages whose words all come from catalogs or translation files:
 * walked in the pseudo-locale, each must show no plain English
 * (tests/e2e/phone-fit.spec.ts). English-content pages are walked for fit
 * only: their content is marked lang="en" on purpose.
 */
export const TRANSLATED_PAGES = new Set([
  "/",
  "/demo",
  "/trust-code-programme",
  "/get-your-trust-code",
  "/have-a-code-or-need-one",
  "/the-founder",
  "/nirvana-fellows",
  "/dr-elena-varga",
  // Document pages: a translated sales document, a legal text, and the
  // pages whose players and frames speak the page's language.
  "/nirvana-membership-fees",
  "/what-is-compass-score",
  "/member-eula",
  "/what-is-this-all-about",
  "/your-right-to-know",
]);
