import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rule sets every axe check of the site runs. */
export const AXE_TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22aa",
  "best-practice",
];

/**
 * axe reports every element only for its violations: the elements that pass
 * or that it could not decide are listed once per rule. The violations are
 * the same; axe runs in about half the time on a long page.
 */
export const VIOLATIONS_ONLY = { resultTypes: ["violations" as const] };

/** Fades and slides have finished (looping animations, like the marquee, never do). */
export async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished),
    ),
  );
}

/**
 * axe-core's findings on the page, one line per rule with its elements;
 * `tags` chooses the rule sets (AXE_TAGS unless given).
 *
 * Run as one `axe.run` in the page (the builder's legacy mode). The
 * builder's default runs axe in every frame, then opens a blank page and
 * injects axe's 500 KB a second time to merge the frames' results: 0.8-5 s
 * a check on this site's pages against 0.4-1.7 s, one after the other on the
 * same page. Frames are left out here, so there is nothing to merge: the
 * same rules on the same elements find the same violations.
 */
export async function violations(page: Page, tags: string[] = AXE_TAGS) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(tags)
    // Embedded documents are checked on their own (a11y.spec.ts): their
    // sandboxed frames run no script, so axe cannot enter them.
    .options({ iframes: false, ...VIOLATIONS_ONLY })
    .exclude("iframe")
    .setLegacyMode(true)
    .analyze();
  return violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

/**
 * The page's cumulative layout shift so far: every layout-shift entry since
 * the navigation (the browser buffers them), none following input. Read
 * after the fact, so no script has to be planted in the page beforehand.
 */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          let sum = 0;
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) sum += entry.value;
          observer.disconnect();
          resolve(sum);
        });
        observer.observe({ type: "layout-shift", buffered: true });
        // No entry at all: the callback never comes, and nothing shifted.
        setTimeout(() => {
          observer.disconnect();
          resolve(0);
        }, 200);
      }),
  );
}

/**
 * How wide the document is at the current viewport, and its widest element
 * that is not clipped by a scrolling or hidden ancestor (named in failures
 * to point at the fix).
 */
export function documentWidth(page: Page) {
  return page.evaluate(() => {
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
}

/**
 * The page's own content (in <main>; the shared site header is not the
 * page's) that runs off the screen at the current width, even where a box
 * clips it; tables scroll inside their own box (.table-scroll).
 */
export function mainContentOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter(
        (e) =>
          !e.closest(".table-scroll") &&
          (e.getBoundingClientRect().right > window.innerWidth + 1 ||
            e.getBoundingClientRect().left < -1),
      )
      .map((e) => `${e.tagName}.${e.className}`),
  );
}
