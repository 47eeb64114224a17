import { priceValues } from "#app/lib/i18n/price-values.ts";
import { catalogText } from "../support/catalog-text";
import { expect, fieldErrors, hydrated, test } from "./fixtures";

/** Paths of catalog fetches (app/lib/i18n/browser-catalog.ts) a page made. */
function catalogFetches(paths: string[]) {
  return paths.filter((p) => p.startsWith("/api/messages/")).sort();
}

test.describe("catalog delivery", () => {
  test("/de/ carries its own German catalogs and downloads no words", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await page.goto("/de/");
    await hydrated(page);
    const data = JSON.parse(
      (await page.locator("script#page-catalog").textContent())!,
    ) as { catalog: string; areas: Record<string, Record<string, unknown>> };
    expect(data.catalog).toBe("de");
    expect(Object.keys(data.areas).sort()).toEqual(["common", "landing"]);
    // Hydration used the document's words: no catalog was fetched.
    expect(catalogFetches(requested)).toEqual([]);
    // The hydrated page reads German: the language menu names it.
    await expect(page.locator(".site-header summary")).toHaveAccessibleName(
      `${catalogText("de", "Language")}: Deutsch`,
    );
  });

  test("navigating from /de/ to a Trust Code page fetches that page's German areas only", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await page.goto("/de/");
    await hydrated(page);
    await page
      .locator('main a[href="/de/get-your-trust-code"]')
      .first()
      .click();
    await expect(page).toHaveURL(/\/de\/get-your-trust-code$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      catalogText("de", "Earn {rewardUsd} per referral", priceValues("de")),
    );
    expect(catalogFetches(requested)).toEqual([
      "/api/messages/de/forms",
      "/api/messages/de/issuer",
    ]);
    // The words of a page reached by navigation work like those of a loaded one.
    await page.locator(".issuer-form button[type=submit]").click();
    await expect(fieldErrors(page, "fullName")).toHaveText(
      catalogText("de", "Full legal name is required."),
    );
  });
});
