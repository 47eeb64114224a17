import { BRAND } from "#app/lib/brand.ts";
import { PUBLIC_PAGES } from "./public-pages";
import { expect, hydrated, test } from "./fixtures";
import {
  animationsSettled,
  documentWidth,
  layoutShift,
  violations,
} from "./page-checks";

/**
 * Every public page, opened once per width, and at each width everything a
 * page owes its visitors there:
 * - 390 and 320 px (a common phone, the narrowest still in use): no
 *   sideways scrolling, the document never wider than the viewport;
 * - 1366 px: the site header (logo home, Log in, Subscribe), the Home link
 *   of a subpage, the footer (on every page but the demo), 0 axe violations
 *   (last: axe's scripts must not be what a later check measures);
 * - on the framed document pages and the landing page, at 1366 and 390 px:
 *   cumulative layout shift at most 0.05 (half of "good") once late images
 *   have settled, and no console error;
 * - at every width: no Content Security Policy violation once everything
 *   the page loads after hydration has been answered.
 */
const LAYOUT_SHIFT_PAGES = new Set([
  "/",
  "/member-eula",
  "/terms",
  "/why-people-use-nirvana",
  "/why-do-we-exist",
  "/what-is-compass-score",
  "/what-does-an-annual-nirvana-membership-give-you",
  "/nirvana-membership-fees",
  "/why-do-i-need-it",
]);
const MAX_CLS = 0.05;
/** Long enough for the document to be measured and late images to settle. */
const SETTLE_MS = 1500;

for (const path of PUBLIC_PAGES) {
  const measuresShift = LAYOUT_SHIFT_PAGES.has(path);
  test(`${path}: header, shell and 0 axe violations at 1366 px; fits 390 and 320 px${measuresShift ? `; layout shift <= ${MAX_CLS}` : ""}`, async ({
    page,
    consoleErrors,
  }) => {
    // The browser reports a Content Security Policy violation in the console
    // (an error when blocked, a warning when only reported): none, anywhere.
    const cspReports: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text()))
        cspReports.push(`${page.url()}: ${message.text()}`);
    });
    /** Opens the page at this width and waits until it has settled. */
    const open = async (width: number, shift: boolean) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await hydrated(page);
      // Late layout (fonts, fetched lists, measured galleries) settles first.
      await page.waitForLoadState("networkidle");
      expect(cspReports, `CSP at ${width} px`).toEqual([]);
      if (!shift) return;
      await page.waitForTimeout(SETTLE_MS);
      expect(
        await layoutShift(page),
        `layout shift at ${width} px`,
      ).toBeLessThanOrEqual(MAX_CLS);
      expect(consoleErrors).toEqual([]);
    };

    for (const width of [390, 320]) {
      // Each width opened afresh: the PDF viewer lays its text out for the
      // width it loads at.
      await open(width, measuresShift && width === 390);
      const measure = await documentWidth(page);
      expect(
        measure.scrollWidth,
        `${width} px: widest element ${measure.widest} (right edge ${measure.right})`,
      ).toBeLessThanOrEqual(width);
    }

    await open(1366, measuresShift);
    const header = page.getByRole("banner");
    await expect(header).toHaveCount(1);
    await expect(
      header.getByRole("link", { name: `${BRAND.name} home` }),
    ).toHaveAttribute("href", "/?fromsubpage=true");
    await expect(header.getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      BRAND.signInUrl,
    );
    await expect(
      header.getByRole("link", { name: "Subscribe" }),
    ).toHaveAttribute("href", BRAND.signInUrl);
    // Every subpage's Home button returns to / without resetting compliance.
    if (path !== "/")
      await expect(
        page.getByRole("navigation", { name: "Site" }).getByRole("link", {
          name: /Home/,
        }),
      ).toHaveAttribute("href", "/?fromsubpage=true");
    await expect(page.locator("footer.site-footer")).toHaveCount(
      path === "/demo" ? 0 : 1,
    );
    await animationsSettled(page);
    expect(await violations(page)).toEqual([]);
  });
}
