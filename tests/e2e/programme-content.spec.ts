import { expect, test } from "./fixtures";

/** The issuer page's sections, in order, and its 15 questions. */
test("/get-your-trust-code: sections, 15 FAQ items, the issuer form", async ({
  page,
}) => {
  await page.goto("/get-your-trust-code");
  await expect(
    page.getByRole("heading", { level: 1, name: "Earn USD 50 per referral" }),
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
      "USD 569",
      "Nirvana pledges 10% of its total consolidated revenues to charity",
    ],
  },
  {
    path: "/get-your-trust-code",
    texts: [
      "Earn USD 50 per referral",
      "USD 569",
      "USD 500",
      /A balance below USD 500 rolls forward/,
      /paid monthly/,
    ],
  },
  {
    path: "/trust-code-programme",
    texts: [
      "10% of each attributed member's net subscription payments for five years",
      "Payouts are made monthly on the prior month's net collected revenue",
      "3+2 cycle",
      "USD 569 per member per year, billed annually in advance",
      "10% of total consolidated revenues to charity",
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
