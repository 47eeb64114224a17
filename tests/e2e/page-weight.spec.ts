import { gzipSync } from "node:zlib";
import type { Page, Response } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { mintCode, uniqueEmail } from "./issuer";
import { codeMail } from "./verify-holder";

/**
 * Most script files and gzip bytes a landing page may load, in every
 * locale: the site's bar of 127 KB, in at most 10 files (26 with Rolldown's
 * automatic chunking alone; docs/decisions/client-chunks.md). `npm run bench`
 * prints the figure for each locale's home.
 */
const LANDING_SCRIPT_FILES = 10;
const LANDING_SCRIPT_GZIP_BYTES = 127 * 1024;

/**
 * Every script and stylesheet the page loaded until hydrated and idle, with
 * gzip sizes; with `part`, until React has hydrated that element too (a part
 * loaded lazily is hydrated once its script is in).
 */
async function loadedAssets(page: Page, path: string, part?: string) {
  const assets: { path: string; type: string; gzip: number }[] = [];
  const reading: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    reading.push(
      response.body().then((body) => {
        assets.push({
          path: new URL(response.url()).pathname,
          type,
          gzip: gzipSync(body).byteLength,
        });
      }),
    );
  };
  page.on("response", onResponse);
  await page.goto(path);
  await hydrated(page);
  if (part)
    await page.waitForFunction(
      (selector) =>
        Object.keys(document.querySelector(selector) ?? {}).some((key) =>
          key.startsWith("__reactFiber$"),
        ),
      part,
    );
  // What the page asks for once hydrated (a lazily loaded module) is answered
  // and read before the list is closed.
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  await Promise.all(reading);
  return assets;
}

/**
 * The page asked for no script before its first content was painted (the
 * scripts come after the first paint, workers/scripts-after-paint.ts), and
 * its HTML names no module to fetch ahead (React adds the links to the head
 * once it has hydrated, when every module is already in). Read from the
 * browser's buffers once the page has hydrated: what it asked for later
 * started later still.
 */
async function expectScriptsAfterPaint(page: Page, path: string) {
  const timing = await page.evaluate(() => ({
    paint:
      performance.getEntriesByName("first-contentful-paint")[0]?.startTime ??
      null,
    scripts: performance
      .getEntriesByType("resource")
      .filter((r) => new URL(r.name).pathname.endsWith(".js"))
      .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })),
  }));
  expect(timing.paint).not.toBeNull();
  expect(await (await page.request.get(path)).text()).not.toContain(
    "modulepreload",
  );
  expect(timing.scripts.length).toBeGreaterThan(0);
  for (const script of timing.scripts)
    expect(script.start, script.path).toBeGreaterThanOrEqual(timing.paint!);
}

/**
 * The landing pages whose page-weight load also shows that they asked for
 * no script before their first paint (one load serves both checks).
 */
const AFTER_PAINT_LANDINGS = new Set(["/", "/ja/"]);

test.describe("page weight", () => {
  // English, three of the first twelve, and two of the later 24 (Korean, Hebrew).
  for (const path of ["/", "/ja/", "/de/", "/ar/", "/ko/", "/he/"]) {
    test(`${path} loads its scripts in at most ${LANDING_SCRIPT_FILES} files within the budget, and no stylesheet${AFTER_PAINT_LANDINGS.has(path) ? "; no script before its first paint" : ""}`, async ({
      page,
    }) => {
      const assets = await loadedAssets(page, path);
      const scripts = assets.filter((a) => a.type === "script");
      expect(scripts.length).toBeLessThanOrEqual(LANDING_SCRIPT_FILES);
      const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
      expect(total).toBeLessThanOrEqual(LANDING_SCRIPT_GZIP_BYTES);
      // The libraries and the shell travel as one file each.
      const names = scripts.map((s) => s.path);
      expect(
        names.filter((n) => /\/framework-[^/]+\.js$/.test(n)),
      ).toHaveLength(1);
      expect(names.filter((n) => /\/shell-[^/]+\.js$/.test(n))).toHaveLength(1);

      // A page loads only its own stylesheets: a landing page none at all.
      expect(assets.filter((a) => a.type === "stylesheet")).toEqual([]);
      const inline = await page
        .locator("style#site-styles")
        .evaluate((style) => style.textContent ?? "");
      expect(inline).toContain(".landing{");
      // Hydration kept the server's text: the page is still styled.
      await expect(page.locator(".landing")).toHaveCSS("max-width", "1040px");
      // The console's styles are not in it: only public pages' styles are.
      expect(inline).not.toContain(".admin-");

      if (AFTER_PAINT_LANDINGS.has(path))
        await expectScriptsAfterPaint(page, path);
    });
  }

  test("a media page adds only the players' stylesheet", async ({ page }) => {
    const sheets = (await loadedAssets(page, "/your-right-to-know"))
      .filter((a) => a.type === "stylesheet")
      .map((a) => a.path.replace(/-[^-/]+\.css$/, ".css"));
    expect(sheets).toEqual(["/assets/media.css"]);
  });
});

