import { gzipSync } from "node:zlib";
import type { APIRequestContext, Cookie, Page } from "@playwright/test";
import { clientIp } from "../support/client-ip";
import {
  paddleId,
  paddleSignature,
  transactionCompleted,
} from "../support/paddle-events";
import { decodeQrImage } from "../support/qr";
import { expect, hydrated, test } from "./fixtures";
import { mintCode, uniqueEmail } from "./issuer";
import { signIn } from "./sign-in";
import { documentWidth, mainContentOffScreen, violations } from "./page-checks";
import { figures, membershipYear } from "../support/figures";

/**
 * The payee page's campaigns and sharing tools end to end, in English,
 * German, Japanese and Arabic at 390 and 1366 px: a code scanned under two
 * campaigns and a member's paid charge carrying one of them, then the signed-in
 * page: the chart with its text alternative beside the table, copy and
 * share, a campaign's QR, no sideways scrolling, axe clean. These are the
 * signed-in page's screenshots at 390 and 1366 px in these languages
 * (tests/e2e/my-trust-code.spec.ts shoots the others).
 */
const PAYEE = {
  fullName: "Campaign Payee",
  fields: { paypalEmail: "campaigns@example.net", dateOfBirth: "1990-05-01" },
};
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

async function scan(request: APIRequestContext, code: string, query: string) {
  const res = await request.get(`/c/${code}${query}`, {
    maxRedirects: 0,
    headers: { "user-agent": CHROME },
  });
  expect(res.status()).toBe(302);
}

async function paidCharge(
  request: APIRequestContext,
  code: string,
  campaign: string,
) {
  const body = JSON.stringify(
    transactionCompleted({
      customerId: paddleId("ctm"),
      subscriptionId: paddleId("sub"),
      billedAt: new Date(Date.now() - 60_000).toISOString(),
      trustCode: code,
      campaign,
      ...membershipYear(),
    }),
  );
  const res = await request.post("/api/billing/paddle", {
    headers: {
      "content-type": "application/json",
      "paddle-signature": await paddleSignature(body),
    },
    data: body,
  });
  expect(res.status()).toBe(200);
}

/**
 * The scripts `page` receives from now on, their names and gzip bytes: read
 * on the test's own load of the page instead of loading it again.
 * `restart` forgets what an earlier load of the page received.
 */
function recordScripts(page: Page) {
  let names: string[] = [];
  let sizes: Promise<number | null>[] = [];
  const onResponse = (r: import("@playwright/test").Response) => {
    if (r.request().resourceType() !== "script") return;
    names.push(new URL(r.url()).pathname);
    // A body the browser no longer holds (a reload or a later load came
    // first) is null: its name still counts, its bytes cannot.
    sizes.push(
      r.body().then(
        (b) => gzipSync(b).byteLength,
        () => null,
      ),
    );
  };
  page.on("response", onResponse);
  return {
    restart() {
      names = [];
      sizes = [];
    },
    async read() {
      page.off("response", onResponse);
      const read = await Promise.all(sizes);
      const total = read.reduce<number>((a, b) => a + (b ?? 0), 0);
      return { names, total, unread: read.filter((b) => b === null).length };
    },
  };
}

