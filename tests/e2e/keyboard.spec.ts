import { expect, hydrated, test } from "./fixtures";

/** Keyboard-only walkthroughs: no mouse, every step by Tab, Enter, Space or arrows. */

async function tabTo(
  page: import("@playwright/test").Page,
  name: RegExp,
  max = 80,
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el
        ? `${el.getAttribute("aria-label") ?? ""} ${el.textContent ?? ""} ${el.id}`
        : "";
    });
    if (name.test(label)) return;
  }
  throw new Error(`never reached ${name} by Tab`);
}

test("FAQ accordion opens and closes from the keyboard", async ({ page }) => {
  await page.goto("/have-a-code-or-need-one");
  await hydrated(page);
  const first = page.locator("details.faq-item").first();
  await first.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("open", "");
  await page.keyboard.press("Space");
  await expect(first).not.toHaveAttribute("open", "");
});

test("have-a-code form: type, submit with Enter, read the notice", async ({
  page,
}) => {
  await page.goto("/have-a-code-or-need-one");
  await hydrated(page);
  await tabTo(page, /Enter your Trust Code|code/i);
  await page.keyboard.type("!!");
  await page.keyboard.press("Enter");
  await expect(
    page.getByText(
      "That code was not recognised. Please check the spelling or choose Explore organisations.",
    ),
  ).toBeVisible();
});

test("audio player: play, volume and mute by keyboard", async ({ page }) => {
  await page.goto("/what-is-this-all-about");
  await hydrated(page);
  const play = page.getByRole("button", { name: "Play On earnestness" });
  await play.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("button", { name: "Pause On earnestness" }),
  ).toBeFocused();
  await page.keyboard.press("Space");
  await expect(
    page.getByRole("button", { name: "Play On earnestness" }),
  ).toBeVisible();

  const volume = page.getByRole("slider", { name: "Volume On earnestness" });
  await volume.focus();
  const before = Number(await volume.inputValue());
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  expect(Number(await volume.inputValue())).toBeLessThan(before);

  await page.getByRole("button", { name: "Mute On earnestness" }).focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("button", { name: "Unmute On earnestness" }),
  ).toBeFocused();
});

test("organisation form: reach every field and submit by keyboard; errors are announced", async ({
  page,
}) => {
  await page.goto("/trust-code-programme");
  await hydrated(page);
  await page.getByRole("button", { name: "Submit request" }).focus();
  await page.keyboard.press("Enter");
  const invalid = page.locator('[aria-invalid="true"]');
  await expect(invalid.first()).toBeFocused();
  const describedBy = await invalid.first().getAttribute("aria-describedby");
  expect(describedBy).toBeTruthy();
  await expect(
    page.locator(`[id="${describedBy!.split(" ")[0]}"]`),
  ).not.toBeEmpty();
});
