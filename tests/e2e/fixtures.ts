import { test as base, expect, type Page } from "@playwright/test";

/**
 * Pages start as a returning visitor who already accepted compliance and
 * cookies, unless a test opts out with `test.use({ fresh: true })`. Console
 * errors fail the test: a polished site logs none.
 */
export const test = base.extend<{ fresh: boolean; consoleErrors: string[] }>({
  fresh: [false, { option: true }],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
    },
    { auto: true },
  ],
  page: async ({ page, fresh }, use) => {
    if (!fresh) await acceptEverything(page);
    await use(page);
  },
});

export async function acceptEverything(page: Page) {
  await acceptCompliance(page);
  await page.addInitScript(() => {
    window.localStorage.setItem("nirvana_cookie_consent", "accepted");
    window.localStorage.setItem("cookiesAccepted", "1");
  });
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

/** Waits until React has hydrated the page (root.tsx marks <html>). */
export async function hydrated(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

export { expect };
