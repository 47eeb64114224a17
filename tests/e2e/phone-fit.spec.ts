import type { Page } from "@playwright/test";
import { COOKIE } from "#app/lib/platform/cookies.ts";
import { LOCALE_CODES } from "#app/lib/i18n/locales.ts";
import { PSEUDO_CATALOG } from "#app/lib/i18n/pseudo.ts";
import { acceptCompliance, expect, hydrated, test } from "./fixtures";
import { PUBLIC_PAGES } from "./public-pages";
import { plainEnglishTexts, TRANSLATED_PAGES } from "./catalog-words";
import {
  longestHeaderWords,
  sample,
  split,
  WALKED_LOCALES,
} from "../support/locale-sample";

/**
 * Every language fits a phone: no sideways scrolling and no control cut off
 * at five phone widths, on every public page in the pseudo-locale (longer
 * than every real language, so it stands for them) and in Arabic (right to
 * left), the buying pages in the other right-to-left languages (Hebrew,
 * Persian, Urdu: their words differ, the layout is Arabic's), and the header
 * with its language menu closed and open in a sample of languages (below).
 * Each address is opened once and the window resized through the widths
 * (`walk`); every check made on an address is made on that load: in the
 * pseudo-locale the translated pages' words (none may be plain English), on
 * a walked language's home its header, its language menu opened once and
 * the window resized through the widths again.
 */
const WIDTHS = [320, 360, 375, 390, 414];

