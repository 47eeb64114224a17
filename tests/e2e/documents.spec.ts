import type { Page } from "@playwright/test";
import { BRAND } from "#app/lib/brand.ts";
import { expect, hydrated, test } from "./fixtures";
import { figures } from "../support/figures";

/** Each document route, its page heading and a heading from inside the document. */
const DOCUMENT_PAGES = [
  { path: "/member-eula", heading: "Member EULA", inside: "1. Definitions" },
  { path: "/terms", heading: "Public Terms of Use", inside: "1. Who we are" },
  {
    path: "/why-people-use-nirvana",
    heading: "Why people use Nirvana",
    inside: "Neutral by design",
  },
  {
    path: "/why-do-we-exist",
    heading: "Why people use Nirvana",
    inside: "Neutral by design",
  },
  {
    path: "/what-is-compass-score",
    heading: "What is Compass Score?",
    inside: "How the score is built",
  },
  {
    path: "/what-does-an-annual-nirvana-membership-give-you",
    heading: "What does an annual Nirvana membership give you?",
    inside: "2. Proximity Search",
  },
  {
    path: "/nirvana-membership-fees",
    heading: "Nirvana membership fees",
    inside: "The annual fee",
  },
  {
    path: "/why-do-i-need-it",
    heading: "Why do I need it?",
    inside: "When you might not need it",
  },
];

/** The sales documents end with a call to subscribe; the legal ones carry none. */
const SALES_PAGES = new Set([
  "/why-people-use-nirvana",
  "/what-is-compass-score",
  "/what-does-an-annual-nirvana-membership-give-you",
  "/nirvana-membership-fees",
  "/why-do-i-need-it",
]);
const LEGAL_PAGES = new Set(["/member-eula"]);

/** A frame never collapses below 100 px (docs/business-rules.md). */
const MIN_FRAME_HEIGHT_PX = 100;

/**
 * What else a document's one page load is checked for, named in its test's
 * title: a page load costs seconds, so a check of one document's page is
 * made in the load that test already makes.
 */
const ALSO: Record<
  string,
  { title: string; check: (page: Page, html: string) => Promise<void> }
> = {
  "/member-eula": {
    title: "its links leave the frame safely",
    // Last: the click leaves the page.
    check: async (page) => {
      const inside = page.frameLocator("iframe.html-frame");
      const sitelink = inside.locator('a[href="/what-is-compass-score"]');
      await expect(sitelink).toHaveAttribute("target", "_top");
      await sitelink.click();
      await expect(page).toHaveURL(/\/what-is-compass-score$/);
      await expect(
        page.getByRole("heading", { level: 1, name: "What is Compass Score?" }),
      ).toBeVisible();
    },
  },
  "/terms": {
    title: "the frame grows and shrinks with the viewport",
    // Opened at 1280 x 800 (WIDE below).
    check: async (page) => {
      const frame = page.locator("iframe.html-frame");
      await expect
        .poll(async () => (await frame.boundingBox())!.height)
        .toBeGreaterThan(500);
      const wide = (await frame.boundingBox())!.height;
      await page.setViewportSize({ width: 390, height: 800 });
      // Narrower text wraps into more lines, so the frame must get taller.
      await expect
        .poll(async () => (await frame.boundingBox())!.height)
        .toBeGreaterThan(wide);
      const narrow = (await frame.boundingBox())!.height;
      await page.setViewportSize(WIDE);
      await expect
        .poll(async () => (await frame.boundingBox())!.height)
        .toBeLessThan(narrow);
    },
  },
  "/why-do-we-exist": {
    title: "/why-people-use-nirvana is its canonical URL",
    check: async (page) => {
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        /\/why-people-use-nirvana$/,
      );
    },
  },
  "/what-is-compass-score": {
    title: "the first load needs no fetch: the document is in the page's HTML",
    check: async (page, html) => {
      expect(html).toMatch(/<iframe[^>]+srcdoc=/i);
      expect(html).toContain("How the score is built");
      await hydrated(page);
      await expect(
        page
          .frameLocator("iframe.html-frame")
          .getByRole("heading", { name: "How the score is built" }),
      ).toBeVisible();
    },
  },
  "/nirvana-membership-fees": {
    title: "one title, amounts that never wrap, and a link in plain words",
    check: async (page) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const inside = page.frameLocator("iframe.html-frame");
      await expect(
        inside.getByRole("heading", { name: "The annual fee" }),
      ).toBeVisible();
      await expect(inside.locator("h1")).toHaveCount(0);
      const text = await inside.locator("body").textContent();
      // The figure's parts are kept together by a no-break space.
      expect(text).toContain(figures().price.replace(" ", "\u00a0"));
      expect(text).not.toContain(figures().price);
      await expect(
        page.getByRole("link", {
          name: "Open a printable version of this page",
        }),
      ).toHaveAttribute(
        "href",
        "/static/html/nirvana_membership_fees/nirvana_membership_fees.html",
      );
    },
  },
};
const WIDE = { width: 1280, height: 800 };

