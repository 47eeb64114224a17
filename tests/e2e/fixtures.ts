import { test as base, expect, type Page } from "@playwright/test";
import { consentValue } from "#app/lib/platform/cookies.ts";
import { clientIp } from "../support/client-ip";

interface ConsoleLog {
  errors: string[];
  allowed: RegExp[];
  /** Allowed patterns that must actually appear (all but "mayAppear" ones). */
  required: RegExp[];
}

/**
 * Pages start as a returning visitor who already accepted compliance and
 * cookies, unless a test opts out with `test.use({ fresh: true })`.
 *
 * Console errors fail every test: a polished site logs none. A test that
 * provokes one on purpose (a mocked 500, a missing file) names it with
 * `allowConsoleError(/pattern/)`; each allowed pattern must then actually
 * appear, so an allowance can neither hide other errors nor outlive its cause
 * (`{ mayAppear: true }` only for what the browser does on its own schedule).
 */
export const test = base.extend<{
  fresh: boolean;
  consoleLog: ConsoleLog;
  consoleErrors: string[];
  allowConsoleError: (
    pattern: RegExp,
    options?: { mayAppear?: boolean },
  ) => void;
}>({
  fresh: [false, { option: true }],
  // Each test is its own client to the rate limiter (30 posts a minute), so
  // tests running side by side never spend each other's allowance.
  // Playwright reads a fixture's dependencies from its destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ "cf-connecting-ip": clientIp() });
  },
  // Checked when the test ends. The page fixture below feeds it, so a test
  // that only sends requests never opens a browser page at all.
  // eslint-disable-next-line no-empty-pattern
  consoleLog: async ({}, use) => {
    const log: ConsoleLog = { errors: [], allowed: [], required: [] };
    await use(log);
    const unexpected = log.errors.filter(
      (error) => !log.allowed.some((pattern) => pattern.test(error)),
    );
    expect(unexpected, "console errors").toEqual([]);
    const unseen = log.required.filter(
      (pattern) => !log.errors.some((error) => pattern.test(error)),
    );
    expect(unseen, "allowed console errors that never appeared").toEqual([]);
  },
  consoleErrors: async ({ consoleLog }, use) => {
    await use(consoleLog.errors);
  },
  allowConsoleError: async ({ consoleLog }, use) => {
    await use((pattern, options) => {
      consoleLog.allowed.push(pattern);
      if (!options?.mayAppear) consoleLog.required.push(pattern);
    });
  },
  page: async ({ page, fresh, consoleLog, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) navigationsWaitForTheApp(page);
    page.on("console", (msg) => {
      if (msg.type() === "error") consoleLog.errors.push(msg.text());
    });
    page.on("pageerror", (err) => consoleLog.errors.push(err.message));
    if (!fresh) await acceptEverything(page);
    await use(page);
  },
});

/**
 * A page asks for its scripts after its first paint
 * (workers/scripts-after-paint.ts), so the `load` event no longer waits for
 * them. `goto` and `reload` that wait for `load` (the default) resolve once
 * React has hydrated the page as well, which is what `load` used to include;
 * a page without React Router's module script (a framed document, a file)
 * is ready at `load`. A test that means to act sooner passes another
 * `waitUntil`.
 */
function navigationsWaitForTheApp(page: Page) {
  const appReady = () =>
    page.waitForFunction(
      () =>
        !document.querySelector('script[type="module"]') ||
        document.documentElement.hasAttribute("data-hydrated"),
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((options?.waitUntil ?? "load") === "load") await appReady();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if ((options?.waitUntil ?? "load") === "load") await appReady();
    return response;
  };
}

export async function acceptEverything(page: Page) {
  await acceptCompliance(page);
  // Accepted under the current cookie policy version (app/lib/policies.ts).
  await page.addInitScript((accepted) => {
    window.localStorage.setItem("nirvana_cookie_consent", accepted);
    window.localStorage.setItem("cookiesAccepted", "1");
  }, consentValue("accepted"));
}

/** A visitor who accepted compliance but has not yet chosen about cookies. */
export async function acceptCompliance(page: Page) {
  await page.addInitScript(() => {
    const record = {
      accepted: true,
      region: "GB",
      acceptedAt: new Date().toISOString(),
    };
    window.localStorage.setItem("nirvana_compliance", JSON.stringify(record));
    // The landing page's once-per-visit reset has already happened in this visit.
    window.sessionStorage.setItem("nirvana_compliance_reset", "1");
  });
}

/**
 * A fake clock that stands still from the first page load on: timers fire
 * only when the test calls clock.runFor. Paused before navigating, so no
 * real time can slip by between loading the page and pausing.
 */
export async function pauseClock(page: Page) {
  const start = new Date("2026-01-01T00:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** Waits until React has hydrated the page (root.tsx marks <html>). */
export async function hydrated(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/** The error list under a form field, found from the field's name. */
export function fieldErrors(page: Page, name: string) {
  return page
    .locator(`[name="${name}"]`)
    .locator("xpath=..")
    .locator(".field-errors");
}

export { expect };