/** What does not fit at the current width: the page's overflow and clipped controls. */
async function misfits(page: Page, scope: string) {
  return page.evaluate((scope) => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const found: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join("")} "${(el.textContent ?? "").trim().slice(0, 30)}"`;
    // The whole page, or only the scope's own boxes.
    const wide =
      scope === "body"
        ? root.scrollWidth > width
        : [...document.querySelectorAll(`${scope} *`)].some(
            (el) =>
              el.checkVisibility() &&
              (el.getBoundingClientRect().right > width + 0.5 ||
                el.getBoundingClientRect().left < -0.5),
          );
    if (wide) {
      let widest: Element | null = null;
      let right = width;
      for (const el of document.querySelectorAll(`${scope} *`)) {
        if (!el.checkVisibility()) continue;
        const r = el.getBoundingClientRect();
        if (r.right > right + 0.5) {
          right = r.right;
          widest = el;
        }
      }
      found.push(
        `page ${root.scrollWidth} px wide; widest ${widest ? name(widest) : "?"} to ${Math.round(right)}`,
      );
    }
    const controls = document.querySelectorAll(
      `${scope} :is(a[href], button, input:not([type=hidden]), select, textarea, summary)`,
    );
    for (const el of controls) {
      // Off-screen on purpose: the skip link, screen-reader-only text,
      // slides and logos waiting their turn in a moving strip.
      if (
        el.closest(
          ".skip-link, .visually-hidden, [aria-hidden='true'], [inert], .forest-carousel, .logo-marquee",
        )
      )
        continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.left < -0.5 || r.right > width + 0.5) {
        found.push(
          `${name(el)} outside the window (${Math.round(r.left)}–${Math.round(r.right)})`,
        );
        continue;
      }
      for (let a = el.parentElement; a && a !== root; a = a.parentElement) {
        if (getComputedStyle(a).overflowX === "visible") continue;
        const box = a.getBoundingClientRect();
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5) {
          found.push(`${name(el)} clipped by ${name(a)}`);
          break;
        }
      }
    }
    return found;
  }, scope);
}

/** The width at which a page's words are read (a common phone). */
const WORDS_WIDTH = 390;

/** The language menu's button in the site header. */
const LANGUAGE_MENU = ".language-switcher summary";

/**
 * The window at `width`, after two frames: media queries, resize observers
 * and what they re-render have settled.
 */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => requestAnimationFrame(done)),
      ),
  );
}

/**
 * What keeps a tap on the language menu's button from reaching it: the
 * element at its middle (where a tap, and Playwright's click, lands) if that
 * is not the button, or nothing there at all (the button is hidden or out of
 * the window). The walk clicks the button once, so this holds it at every
 * width, with the menu closed and open.
 */
async function menuButtonBlocked(page: Page) {
  return page.evaluate((selector) => {
    const button = document.querySelector(selector);
    if (!button) return `no ${selector}`;
    const r = button.getBoundingClientRect();
    const hit = document.elementFromPoint(
      r.left + r.width / 2,
      r.top + r.height / 2,
    );
    if (hit && button.contains(hit)) return null;
    return hit
      ? `${selector} under ${hit.tagName.toLowerCase()}${[...hit.classList].map((c) => `.${c}`).join("")}`
      : `${selector} not in the window`;
  }, LANGUAGE_MENU);
}

interface WalkChecks {
  /** The whole page (unless false). */
  body?: boolean;
  /** The site header alone, with its language menu closed, then open. */
  header?: boolean;
  /** The header on one row (`offTheRow`), named by this language. */
  row?: string;
  /** The page's words, read at 390 px once what it fetches after hydration has come. */
  words?: (page: Page) => Promise<string[]>;
}

/**
 * Opens `path` once and makes the checks asked for at every width on that
 * one load; returns what failed where. What is measured is layout: the
 * stylesheets' media queries, and the few components that measure
 * themselves follow a resize (matchMedia listeners, resize observers), so a
 * load at 320 px resized to 414 px lays out as a load at 414 px would. The
 * header's language menu is opened once, at the last width, and measured
 * open at every width on the way back: what an open menu looks like is
 * stylesheet layout too (a native disclosure, no script places it).
 */
async function walk(
  page: Page,
  path: string,
  { body = true, header = false, row, words }: WalkChecks = {},
) {
  await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
  await page.goto(path);
  await hydrated(page);
  if (words) await page.waitForLoadState("networkidle");
  const failures: string[] = [];
  for (const width of WIDTHS) {
    await resize(page, width);
    if (body)
      for (const misfit of await misfits(page, "body"))
        failures.push(`${path} at ${width} px: ${misfit}`);
    if (words && width === WORDS_WIDTH)
      for (const text of await words(page))
        failures.push(`${path}: not from a catalog: ${text}`);
    if (header) {
      for (const misfit of await misfits(page, ".site-header"))
        failures.push(`${path} at ${width} px, header: ${misfit}`);
      const blocked = await menuButtonBlocked(page);
      if (blocked) failures.push(`${path} at ${width} px, header: ${blocked}`);
    }
    if (row !== undefined)
      failures.push(...(await offTheRow(page, row, width)));
  }
  if (!header) return failures;
  await page.locator(LANGUAGE_MENU).click();
  for (const width of WIDTHS.toReversed()) {
    await resize(page, width);
    const open = `${path} at ${width} px, header, ${LANGUAGE_MENU} open`;
    for (const misfit of await misfits(page, ".site-header"))
      failures.push(`${open}: ${misfit}`);
    const blocked = await menuButtonBlocked(page);
    if (blocked) failures.push(`${open}: ${blocked}`);
  }
  return failures;
}

/**
 * In the pseudo-locale every catalog word is accented: the shell's catalog
 * is the pseudo one, and no shown text or label still carries plain English
 * (tests/e2e/catalog-words.ts).
 */
async function catalogWords(page: Page): Promise<string[]> {
  await expect(page.locator("html")).toHaveAttribute(
    "data-catalog",
    PSEUDO_CATALOG,
  );
  return (await plainEnglishTexts(page)).english;
}

const WALKS = [
  { name: "the pseudo-locale", prefix: "/de", pseudo: true, locale: null },
  { name: "Arabic", prefix: "/ar", pseudo: false, locale: "ar" },
] as const;

for (const { name, prefix, pseudo, locale } of WALKS) {
  test.describe(`every public page in ${name}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      if (pseudo)
        await context.addCookies([
          { name: COOKIE.pseudo, value: "1", url: baseURL ?? "" },
        ]);
    });
    // Two halves, so the two test workers share the walk.
    const half = Math.ceil(PUBLIC_PAGES.length / 2);
    for (const pages of [PUBLIC_PAGES.slice(0, half), PUBLIC_PAGES.slice(half)])
      test(`fits 320 to 414 px: ${pages[0]} … ${pages.at(-1)}`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        // Every page whose words are checked is one the walk opens.
        expect(
          [...TRANSLATED_PAGES].filter((path) => !PUBLIC_PAGES.includes(path)),
        ).toEqual([]);
        const failures: string[] = [];
        for (const path of pages)
          failures.push(
            ...(await walk(page, `${prefix}${path === "/" ? "/" : path}`, {
              words:
                pseudo && TRANSLATED_PAGES.has(path) ? catalogWords : undefined,
              header: path === "/" && headerOnTheHome(locale),
            })),
          );
        expect(failures).toEqual([]);
      });
  });
}

