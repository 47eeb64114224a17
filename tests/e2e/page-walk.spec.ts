import type { Page } from "@playwright/test";
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
 * Every public page, and everything a page owes its visitors at each width:
 * - 390 and 320 px (a common phone, the narrowest still in use): no
 *   sideways scrolling, the document never wider than the viewport;
 * - 1366 px: the site header (logo home, Log in, Subscribe), the Home link
 *   of a subpage, the footer (on every page but the demo), 0 axe violations
 *   (last: axe's scripts must not be what a later check measures);
 * - on the framed document pages and the landing page, at 1366 and 390 px:
 *   cumulative layout shift at most 0.05 (half of "good") once late images
 *   and fonts have settled, and no console error;
 * - at every width: no Content Security Policy violation once everything
 *   the page loads after hydration has been answered;
 * - on the pages whose forms and dialogs show more than the page loads
 *   with (STATES below), 0 axe violations in that state too, made at
 *   1366 px after every other check.
 * A page is loaded afresh only where a check needs a first load at that
 * width (layout shift is measured from the navigation); the other widths
 * are the same page resized, as a phone turned or a window dragged.
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

/**
 * What a page shows only after the visitor acts: brought about on the
 * walk's own load at 1366 px once the page's checks are made, then checked
 * by axe, so the page is not loaded again for it.
 */
const STATES: Record<
  string,
  { name: string; show(page: Page): Promise<void> }
> = {
  "/trust-code-programme": {
    name: "every field error shown",
    async show(page) {
      await page.getByRole("button", { name: "Submit request" }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    },
  },
  "/get-your-trust-code": {
    name: "the agreement open",
    async show(page) {
      await page.getByRole("button", { name: /^Read the / }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
    },
  },
  "/have-a-code-or-need-one": {
    name: "the invalid notice shown",
    async show(page) {
      await page.getByLabel("Enter your Trust Code").fill("!!");
      await page.getByLabel("Enter your Trust Code").press("Enter");
      await expect(page.locator(".notice.warning")).toBeVisible();
    },
  },
};
// A state of a page the manifest no longer lists would never be walked.
for (const path of Object.keys(STATES))
  if (!PUBLIC_PAGES.includes(path))
    throw new Error(`page-walk STATES: ${path} is not a public page`);

/**
 * Late layout has happened: web fonts loaded, every image (the page's and
 * its framed documents') loaded and decoded, and two frames drawn since,
 * so resize observers (a frame measuring its document) have run and React
 * has committed what they set.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    const docs = [
      document,
      ...[...document.querySelectorAll("iframe")].flatMap((frame) => {
        try {
          return frame.contentDocument ? [frame.contentDocument] : [];
        } catch {
          return []; // another origin's frame: not ours to wait for
        }
      }),
    ];
    await Promise.all(
      docs.flatMap((doc) => [
        doc.fonts.ready,
        ...[...doc.images]
          .filter((img) => img.loading !== "lazy" || img.complete)
          .map((img) =>
            img.complete
              ? img.decode().catch(() => undefined)
              : new Promise((done) => {
                  img.addEventListener("load", done, { once: true });
                  img.addEventListener("error", done, { once: true });
                }),
          ),
      ]),
    );
    for (let i = 0; i < 2; i++)
      await new Promise((done) => requestAnimationFrame(done));
  });
}

for (const path of PUBLIC_PAGES) {
  const measuresShift = LAYOUT_SHIFT_PAGES.has(path);
  const state = STATES[path];
  test(`${path}: header, shell and 0 axe violations at 1366 px; fits 390 and 320 px${measuresShift ? `; layout shift <= ${MAX_CLS}` : ""}${state ? `; 0 axe violations with ${state.name}` : ""}`, async ({
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
    /**
     * Brings the page to `width`: loaded afresh (`load`) or the loaded page
     * resized, then settled; measures layout shift when asked.
     */
    const at = async (width: number, load: boolean, shift: boolean) => {
      await page.setViewportSize({ width, height: 800 });
      if (load) {
        await page.goto(path);
        await hydrated(page);
        // What the page fetches after hydration has been answered.
        await page.waitForLoadState("networkidle");
      }
      await settled(page);
      expect(cspReports, `CSP at ${width} px`).toEqual([]);
      if (!shift) return;
      expect(
        await layoutShift(page),
        `layout shift at ${width} px`,
      ).toBeLessThanOrEqual(MAX_CLS);
      expect(consoleErrors).toEqual([]);
    };
    const fits = async (width: number) => {
      const measure = await documentWidth(page);
      expect(
        measure.scrollWidth,
        `${width} px: widest element ${measure.widest} (right edge ${measure.right})`,
      ).toBeLessThanOrEqual(width);
    };

    if (measuresShift) {
      // Shift is measured from a load at 390 px, then the page narrows.
      await at(390, true, true);
      await fits(390);
      await at(320, false, false);
      await fits(320);
    } else {
      // Loaded at the narrowest width, then widened: the PDF viewer
      // (/your-right-to-know) lays its pages out for the width it loads at
      // and redraws them later, so it is never measured after narrowing.
      await at(320, true, false);
      await fits(320);
      await at(390, false, false);
      await fits(390);
    }

    await at(1366, measuresShift, measuresShift);
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
    expect(await violations(page), `${path} at 1366 px`).toEqual([]);
    if (!state) return;
    await state.show(page);
    expect(await violations(page), `${path} with ${state.name}`).toEqual([]);
  });
}