test.describe("/my-trust-code campaigns", () => {
  test.setTimeout(150_000);
  // The four languages read one payee's page: its code scanned under two
  // campaigns and charged once, signed in once over HTTP (./sign-in.ts), so
  // each test loads only the page it looks at. In order, on one worker: the
  // first waits for the queue, the others find the counts there.
  test.describe.configure({ mode: "serial" });
  let payee: { code: string; cookies: Cookie[] };

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({
      baseURL: testInfo.project.use.baseURL,
      extraHTTPHeaders: { "cf-connecting-ip": clientIp() },
    });
    const email = uniqueEmail("camp", "payee.example.org");
    const { code } = await mintCode(request, { email, ...PAYEE });
    for (const query of [
      "?campaign=Spring-Flyer",
      "?campaign=spring-flyer&source=poster",
      "?campaign=spring-flyer",
      "?campaign=badge",
      "?campaign=badge",
    ])
      await scan(request, code, query);
    await paidCharge(request, code, "spring-flyer");
    await signIn(request, email);
    payee = { code, cookies: (await request.storageState()).cookies };
    await request.dispose();
  });

  for (const locale of ["en", "de", "ja", "ar"]) {
    test(`two campaigns, chart and table, copy and share, axe clean at 390 and 1366 px in ${locale}`, async ({
      page,
      browser,
      context,
    }, testInfo) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      // Headless Chromium on Linux has no share sheet: record what the page offers it.
      await page.addInitScript(() => {
        const shared: ShareData[] = [];
        Object.assign(window, { __shared: shared });
        navigator.share = (data?: ShareData) => {
          shared.push(data ?? {});
          return Promise.resolve();
        };
      });
      const { code } = payee;
      await context.addCookies(payee.cookies);
      const prefix = locale === "en" ? "" : `/${locale}`;

      // The queue counts the scans and the ledger the charge within seconds.
      const table = page.locator("table.campaigns-table");
      // The English test also reads which scripts the page loads.
      const scripts = locale === "en" ? recordScripts(page) : undefined;
      await expect(async () => {
        scripts?.restart();
        await page.goto(`${prefix}/my-trust-code`);
        await expect(table.locator("tbody tr")).toHaveCount(2, {
          timeout: 1000,
        });
        await expect(
          table.locator("tbody tr", { hasText: "spring-flyer" }).locator("td"),
        ).toContainText([/./, /./, /./, /./, "<5", /./], { timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      await hydrated(page);

      const n = (v: number) => new Intl.NumberFormat(locale).format(v);
      const spring = table.locator("tbody tr", { hasText: "spring-flyer" });
      const badge = table.locator("tbody tr", { hasText: "badge" });
      await expect(spring.locator("td.num").first()).toHaveText(n(3));
      await expect(badge.locator("td.num").first()).toHaveText(n(2));
      // The month is written for the locale, never "2026-12".
      const month = new Intl.DateTimeFormat(locale, {
        year: "numeric",
        month: "long",
        timeZone: "UTC",
      }).format(new Date());
      await expect(spring.locator("td").first()).toHaveText(month);

      // The chart: an image named by its title, described by every campaign's scans.
      const chart = page.locator(".campaigns-chart svg");
      await expect(chart).toHaveAttribute("role", "img");
      const description = await chart.evaluate((svg) =>
        (svg.getAttribute("aria-labelledby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      );
      expect(description).toContain(`spring-flyer: ${n(3)}`);
      expect(description).toContain(`badge: ${n(2)}`);
      await expect(chart.locator("rect")).toHaveCount(2);
      // Right to left in Arabic: the chart's own direction, time running from
      // the right (the oldest month's label right of the newest's) like the
      // table and legend beside it; left to right elsewhere.
      const rtl = locale === "ar";
      await expect(chart).toHaveAttribute("direction", rtl ? "rtl" : "ltr");
      const axis = await chart
        .locator(".chart-axis text")
        .evaluateAll((texts) => texts.map((t) => Number(t.getAttribute("x"))));
      expect(axis.length).toBeGreaterThan(1);
      expect(axis[0]! > axis.at(-1)!).toBe(rtl);
      // The scale stands where reading starts: left, or right in Arabic.
      const [plot, scale] = await Promise.all([
        chart.locator("rect").first().boundingBox(),
        chart.locator(".chart-grid text").first().boundingBox(),
      ]);
      expect(scale!.x < plot!.x).toBe(!rtl);
      // Code-like words inside the sentences keep their own order: the
      // query to add, "<5" and the campaign's link, isolated left to right.
      const campaigns = page.locator("section.campaigns");
      const query = campaigns.locator("p code[dir=ltr]", {
        hasText: "?campaign=",
      });
      await expect(query).toHaveText("?campaign=");

      await expect(
        campaigns.locator("p.account-note bdi[dir=ltr]", { hasText: "<5" }),
      ).toHaveText("<5");
      await expect(
        page.locator("p.account-note bdi[dir=ltr]", { hasText: "<5" }),
      ).toHaveCount(2);
      await expect(
        page.locator("p.account-code bdi[dir=ltr]", { hasText: code }),
      ).toHaveText(code);

      // Copy: the clipboard holds the link and a live region says so.
      const share = page.locator("section.account-share");
      const link = (await share.locator("code.share-link").textContent())!;
      expect(link).toMatch(new RegExp(`/c/${code}$`));
      expect(await decodeQrImage(share.locator("img"))).toBe(link);
      await share.locator(".share-actions button").first().click();
      await expect(share.locator("[aria-live=polite]")).toContainText(link);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        link,
      );
      // Share hands the link and the disclosure to the system share sheet.
      await share.locator(".share-actions button").nth(1).click();
      const shared = await page.evaluate(
        () => (window as unknown as { __shared: ShareData[] }).__shared,
      );
      expect(shared).toHaveLength(1);
      expect(shared[0]!.url).toBe(link);
      expect(shared[0]!.text).toContain(code);
      // What the visitor pays, from the business figures.
      if (locale === "en")
        await expect(share).toContainText(
          `they pay ${figures().discountedPrice} a year instead of ${figures().price}`,
        );

      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: testInfo.outputPath(`campaigns-${locale}-${width}.png`),
          fullPage: true,
        });
        for (const part of ["account-share", "campaigns"])
          await page.locator(`section.${part}`).screenshot({
            path: testInfo.outputPath(`${part}-${locale}-${width}.png`),
          });
        // "?campaign=" whole on one line (Japanese broke it after the "?").
        expect(await query.evaluate((el) => el.getClientRects().length)).toBe(
          1,
        );
        const { scrollWidth, widest } = await documentWidth(page);
        expect(scrollWidth, `widest: ${widest}`).toBeLessThanOrEqual(width);
        // Nor does any of the page's own content run off the screen, even
        // where a box would clip it (tables scroll inside their own box).
        expect(
          await mainContentOffScreen(page),
          `content wider than ${width}px`,
        ).toEqual([]);
        expect(await violations(page)).toEqual([]);
      }

      if (locale !== "en") return;
      // A campaign's QR: a name outside the rule is refused with a message…
      const qr = page.locator(".campaign-qr");
      await qr.locator("input[name=qr]").fill("spring flyer");
      await qr.locator("button[type=submit]").click();
      await expect(qr.getByRole("alert")).toContainText(
        "cannot be a campaign name",
      );
      // …a valid one gets the kit's files, which encode the campaign's link.
      await qr.locator("input[name=qr]").fill("Badge-2026");
      await qr.locator("button[type=submit]").click();
      const png = qr.locator("a[href*='.png?campaign=badge-2026']");
      await expect(png).toBeVisible();
      await expect(qr.locator("[role=status] p code[dir=ltr]")).toHaveText(
        new RegExp(`/c/${code}\\?campaign=badge-2026$`),
      );
      await expect(qr.locator("[role=status] p bdi[dir=ltr]")).toHaveText(
        "badge-2026",
      );
      expect(
        (await page.request.get((await png.getAttribute("href"))!)).status(),
      ).toBe(200);

      // No charting library reaches the browser: the chart is the server's
      // SVG. Every script of the page's load, and any its use above fetched.
      const { names, total, unread } = await scripts!.read();
      // A file's name is its module's, then "-" and an 8-character hash
      // (which may itself hold "d3").
      expect(
        names
          .map((n) => n.replace(/-[\w-]{8}\.js$/, ""))
          .filter((n) => /d3|chart/i.test(n)),
      ).toEqual([]);
      testInfo.annotations.push({
        type: "script gzip bytes",
        description: `${names.length} files, ${total} bytes${unread ? ` (${unread} not readable)` : ""}`,
      });
      // Without JavaScript the chart, its text alternative and the table are all there.
      const noJs = await browser.newContext({
        javaScriptEnabled: false,
        storageState: await context.storageState(),
      });
      const plain = await noJs.newPage();
      await plain.goto("/my-trust-code");
      await expect(plain.locator(".campaigns-chart svg rect")).toHaveCount(2);
      await expect(plain.locator(".campaigns-chart svg desc")).toContainText(
        "spring-flyer: 3",
      );
      await expect(plain.locator("table.campaigns-table tbody tr")).toHaveCount(
        2,
      );
      await noJs.close();
    });
  }
});

test.describe("the deal before the form and after", () => {
  test("the issuer page names the hold before the form; an unknown code's greeting links to where a code is entered", async ({
    page,
  }) => {
    await page.goto("/get-your-trust-code");
    const deal = page.locator("aside.issuer-deal");
    await expect(deal).toContainText(figures().rewardUsd);
    await expect(deal).toContainText(figures().minimum);
    await expect(deal).toContainText("PayPal or cheque");
    await expect(deal).toContainText(
      `stay pending for ${figures().holdDays} days`,
    );

    await page.goto("/de/?code=NO-SUCH-CODE9");
    const greeting = page.locator("aside.scan-greeting");
    await expect(greeting).toContainText("NO-SUCH-CODE9");
    const enter = greeting.locator('a[href="/de/have-a-code-or-need-one"]');
    await expect(enter).toBeVisible();
    await enter.click();
    await expect(page).toHaveURL(/\/de\/have-a-code-or-need-one$/);
  });
});
