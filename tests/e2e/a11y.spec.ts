import { expect, test } from "./fixtures";
import { violations } from "./page-checks";

// Every public page is checked by axe in its walk (page-walk.spec.ts), and
// so are its states that follow a click (a form's errors, a dialog: STATES
// there), on the walk's own load of the page.
test.describe("axe-core on every route", () => {
  test("0 violations on the not-found page", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/the server responded with a status of 404/);
    await page.goto("/missing-page");
    expect(await violations(page)).toEqual([]);
  });
});

test.describe("with the compliance dialog and cookie banner open", () => {
  test.use({ fresh: true });
  for (const path of ["/", "/demo"]) {
    test(`0 violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(
        page.getByLabel("Country or region").locator("option").nth(2),
      ).toBeAttached();
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe("embedded documents", () => {
  const DOCS = [
    "member_eula",
    "why_people_use_nirvana",
    "compass_score",
    "public_terms_of_use",
    "what_does_an_annual_nirvana_membership_give_you",
    "nirvana_membership_fees",
    "why_do_i_need_it",
  ];
  for (const name of DOCS) {
    test(`0 violations in ${name}.html`, async ({
      page,
      request,
      allowConsoleError,
    }) => {
      // Opened on its own, a document makes the browser ask for /favicon.ico,
      // which the site does not serve (its icon is /favicon.svg); the browser
      // logs that 404 whenever it gets round to asking (favicon requests never
      // reach Playwright's network events).
      allowConsoleError(/status of 404/, { mayAppear: true });
      expect((await request.get("/favicon.ico")).status()).toBe(404);
      await page.goto(`/static/html/${name}/${name}.html`);
      expect(await violations(page)).toEqual([]);
    });
  }
});
