import { expect, test } from "./fixtures";

/** Before grouping, a phone scrolled through about 49,000 px of CV. */
const MAX_PHONE_HEIGHT_PX = 25_000;

test("wide screens: a sticky contents list that jumps to each section", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/dr-elena-varga");
  const contents = page.locator(".cv-contents-wide");
  await expect(contents).toBeVisible();
  await expect(contents.getByRole("link")).toHaveCount(15);
  await contents.getByRole("link", { name: "11. Publications" }).click();
  await expect(page).toHaveURL(/#cv-section-11$/);
  await expect(
    page.getByRole("heading", { level: 2, name: "11. Publications" }),
  ).toBeInViewport();
  // Still on screen after the jump: it sticks.
  await expect(contents).toBeInViewport();
});

test("phones: a jump menu, a way back to the fellows, and a shorter page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/dr-elena-varga");
  await expect(page.locator(".cv-contents-wide")).toBeHidden();
  await page.getByText("Jump to a section").click();
  await page
    .locator(".cv-contents-narrow")
    .getByRole("link", { name: "12. Invited talks since 2000" })
    .click();
  await expect(page).toHaveURL(/#cv-section-12$/);
  await expect(
    page.getByRole("link", { name: "Back to the Nirvana fellows" }),
  ).toHaveAttribute("href", "/nirvana-fellows");
  const height = await page.evaluate(
    () => document.documentElement.scrollHeight,
  );
  expect(height).toBeLessThan(MAX_PHONE_HEIGHT_PX);
  // A collapsed group opens on demand.
  const group = page.locator(".cv-pub-group").filter({ hasText: "Patents" });
  await group.getByText(/Show all \d+ entries/).click();
  await expect(group.locator(".cv-num").first()).toBeVisible();
  // So does a year of invited talks.
  const year = page.locator(".cv-talks .cv-row").filter({ hasText: "2010" });
  await expect(year.locator("li").first()).toBeHidden();
  await year.locator("summary").click();
  await expect(year.locator("li").first()).toBeVisible();
});