test.describe("scripts after the first paint", () => {
  // The landing pages are checked on their page-weight load (above).
  test("/get-your-trust-code asks for no script before its first content is painted, then hydrates", async ({
    page,
  }) => {
    await page.goto("/get-your-trust-code");
    await hydrated(page);
    await expectScriptsAfterPaint(page, "/get-your-trust-code");
  });
});

/**
 * The payee's page signed in, as a payee returns to it, with its share tools
 * and campaigns (the chart is an SVG drawn on the server: the same scripts
 * with or without data); no charting library reaches the browser. Signed
 * out, it is the sign-in form alone. The forms of the page's other states
 * (signing in, confirming or changing the payout details) load only with
 * the state that shows them, and what nothing in the browser changes comes
 * as the server's markup (docs/decisions/client-chunks.md "Open"). The
 * site's bar: 127 KB.
 */
const PAYEE_PAGE_SCRIPT_GZIP_BYTES = 127 * 1024;

test.describe("the payee's page", () => {
  test("/my-trust-code signed out loads its scripts within the budget", async ({
    page,
  }) => {
    const scripts = (
      await loadedAssets(page, "/my-trust-code", "main input[name=email]")
    ).filter((a) => a.type === "script");
    await expect(page.locator("main input[name=email]")).toBeVisible();
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    console.log(
      `/my-trust-code signed out: ${scripts.length} files, ${total} bytes gzip\n${scripts.map((s) => `${s.path} ${s.gzip}`).join("\n")}`,
    );
    expect(total).toBeLessThanOrEqual(PAYEE_PAGE_SCRIPT_GZIP_BYTES);
  });

  test("/my-trust-code signed in loads its scripts within the budget", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("weight", "payee.example.org");
    const { code } = await mintCode(page.request, { email });
    await page.goto("/my-trust-code");
    await page.locator("main input[name=email]").fill(email);
    await page.locator("main button[type=submit]").click();
    await expect(page.locator("main input[name=code]")).toBeVisible();
    const link = /\/my-trust-code\/sign-in\?token=[\w-]{43}/.exec(
      await codeMail(page, email),
    )![0];
    await page.goto(link);
    await page.locator("main button[type=submit]").click();
    await expect(page.locator("main p.account-code")).toHaveText(code);
    // Once: the owner types the PayPal address given at minting again
    // (tests/support/issuer.ts); the page a payee returns to has no such form.
    const retype = page.locator("form.destination-retype");
    await retype.getByLabel("PayPal email").fill("owner@example.com");
    await retype
      .getByRole("button", { name: "Confirm my payout details" })
      .click();
    await expect(page.getByRole("status")).toContainText(
      "your payout details are confirmed",
    );

    const assets = await loadedAssets(
      page,
      "/my-trust-code",
      "section.account-share",
    );
    await expect(page.locator("section.campaigns")).toBeVisible();
    await expect(page.locator("section.account-share")).toBeVisible();
    const scripts = assets.filter((a) => a.type === "script");
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    console.log(
      `/my-trust-code: ${scripts.length} files, ${total} bytes gzip\n${scripts.map((s) => `${s.path} ${s.gzip}`).join("\n")}`,
    );
    testInfo.annotations.push({
      type: "script gzip bytes",
      description: `${scripts.length} files, ${total} bytes: ${scripts
        .map((s) => `${s.path} ${s.gzip}`)
        .join(", ")}`,
    });
    // A file's name is its module's, then "-" and an 8-character hash
    // (which may itself hold "d3").
    expect(
      scripts
        .map((s) => s.path.replace(/-[\w-]{8}\.js$/, ""))
        .filter((n) => /d3|chart/i.test(n)),
    ).toEqual([]);
    expect(total).toBeLessThanOrEqual(PAYEE_PAGE_SCRIPT_GZIP_BYTES);
  });
});
