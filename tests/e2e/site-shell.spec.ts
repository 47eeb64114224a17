import { PUBLIC_PAGES, SUBPAGES } from "./public-pages";
import { expect, test } from "./fixtures";

/** Every subpage's Home button returns to / without resetting compliance. */
for (const path of SUBPAGES) {
  test(`${path} has the Home link to /?fromsubpage=true`, async ({ page }) => {
    await page.goto(path);
    const home = page
      .getByRole("navigation", { name: "Site" })
      .getByRole("link", { name: /Home/ });
    await expect(home).toHaveAttribute("href", "/?fromsubpage=true");
  });
}

/** The footer is on every page except the demo. */
for (const path of PUBLIC_PAGES) {
  const footer = path !== "/demo";
  test(`${path} ${footer ? "has" : "has no"} footer`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("footer.site-footer")).toHaveCount(
      footer ? 1 : 0,
    );
  });
}
