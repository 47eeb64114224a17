import { BRAND } from "#app/lib/brand.ts";
import { expect, hydrated, test } from "./fixtures";

// app/content/landing.ts holds Lingui macros, which only the app's build
// compiles (Playwright loads test imports without them), so the English
// words and the card count this spec needs are written out here.
const LANDING_LINK_COUNT = 16;
const CHAT_QUESTIONS = ["Low-cost global index funds"];

test("the hero has one primary action and Try Proximity Search focuses the chat", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  const hero = page.locator(".hero");
  await expect(hero.locator(".button.primary")).toHaveCount(1);
  await expect(hero.locator(".button.primary")).toHaveAttribute(
    "href",
    BRAND.signInUrl,
  );
  await hero.getByRole("link", { name: "Try Proximity Search" }).click();
  await expect(page.getByLabel("Ask Proximity Search")).toBeFocused();
});

test("every link card has a description, grouped by theme", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/");
  const cards = page.locator(".landing-links .link-card");
  await expect(cards).toHaveCount(LANDING_LINK_COUNT);
  await expect(page.locator(".link-card .link-description")).toHaveCount(
    LANDING_LINK_COUNT,
  );
  await expect(page.locator(".landing-links h2")).toHaveText([
    "Trust Codes",
    "Why Nirvana",
    "People and principles",
    "Legal",
  ]);
});

test("no lone card on a row at tablet width", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto("/");
  const lone = await page.locator(".landing-links ul").evaluateAll((lists) =>
    lists.map((ul) => {
      const tops = [...ul.children].map((li) =>
        Math.round(li.getBoundingClientRect().top),
      );
      const last = tops.at(-1);
      return tops.length > 1 && tops.filter((t) => t === last).length === 1;
    }),
  );
  expect(lone).toEqual([false, false, false, false]);
});

test("an example question fills the chat, and the paywall reply leads to membership", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  await hydrated(page);
  const [question] = CHAT_QUESTIONS;
  await page.getByRole("button", { name: question }).click();
  const input = page.getByLabel("Ask Proximity Search");
  await expect(input).toHaveValue(question);
  await page.getByRole("button", { name: "Send" }).click();
  await page.clock.runFor(2600);
  await expect(page.locator(".bubble.bot")).toHaveText(
    "Nirvana: Access to Satya and Proximity Search requires a paid subscription",
  );
  await expect(
    page.getByRole("link", { name: "See what membership gives you" }),
  ).toHaveAttribute("href", "/what-does-an-annual-nirvana-membership-give-you");
});
