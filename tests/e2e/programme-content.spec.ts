import { expect, test } from "./fixtures";
import { figures, literal } from "../support/figures";

const en = figures("en");

/** The issuer page's sections, in order, and its 15 questions. */
test("/get-your-trust-code: sections, 15 FAQ items, the issuer form", async ({
  page,
}) => {
  await page.goto("/get-your-trust-code");
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: `Earn ${en.rewardUsd} per referral`,
    }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Become a Trust Code issuer" }),
  ).toBeVisible();
  const headings = await page.locator("#main h2").allTextContents();
  const order = [
    "How it works",
    "What you earn",
    "Eligibility and conduct",
    "Required disclosure",
    "Important notes",
    "No guarantees",
    "Privacy",
    "Frequently asked questions",
    "Trust Code Issuer Agreement",
  ].map((h) => headings.indexOf(h));
  expect(order.every((i) => i >= 0)).toBe(true);
  expect(order).toEqual([...order].sort((a, b) => a - b));
  await expect(page.locator(".faq-item")).toHaveCount(15);
});

test("/trust-code-programme: sections, 3 steps, 10 FAQ items, request form", async ({
  page,
}) => {
  await page.goto("/trust-code-programme");
  for (const h of [
    "What it is",
    "How it works",
    "Downloads by vertical",
    "Compliance and neutrality",
    "Frequently asked questions",
  ])
    await expect(
      page.getByRole("heading", { level: 2, name: h }),
    ).toBeVisible();
  await expect(page.locator("ol.steps > li")).toHaveCount(3);
  await expect(page.locator(".faq-item")).toHaveCount(10);
  await expect(page.locator("#request form")).toHaveCount(1);
});

/** The business constants each page states (the site's published terms). */
const STATED: { path: string; texts: (string | RegExp)[] }[] = [
  {
    path: "/",
    texts: [
      en.price,
      `Nirvana pledges ${en.pledge} of its total consolidated revenues to charity`,
    ],
  },
  {
    path: "/get-your-trust-code",
    texts: [
      `Earn ${en.rewardUsd} per referral`,
      en.price,
      en.minimum,
      new RegExp(`A balance below ${literal(en.minimum)} rolls forward`),
      /paid monthly/,
    ],
  },
  {
    path: "/trust-code-programme",
    texts: [
      `${en.organisationShare} of each attributed member's net subscription payments for five years`,
      "Payouts are made monthly on the prior month's net collected revenue",
      "3+2 cycle",
      `${en.price} per member per year, billed annually in advance`,
      `${en.pledge} of total consolidated revenues to charity`,
    ],
  },
];

for (const { path, texts } of STATED) {
  test(`${path} states its business terms`, async ({ page }) => {
    await page.goto(path);
    const main = page.locator("#main");
    // FAQ answers count too: open every question first.
    await main
      .locator("details.faq-item")
      .evaluateAll((items) =>
        items.forEach((d) => ((d as HTMLDetailsElement).open = true)),
      );
    for (const text of texts) await expect(main).toContainText(text);
    // Issuer payouts are monthly everywhere; the "quarterly" reading is dropped.
    await expect(main).not.toContainText(/quarterly/i);
  });
}
