import { PUBLIC_PAGES } from "./public-pages";
import { expect, test } from "./fixtures";

// The security headers of every public page are the Worker's and are proven
// in tests/worker/page-headers.test.ts; static files need the production
// build's assets layer, so they are proven here.
test.describe("security headers on every route", () => {
  test("static assets get headers from public/_headers", async ({
    request,
  }) => {
    const res = await request.get("/favicon.svg");
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    expect(res.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
  });
});

// No page breaks its Content Security Policy: checked in every page's walk
// (page-walk.spec.ts), at each width.

test("SEO: sitemap lists every route, robots points at it, pages carry canonical and OG tags", async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of PUBLIC_PAGES)
    expect(sitemap).toContain(`<loc>https://nirvana.example${path}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: https://nirvana.example/sitemap.xml");
  await page.goto("/get-your-trust-code");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://nirvana.example/get-your-trust-code",
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    /Nirvana/,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    "https://nirvana.example/api/og/page/get-your-trust-code.png",
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /.{20,}/,
  );
});

test.describe("reflected input", () => {
  const PAYLOAD = `"><script>window.__xss=1</script><img src=x onerror="window.__xss=2">`;
  for (const path of PUBLIC_PAGES) {
    test(`query parameters are never reflected unescaped on ${path}`, async ({
      request,
    }) => {
      const qs = [
        "q",
        "code",
        "trustcode",
        "charity",
        "source",
        "campaign",
        "fromsubpage",
      ]
        .map((k) => `${k}=${encodeURIComponent(PAYLOAD)}`)
        .join("&");
      const res = await request.get(`${path}?${qs}`);
      expect(res.status()).toBeLessThan(500);
      const html = await res.text();
      expect(html).not.toContain("<script>window.__xss");
      expect(html).not.toContain('onerror="window.__xss');
    });
  }

  test("a hostile path on the not-found page is not reflected", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/the server responded with a status of 404/);
    const res = await page.goto(`/%3Cscript%3Ewindow.__xss%3D1%3C%2Fscript%3E`);
    expect(res?.status()).toBe(404);
    expect(
      await page.evaluate(
        () => (window as unknown as { __xss?: number }).__xss,
      ),
    ).toBeUndefined();
  });
});
