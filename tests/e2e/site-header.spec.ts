import { BRAND } from "#app/lib/brand.ts";
import { expect, hydrated, test } from "./fixtures";

/** The public pages' header is checked in their walk (page-walk.spec.ts). */
const PAGES = ["/no-such-page"];

test.describe("site header", () => {
  for (const path of PAGES) {
    test(`${path} has the logo home, Log in and Subscribe`, async ({
      page,
      allowConsoleError,
    }) => {
      // The not-found page is answered with a real 404, which the browser logs.
      if (path === "/no-such-page")
        allowConsoleError(/the server responded with a status of 404/);
      await page.goto(path);
      const header = page.getByRole("banner");
      await expect(header).toHaveCount(1);
      await expect(
        header.getByRole("link", { name: `${BRAND.name} home` }),
      ).toHaveAttribute("href", "/?fromsubpage=true");
      await expect(
        header.getByRole("link", { name: "Log in" }),
      ).toHaveAttribute("href", BRAND.signInUrl);
      await expect(
        header.getByRole("link", { name: "Subscribe" }),
      ).toHaveAttribute("href", BRAND.signInUrl);
    });
  }

  test("fits a 320 px phone: nothing spills and labels stay on one line", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto("/the-founder");
    const width = await page.evaluate(
      () => document.documentElement.scrollWidth,
    );
    expect(width).toBeLessThanOrEqual(320);
    for (const name of ["Log in", "Subscribe"]) {
      const link = page.getByRole("banner").getByRole("link", { name });
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      // One line of text (two would be over 70 px).
      expect(box.height).toBeLessThanOrEqual(52);
    }
  });

  test("the subpages keep their Home button", async ({ page }) => {
    await page.goto("/nirvana-fellows");
    await expect(
      page.getByRole("main").getByRole("link", { name: /Home/ }),
    ).toHaveAttribute("href", "/?fromsubpage=true");
  });

  test("the skip link is the first tab stop and leads to the content", async ({
    page,
  }) => {
    await page.goto("/the-founder");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute("href", "#main");
  });

  for (const path of ["/no-such-page", "/demo"]) {
    test(`${path}: short page, the footer or page end sits at the window's bottom`, async ({
      page,
      allowConsoleError,
    }) => {
      if (path === "/no-such-page")
        allowConsoleError(/the server responded with a status of 404/);
      await page.setViewportSize({ width: 1366, height: 1400 });
      await page.goto(path);
      // The server renders the cookie banner (the test's consent lives in
      // local storage only); hydration hides it and drops the page padding
      // kept for it, so the layout is read once the page has settled.
      await hydrated(page);
      await expect
        .poll(() =>
          page.evaluate(() => {
            const last =
              document.querySelector("footer") ??
              document.querySelector("main")!;
            return Math.abs(last.getBoundingClientRect().bottom - 1400);
          }),
        )
        .toBeLessThanOrEqual(1);
    });
  }
});
