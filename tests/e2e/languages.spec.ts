import type { APIRequestContext } from "@playwright/test";
import { LOCALES as REGISTRY } from "#app/lib/i18n/locales.ts";
import { catalogText } from "../support/catalog-text";
import { PUBLIC_PAGES } from "./public-pages";
import { expect, hydrated, test } from "./fixtures";
import { violations } from "./page-checks";

/**
 * The registry's locales (app/lib/i18n/locales.ts) by code, read from it: a
 * language added there is walked here without another edit, and
 * tests/unit/i18n-locales.test.ts pins the list so a dropped one is noticed.
 */
const LOCALES: Record<string, { lang: string; dir: string }> =
  Object.fromEntries(
    REGISTRY.map((l) => [l.code, { lang: l.htmlLang, dir: l.dir }]),
  );
const ORIGIN = "https://nirvana.example";
/** /why-do-we-exist repeats /why-people-use-nirvana and names it as canonical. */
const CANONICAL_OF: Record<string, string> = {
  "/why-do-we-exist": "/why-people-use-nirvana",
};

const localized = (path: string, locale: string) =>
  locale === "en" ? path : path === "/" ? `/${locale}/` : `/${locale}${path}`;

interface Head {
  status: number;
  lang: string | undefined;
  dir: string | undefined;
  canonical: string[];
  /** hreflang → absolute URL */
  alternates: Map<string, string>;
}

function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g))
    out[m[1]!.toLowerCase()] = m[2]!.replace(/&amp;/g, "&");
  return out;
}

/**
 * Each language version is read once per test worker: the reciprocity
 * checks below name the same addresses (every language version) for each
 * version of a page, and a server-rendered page answers the same each time,
 * so reading it again proved nothing more (about half of this file's
 * requests).
 */
const heads = new Map<string, Promise<Head>>();

function head(request: APIRequestContext, path: string): Promise<Head> {
  let read = heads.get(path);
  if (!read) heads.set(path, (read = readHead(request, path)));
  return read;
}

async function readHead(
  request: APIRequestContext,
  path: string,
): Promise<Head> {
  const res = await request.get(path, { maxRedirects: 0 });
  const html = await res.text();
  const htmlTag = attrs(/<html[^>]*>/.exec(html)?.[0] ?? "");
  const links = [...html.matchAll(/<link [^>]*>/g)].map((m) => attrs(m[0]));
  const alternates = new Map<string, string>();
  for (const l of links)
    if (l.rel === "alternate" && l.hreflang) {
      expect(
        alternates.has(l.hreflang),
        `${path}: duplicate ${l.hreflang}`,
      ).toBe(false);
      alternates.set(l.hreflang, l.href!);
    }
  return {
    status: res.status(),
    lang: htmlTag.lang,
    dir: htmlTag.dir,
    canonical: links.filter((l) => l.rel === "canonical").map((l) => l.href!),
    alternates,
  };
}

/**
 * Reads every path's head, a few at a time: the server renders each version
 * once, and while one render waits on its catalog or the cache another can
 * run. A few, not all at once: the other test workers share the server.
 */
async function readHeads(request: APIRequestContext, paths: string[]) {
  const queue = [...paths];
  const reader = async () => {
    for (let path = queue.shift(); path; path = queue.shift())
      await head(request, path);
  };
  await Promise.all(Array.from({ length: READERS }, reader));
}
const READERS = 4;

