import { expect, hydrated, test } from "./fixtures";

test.describe("focus", () => {
  test.use({ fresh: true });

  test("after Continue in the compliance dialog, focus is on the main heading", async ({
    page,
  }) => {
    await page.goto("/the-founder");
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Before you continue" });
    const select = dialog.getByLabel("Country or region");
    await expect(select.locator('option[value="DE"]')).toHaveCount(1);
    await select.selectOption("DE");
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Bound by a different covenant",
      }),
    ).toBeFocused();
  });
});

test("the tooltip anchor has the focus ring and closes with Escape", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  const anchor = page.locator(".tooltip-anchor");
  await anchor.focus();
  // Keyboard focus (focus-visible) shows the same ring as links and buttons.
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(anchor).toBeFocused();
  await expect(anchor).toHaveCSS("outline-style", "solid");
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(tooltip).toBeHidden();
});