/** The pages a scan leads to and the buying journey: a sample of the walk above. */
const RTL_SAMPLE = ["/", "/get-your-trust-code", "/nirvana-membership-fees"];
const RTL_WALKED = (["he", "fa", "ur"] as const).filter((l) =>
  (LOCALE_CODES as readonly string[]).includes(l),
);

test("the buying pages fit 320 to 414 px in Hebrew, Persian and Urdu, and their header with its language menu open", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  for (const locale of RTL_WALKED)
    for (const path of RTL_SAMPLE)
      failures.push(
        ...(await walk(page, `/${locale}${path}`, {
          header: path === "/" && headerOnTheHome(locale),
        })),
      );
  expect(failures).toEqual([]);
});

/**
 * Languages whose header must sit on one row from 320 px (every language
 * the header walk below visits is held to it too): the logo (its mark
 * alone if need be), the language menu, Log in and Subscribe side by side,
 * the header less than two controls high.
 */
const ONE_ROW_LOCALES = ["de", "fr", "es", "nl", "pl"] as const;

/** At the current width: what of the header is not on the logo's row. */
async function offTheRow(page: Page, locale: string, width: number) {
  const failures: string[] = [];
  const { header, logo, controls } = await page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, height: r.height };
    };
    const root = document.querySelector("header.site-header")!;
    return {
      header: box(root),
      logo: box(root.querySelector(".site-header-logo")!),
      controls: [...root.querySelectorAll(".site-header-nav > *, summary")].map(
        (el) => ({
          name: el.className || el.tagName.toLowerCase(),
          ...box(el),
        }),
      ),
    };
  });
  for (const c of controls)
    if (c.top >= logo.bottom || c.bottom <= logo.top)
      failures.push(
        `/${locale}/ at ${width} px: ${c.name} (${Math.round(c.top)}–${Math.round(c.bottom)}) not beside the logo (${Math.round(logo.top)}–${Math.round(logo.bottom)})`,
      );
  if (header.height >= 2 * 44)
    failures.push(
      `/${locale}/ at ${width} px: header ${Math.round(header.height)} px high`,
    );
  return failures;
}

/**
 * The header at every width with its language menu closed and open, in the
 * walked languages (tests/support/locale-sample.ts) and those whose header
 * words are longest: the header's only words are Log in and Subscribe, so
 * these are the languages it overflows in first; and those whose header
 * must sit on one row (above). A language whose home another walk above
 * opens anyway (Arabic, Hebrew, Persian, Urdu) has its header measured on
 * that load (`headerOnTheHome`); the others here, in three parts, so test
 * workers share the walk.
 */
const HEADER_LOCALES = sample([
  ...WALKED_LOCALES,
  ...longestHeaderWords(6),
  ...ONE_ROW_LOCALES,
]);
const HOMES_WALKED: readonly string[] = [
  ...WALKS.flatMap((w) => (w.locale ? [w.locale] : [])),
  ...RTL_WALKED,
];
function headerOnTheHome(locale: string | null) {
  return (
    locale !== null && (HEADER_LOCALES as readonly string[]).includes(locale)
  );
}
const HEADER_PARTS = split(
  HEADER_LOCALES.filter((l) => !HOMES_WALKED.includes(l)),
  3,
);

HEADER_PARTS.forEach((locales, i) => {
  test(`the header fits 320 to 414 px in the walked languages (${i + 1} of ${HEADER_PARTS.length})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    test.info().annotations.push({
      type: "languages",
      description: locales.join(", "),
    });
    const failures: string[] = [];
    for (const locale of locales)
      failures.push(
        ...(await walk(page, locale === "en" ? "/" : `/${locale}/`, {
          body: false,
          header: true,
          // Every language walked here sits on one row, the five above too.
          row: locale,
        })),
      );
    expect(failures).toEqual([]);
  });
});

test.describe("a short page", () => {
  test.use({ fresh: true });

  test("has its footer at the window's bottom once the cookie banner is gone", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/the server responded with a status of 404/);
    await acceptCompliance(page);
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.goto("/no-such-page");
    await hydrated(page);
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(page.locator(".cookie-banner")).toHaveCount(0);
    const gap = await page.evaluate(
      () =>
        innerHeight -
        document.querySelector("footer")!.getBoundingClientRect().bottom,
    );
    expect(gap).toBeLessThanOrEqual(0.5);
  });
});
