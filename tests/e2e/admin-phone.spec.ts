import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { split } from "../support/locale-sample";
import { CONSOLE_PAGES } from "./console-pages";
import { expect, test } from "./fixtures";
import { violations } from "./page-checks";

/**
 * The operator console on a phone (390 px): no page is wider than the
 * window, a table scrolls inside its own box, and every control is in the
 * window or inside such a box (reachable by scrolling it); axe finds nothing.
 * The pages an operator works through are then widened to a desktop's
 * 1280 px on the same load, where axe runs the fuller rule set (WCAG 2.1
 * and 2.2 AA, best practice).
 *
 * Each page is its own load and its own checks, every failure named by its
 * page; the pages are walked in three tests, one signed-in browser page
 * each, so a test's setup is paid three times instead of once a page and
 * the test workers still share the walk. axe runs as one `axe.run` in the
 * page (`violations()` in tests/e2e/page-checks.ts): the console has no
 * frames, so the builder's default (axe in every frame, then a blank page
 * to merge their results) would find the same.
 */
const DESKTOP_CHECKED = new Set([
  "/admin",
  "/admin/requests",
  "/admin/issuers",
  "/admin/applications",
  "/admin/scans",
  "/admin/outbox",
  "/admin/reports",
  "/admin/audit",
]);
const DESKTOP_TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21aa",
  "wcag22aa",
  "best-practice",
];
const PHONE = { width: 390, height: 844 };

/** What of the page at the current width is off the window and not in a box that scrolls to it. */
function misfits(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const found: string[] = [];
    if (root.scrollWidth > width)
      found.push(`page ${root.scrollWidth} px wide`);
    const scrollsInline = (el: Element) =>
      ["auto", "scroll"].includes(getComputedStyle(el).overflowX);
    for (const el of document.querySelectorAll(
      "a[href], button, input:not([type=hidden]), select, textarea",
    )) {
      if (el.closest(".skip-link, .visually-hidden")) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.left >= -0.5 && r.right <= width + 0.5) continue;
      // Outside the window: fine only inside a box that scrolls to it.
      let box: Element | null = el.parentElement;
      while (box && box !== root && !scrollsInline(box))
        box = box.parentElement;
      const inBox =
        box && box !== root && box.getBoundingClientRect().right <= width + 0.5;
      if (!inBox)
        found.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}" at ${Math.round(r.left)}–${Math.round(r.right)}`,
        );
    }
    return found;
  });
}

test.describe("operator console at 390 px", () => {
  test.use({ httpCredentials: E2E_ADMIN, viewport: PHONE });

  for (const pages of split(CONSOLE_PAGES, 3))
    test(`${pages[0]} … ${pages.at(-1)}: each fits a phone and passes axe`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(180_000);
      for (const path of pages) {
        const logged = consoleErrors.length;
        await page.setViewportSize(PHONE);
        const res = await page.goto(path);
        expect.soft(res?.status(), path).toBe(200);
        expect.soft(await misfits(page), `${path} at 390 px`).toEqual([]);
        expect
          .soft(
            await violations(page, ["wcag2a", "wcag2aa"]),
            `${path} at 390 px, axe`,
          )
          .toEqual([]);
        if (DESKTOP_CHECKED.has(path)) {
          await page.setViewportSize({ width: 1280, height: 720 });
          expect
            .soft(
              await violations(page, DESKTOP_TAGS),
              `${path} at 1280 px, axe`,
            )
            .toEqual([]);
        }
        // The fixture fails the test on any of them too; here each is named by its page.
        expect
          .soft(consoleErrors.slice(logged), `${path}: console errors`)
          .toEqual([]);
      }
    });
});