/** Every version a page names answers 200 and names the same set back. */
async function expectReciprocal(
  request: APIRequestContext,
  path: string,
  locale: string,
) {
  const own = await head(request, localized(path, locale));
  expect(own.status).toBe(200);
  expect(own.lang).toBe(LOCALES[locale]!.lang);
  expect(own.dir).toBe(LOCALES[locale]!.dir);
  const canonicalPath = CANONICAL_OF[path] ?? path;
  expect(own.canonical).toEqual([
    `${ORIGIN}${localized(canonicalPath, locale)}`,
  ]);
  expect([...own.alternates.keys()].sort()).toEqual(
    [...Object.values(LOCALES).map((l) => l.lang), "x-default"].sort(),
  );
  expect(own.alternates.get("x-default")).toBe(`${ORIGIN}${canonicalPath}`);
  // The page's own URL (its canonical) is in its set.
  expect(own.alternates.get(LOCALES[locale]!.lang)).toBe(own.canonical[0]);
  await readHeads(
    request,
    [...own.alternates]
      .filter(([hreflang]) => hreflang !== "x-default")
      .map(([, href]) => href.slice(ORIGIN.length)),
  );
  for (const [hreflang, href] of own.alternates) {
    expect(href.startsWith(`${ORIGIN}/`), href).toBe(true);
    if (hreflang === "x-default") continue;
    const other = await head(request, href.slice(ORIGIN.length));
    expect(other.status, href).toBe(200);
    expect(other.lang, href).toBe(hreflang);
    expect(other.alternates, `${href} links back`).toEqual(own.alternates);
  }
}

test.describe("every language version: 200, lang/dir, self canonical, reciprocal hreflang", () => {
  // One test per page: its language versions name each other, so the test
  // that reads them all reads each once.
  for (const path of PUBLIC_PAGES) {
    const locales =
      path === "/" || path === "/get-your-trust-code"
        ? Object.keys(LOCALES)
        : ["de", "ja", "ar"];
    test(`${path} in ${locales.length === Object.keys(LOCALES).length ? "every language" : locales.join(", ")}`, async ({
      request,
    }) => {
      for (const locale of locales)
        await expectReciprocal(request, path, locale);
    });
  }
});

test.describe("language addresses", () => {
  // "/en…" and a bare "/de" answering 301 are the Worker's redirects, proven
  // in tests/worker/locale.test.ts; the not-found page needs the app.
  test("an unknown prefix is the not-found page with a real 404", async ({
    request,
  }) => {
    for (const path of ["/xx/demo", "/EN/demo"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text()).toContain("Page not found");
    }
    // Under a known language the not-found page speaks it.
    const de = await request.get("/de/no-such-page");
    expect(de.status()).toBe(404);
    expect(await de.text()).toContain(catalogText("de", "Page not found"));
  });

  test("sitemap.xml lists every language version with xhtml:link alternates", async ({
    request,
  }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.headers()["content-type"]).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of PUBLIC_PAGES)
      for (const locale of Object.keys(LOCALES))
        expect(xml).toContain(`<loc>${ORIGIN}${localized(path, locale)}</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/get-your-trust-code"/>`,
    );
  });

  test("og:locale and the title follow the page's language", async ({
    request,
  }) => {
    const html = await (await request.get("/ja/demo")).text();
    expect(html).toContain('<meta property="og:locale" content="ja_JP"/>');
    expect(html).toContain(
      `<meta property="og:url" content="${ORIGIN}/ja/demo"/>`,
    );
    const en = await (await request.get("/demo")).text();
    expect(en).toContain('<meta property="og:locale" content="en_GB"/>');
    expect(en).toContain("<title>Proximity Search demo | Nirvana</title>");
  });
});

test.describe("language switcher", () => {
  // isbot counts "HeadlessChrome" as a robot, and robots are never redirected.
  test.use({
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  });
  test("by keyboard: keeps the page and query, remembers the choice, English undoes it", async ({
    page,
    context,
  }) => {
    await page.goto("/demo?x=1");
    await hydrated(page);
    const summary = page.locator(".site-header summary");
    await expect(summary).toHaveAccessibleName("Language: English");
    await summary.focus();
    await page.keyboard.press("Enter");
    const deutsch = page.getByRole("link", { name: "Deutsch" });
    await expect(deutsch).toBeVisible();
    await expect(deutsch).toHaveAttribute("lang", "de");
    await expect(page.getByRole("link", { name: "العربية" })).toHaveAttribute(
      "lang",
      "ar",
    );
    await expect(page.getByRole("link", { name: "日本語" })).toHaveAttribute(
      "lang",
      "ja",
    );
    // English, then Deutsch: the list follows the registry.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(deutsch).toBeFocused();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/de/demo?x=1");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const cookie = (await context.cookies()).find(
      (c) => c.name === "nir_locale",
    );
    expect(cookie?.value).toBe("de");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);

    // A later visit to an English address lands in German.
    await page.goto("/terms?y=2");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      "/de/terms?y=2",
    );

    // Escape closes the menu and gives focus back to its button.
    await hydrated(page);
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: "English" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "English" })).toBeHidden();
    await expect(summary).toBeFocused();

    await summary.click();
    await page.getByRole("link", { name: "English" }).click();
    await page.waitForURL((url) => url.pathname === "/terms");
    expect(
      (await context.cookies()).find((c) => c.name === "nir_locale")?.value,
    ).toBe("en");
    await page.goto("/demo");
    expect(new URL(page.url()).pathname).toBe("/demo");
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/get-your-trust-code");
    await page.locator(".site-header summary").click();
    await page.getByRole("link", { name: "Polski" }).click();
    await page.waitForURL("**/pl/get-your-trust-code");
    expect(
      (await context.cookies()).find((c) => c.name === "nir_locale")?.value,
    ).toBe("pl");
    await context.close();
  });
});

