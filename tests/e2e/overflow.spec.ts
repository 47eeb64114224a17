import { PUBLIC_PAGES } from "./public-pages";
import { expect, hydrated, test } from "./fixtures";

/** Phone widths: the narrowest still in use, and a common modern phone. */
const WIDTHS = [320, 390];

/**
 * No sideways scrolling on phones: the document is never wider than the
 * viewport. The widest element is named in the failure to point at the fix.
 */
for (const width of WIDTHS) {
  for (const path of PUBLIC_PAGES) {
    test(`${path} fits a ${width} px viewport`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await hydrated(page);
      // Late layout (fonts, fetched lists, measured galleries) settles first.
      await page.waitForLoadState("networkidle");
      const measure = await page.evaluate(() => {
        const root = document.documentElement;
        let widest = "";
        let right = root.clientWidth;
        const clipped = (el: Element) => {
          for (let a = el.parentElement; a && a !== root; a = a.parentElement)
            if (getComputedStyle(a).overflowX !== "visible") return true;
          return false;
        };
        for (const el of document.querySelectorAll("body *")) {
          const r = el.getBoundingClientRect();
          if (r.right <= right + 0.5 || clipped(el)) continue;
          right = r.right;
          widest = `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`;
        }
        return { scrollWidth: root.scrollWidth, widest, right };
      });
      expect(
        measure.scrollWidth,
        `widest element: ${measure.widest} (right edge ${measure.right})`,
      ).toBeLessThanOrEqual(width);
    });
  }
}
