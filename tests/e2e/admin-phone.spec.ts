import AxeBuilder from "@axe-core/playwright";
import { E2E_ADMIN } from "../../playwright.config";
import { CONSOLE_PAGES } from "./console-pages";
import { expect, test } from "./fixtures";
import { VIOLATIONS_ONLY } from "./page-checks";

/**
 * The operator console on a phone (390 px): no page is wider than the
 * window, a table scrolls inside its own box, and every control is in the
 * window or inside such a box (reachable by scrolling it); axe finds nothing.
 * The pages an operator works through are then widened to a desktop's
 * 1280 px on the same load, where axe runs the fuller rule set (WCAG 2.1
 * and 2.2 AA, best practice).
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

test.describe("operator console at 390 px", () => {
  test.use({
    httpCredentials: E2E_ADMIN,
    viewport: { width: 390, height: 844 },
  });

  for (const path of CONSOLE_PAGES)
    test(`${path} fits a phone and passes axe`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      const misfits = await page.evaluate(() => {
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
            box &&
            box !== root &&
            box.getBoundingClientRect().right <= width + 0.5;
          if (!inBox)
            found.push(
              `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}" at ${Math.round(r.left)}–${Math.round(r.right)}`,
            );
        }
        return found;
      });
      expect(misfits).toEqual([]);
      expect(
        (
          await new AxeBuilder({ page })
            .withTags(["wcag2a", "wcag2aa"])
            .options(VIOLATIONS_ONLY)
            .analyze()
        ).violations,
      ).toEqual([]);
      if (!DESKTOP_CHECKED.has(path)) return;
      await page.setViewportSize({ width: 1280, height: 720 });
      const { violations } = await new AxeBuilder({ page })
        .withTags(DESKTOP_TAGS)
        .options(VIOLATIONS_ONLY)
        .analyze();
      expect(
        violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`,
        ),
        `${path} at 1280 px`,
      ).toEqual([]);
    });
});