test.describe("suggestion for a browser that prefers German", () => {
  test.use({ locale: "de-DE" });

  test("appears in German above the header, without covering the page, until a choice", async ({
    page,
    context,
  }) => {
    await page.goto("/demo");
    const aside = page.locator("aside.language-suggestion");
    await expect(aside).toHaveAttribute("lang", "de");
    await expect(aside).toContainText("Diese Seite gibt es auch auf Deutsch.");
    // In the flow, above the header: nothing of the page sits under it.
    const box = (await aside.boundingBox())!;
    const header = (await page.locator(".site-header").boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + 0.5);
    await hydrated(page);

    await page.getByRole("link", { name: "Auf Englisch bleiben" }).click();
    await page.waitForURL((url) => url.pathname === "/demo");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(aside).toHaveCount(0);
    expect(
      (await context.cookies()).find((c) => c.name === "nir_locale")?.value,
    ).toBe("en");
    await page.reload();
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(aside).toHaveCount(0);
  });

  test("switches to the same page in German", async ({ page, context }) => {
    await page.goto("/get-your-trust-code?x=1");
    await page.getByRole("link", { name: "Auf Deutsch wechseln" }).click();
    await page.waitForURL("**/de/get-your-trust-code?x=1");
    await expect(page.locator("aside.language-suggestion")).toHaveCount(0);
    expect(
      (await context.cookies()).find((c) => c.name === "nir_locale")?.value,
    ).toBe("de");
  });

  test("never redirects by itself and is absent from German pages", async ({
    page,
  }) => {
    const res = await page.goto("/terms");
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/terms");
    await page.goto("/de/terms");
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.locator("aside.language-suggestion")).toHaveCount(0);
  });
});

test.describe("pages written in English", () => {
  test("are marked lang=en under a note in the page's language", async ({
    page,
  }) => {
    // The CV is written in English in a locale without its translation
    // (app/content/translations/<locale>/cv.ts).
    await page.goto("/ko/dr-elena-varga");
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await expect(page.locator("main .english-only-note")).toBeVisible();
    await expect(page.locator('main [lang="en"] h1')).toBeVisible();
    await page.goto("/ar/member-eula");
    await expect(
      page.locator('main [lang="en"][dir="ltr"] iframe'),
    ).toBeAttached();
    await page.goto("/the-founder");
    await expect(page.locator(".english-only-note")).toHaveCount(0);
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  });
});

test.describe("axe-core on translated pages", () => {
  for (const locale of ["de", "ja", "ar"])
    for (const path of ["/", "/get-your-trust-code"])
      test(`0 violations on ${localized(path, locale)} with the language menu open`, async ({
        page,
      }) => {
        await page.goto(localized(path, locale));
        await hydrated(page);
        await page.waitForLoadState("networkidle");
        await page.locator(".site-header summary").click();
        expect(await violations(page)).toEqual([]);
      });
});

test.describe("axe-core with the suggestion shown", () => {
  test.use({ locale: "ar" });
  test("0 violations on / with an Arabic suggestion", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("aside.language-suggestion")).toHaveAttribute(
      "dir",
      "rtl",
    );
    await hydrated(page);
    // The landing page frames no document, so violations() (which leaves
    // frames out) looks at all of it.
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });
});