for (const doc of DOCUMENT_PAGES) {
  const after = SALES_PAGES.has(doc.path)
    ? ", then a call to subscribe"
    : LEGAL_PAGES.has(doc.path)
      ? ", and no sales call"
      : "";
  const also = ALSO[doc.path];
  test(`${doc.path} shows its document in a sandboxed frame${after}${also ? `; ${also.title}` : ""}`, async ({
    page,
    consoleErrors,
  }) => {
    // The first load has the document in its HTML: the browser fetches none.
    const fetched: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/static/html/")) fetched.push(r.url());
    });
    if (doc.path === "/terms") await page.setViewportSize(WIDE);
    const response = await page.goto(doc.path);
    const html = await response!.text();
    await expect(
      page.getByRole("heading", { level: 1, name: doc.heading }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /Home/ })).toBeVisible();

    const frame = page.locator("iframe.html-frame");
    await expect(
      page
        .frameLocator("iframe.html-frame")
        .getByRole("heading", { name: doc.inside }),
    ).toBeVisible();

    const sandbox = await frame.getAttribute("sandbox");
    expect(sandbox).toContain("allow-same-origin");
    expect(sandbox).not.toContain("allow-scripts");
    await expect(frame).toHaveAttribute("scrolling", "no");

    // Height follows the content: the whole document, not a 100 px window.
    await expect
      .poll(async () => (await frame.boundingBox())?.height ?? 0)
      .toBeGreaterThan(MIN_FRAME_HEIGHT_PX * 5);
    const scroll = await frame.evaluate((el: HTMLIFrameElement) => {
      const root = el.contentDocument!.documentElement;
      return root.scrollHeight - el.clientHeight;
    });
    expect(scroll).toBeLessThanOrEqual(1);
    expect(consoleErrors).toEqual([]);

    if (SALES_PAGES.has(doc.path)) {
      const cta = page.getByRole("region", {
        name: /how much you could lose/,
      });
      await expect(
        cta.getByRole("link", { name: "Subscribe" }),
      ).toHaveAttribute("href", BRAND.signInUrl);
      await expect(
        cta.getByRole("link", { name: "Apply a Trust Code first" }),
      ).toHaveAttribute("href", "/have-a-code-or-need-one");
    }
    if (LEGAL_PAGES.has(doc.path))
      await expect(page.locator(".cta")).toHaveCount(0);
    await also?.check(page, html);
    if (doc.path === "/what-is-compass-score") expect(fetched).toEqual([]);
  });
}

/**
 * The first load has the document in the page; a client-side navigation
 * fetches it in the browser, with the loading and failure texts. One page
 * load, then three navigations from the footer, each fetching its own
 * document (the frame is keyed by its document, so each starts afresh).
 */
test("a document fetched in the browser: scripts and inline handlers never reach it, the loader names it while it loads, and a failing one shows the error in red", async ({
  page,
  consoleErrors,
  allowConsoleError,
}) => {
  const navigate = (linkName: string) =>
    page
      .getByRole("contentinfo")
      .getByRole("link", { name: linkName, exact: true })
      .click();
  await page.route(
    "**/static/html/why_do_i_need_it/why_do_i_need_it.html",
    (route) =>
      route.fulfill({
        contentType: "text/html",
        body: '<!DOCTYPE html><html><head><script>console.error("ran")</script></head><body><h1>Why?</h1><h2 onclick="alert(1)">When you might not need it</h2><p>USD 569</p></body></html>',
      }),
  );
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    "**/static/html/compass_score/compass_score.html",
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.route("**/static/html/member_eula/member_eula.html", (route) =>
    route.fulfill({ status: 500, body: "boom" }),
  );
  await page.goto("/nirvana-fellows");
  await hydrated(page);

  // Scripts and inline handlers never reach a document fetched in the browser.
  await navigate("Why do I need it?");
  const frame = page.locator("iframe.html-frame");
  await expect(
    page
      .frameLocator("iframe.html-frame")
      .getByRole("heading", { name: "When you might not need it" }),
  ).toBeVisible();
  const srcdoc = (await frame.getAttribute("srcdoc"))!;
  expect(srcdoc).not.toMatch(/<script/i);
  expect(srcdoc).not.toMatch(/onclick/i);
  expect(srcdoc).not.toMatch(/<h1/i);
  expect(consoleErrors).toEqual([]);

  // The loader names the document while it loads.
  await navigate("What is Compass Score?");
  await expect(page.getByRole("status")).toHaveText(
    "Loading What is Compass Score?",
  );
  release();
  await expect(page.locator("iframe.html-frame")).toBeVisible();

  // A failing document shows the error in red.
  allowConsoleError(/the server responded with a status of 500/);
  await navigate("Member EULA");
  const alert = page.getByRole("alert").filter({
    hasText: "Failed to load content: HTTP 500",
  });
  await expect(alert).toBeVisible();
  await expect(page.locator("iframe.html-frame")).toHaveCount(0);
  const color = await alert
    .locator("p")
    .evaluate((el) => getComputedStyle(el).color);
  // --danger (#a4161a)
  expect(color).toBe("rgb(164, 22, 26)");
});
