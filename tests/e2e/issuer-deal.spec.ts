import { expect, hydrated, test } from "./fixtures";
import { figures, literal } from "../support/figures";

/**
 * An issuer reads the deal before the form asks for a legal name: the
 * reward, when and how it is paid, and where results show; after minting,
 * what happens next. In English and in German (figures written by Intl).
 */
const PAGES = [
  {
    path: "/get-your-trust-code",
    heading: "The deal, before you fill in the form",
    reward: new RegExp(
      `You earn ${literal(figures().rewardUsd)} for each paid subscription period`,
    ),
    payout: `Paid monthly once your balance reaches ${figures().minimum}, by PayPal or cheque.`,
    results: "/my-trust-code",
  },
  {
    path: "/de/get-your-trust-code",
    heading: "Die Konditionen, bevor Sie das Formular ausfüllen",
    reward: new RegExp(
      `Sie erhalten ${literal(figures("de").rewardUsd)} für jeden bezahlten Abonnementzeitraum`,
    ),
    payout: new RegExp(
      `${literal(figures("de").minimum)} erreicht, per PayPal oder Scheck`,
    ),
    results: "/de/my-trust-code",
  },
];

for (const p of PAGES) {
  test(`${p.path}: the deal stands above the form's first field`, async ({
    page,
  }) => {
    await page.goto(p.path);
    await hydrated(page);
    const deal = page.getByRole("complementary", { name: p.heading });
    await expect(deal).toContainText(p.reward);
    await expect(deal).toContainText(p.payout);
    await expect(deal.getByRole("link")).toHaveAttribute("href", p.results);
    // Above the form: read before the first field.
    const dealBox = (await deal.boundingBox())!;
    const firstField = (await page
      .locator("#issuer-form form input:not([type=hidden])")
      .first()
      .boundingBox())!;
    expect(dealBox.y + dealBox.height).toBeLessThanOrEqual(firstField.y);
  });
}
