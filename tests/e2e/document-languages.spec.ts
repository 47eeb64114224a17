import { expect, hydrated, test } from "./fixtures";

/**
 * The buying pages in the visitor's language: a translated sales document
 * is served in the page's language (the frame's own <html lang> too), with
 * the page's chrome in that language and no "English only" note; legal
 * texts stay English under a note that the English version governs.
 */
const TRANSLATED = [
  {
    path: "/de/nirvana-membership-fees",
    lang: "de",
    heading: "Nirvana-Mitgliedsbeiträge",
    inside: "Die Jahresgebühr",
    printable: "Druckfassung dieser Seite öffnen",
  },
  {
    path: "/ja/what-is-compass-score",
    lang: "ja",
    heading: "Compass Score とは？",
    inside: "スコアの算出方法",
    printable: "このページの印刷用バージョンを開く",
  },
];

for (const doc of TRANSLATED) {
  test(`${doc.path} is in its page's language`, async ({ page }) => {
    await page.goto(doc.path);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", doc.lang);
    await expect(
      page.getByRole("heading", { level: 1, name: doc.heading }),
    ).toBeVisible();
    const frame = page.frameLocator("iframe.html-frame");
    await expect(frame.locator("html")).toHaveAttribute("lang", doc.lang);
    await expect(
      frame.getByRole("heading", { name: doc.inside }).first(),
    ).toBeVisible();
    await expect(page.locator(".english-only-note")).toHaveCount(0);
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    const printable = page.getByRole("link", { name: doc.printable });
    await expect(printable).toHaveAttribute(
      "href",
      new RegExp(`\\.${doc.lang}\\.html$`),
    );
    await expect(page).toHaveTitle(new RegExp(doc.heading.replace("?", "\\?")));
  });
}

test("a translated document reached by a client-side link is the translation too", async ({
  page,
}) => {
  await page.goto("/de/");
  await hydrated(page);
  await page.locator('a[href="/de/nirvana-membership-fees"]').first().click();
  await expect(page).toHaveURL(/\/de\/nirvana-membership-fees$/);
  await expect(
    page.frameLocator("iframe.html-frame").locator("html"),
  ).toHaveAttribute("lang", "de");
});

test("a legal text stays English under a note that the English version governs", async ({
  page,
}) => {
  await page.goto("/de/member-eula");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator('.english-only-note[role="note"]')).toHaveText(
    "Dieser Rechtstext wird auf Englisch angezeigt; maßgeblich ist die englische Fassung.",
  );
  await expect(
    page.locator('main [lang="en"] iframe.html-frame'),
  ).toBeVisible();
});

test("the founder and fellows pages read their translation, with translated titles", async ({
  page,
}) => {
  await page.goto("/de/the-founder");
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Einem anderen Bund verpflichtet",
    }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Einem anderen Bund verpflichtet/);
  await expect(page.locator(".english-only-note")).toHaveCount(0);
  await page.goto("/ja/nirvana-fellows");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.locator(".english-only-note")).toHaveCount(0);
  await expect(page.locator("h1")).not.toHaveText("Nirvana Fellows");
  // Arabic: its own words, right to left, with no English-only note.
  await page.goto("/ar/the-founder");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(
    page.getByRole("heading", { level: 1, name: "ملتزم بعهد مختلف" }),
  ).toBeVisible();
  await expect(page.locator(".english-only-note")).toHaveCount(0);
});

test("the crypto notes, the wallet and the media page read their translation, figures and players included", async ({
  page,
}) => {
  await page.goto("/de/bitcoin");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Bitcoin: Was könnten Sie verlieren?",
    }),
  ).toBeVisible();
  await expect(page.locator(".english-only-note")).toHaveCount(0);
  // Sources are cited by their English titles, marked as English.
  await expect(page.locator('ol.sources[lang="en"]')).toBeVisible();
  await page.getByRole("link", { name: /Zurück zu/ }).click();
  await expect(page).toHaveURL(/\/de\/founder-statement-on-cryptocurrencies$/);
  await expect(page.locator("h1")).toHaveText(
    "Sind Kryptowährungen immer schlecht?",
  );

  await page.goto("/fr/nirvana-wallet");
  await hydrated(page);
  await expect(page.locator(".english-only-note")).toHaveCount(0);
  // The worked example's figures come from the figures module, in French words.
  await expect(page.getByTestId("worked-example")).toContainText(
    /jetons d’entrée.*\$/,
  );
  // The calculator, alive in the browser, speaks the page's language.
  await page.getByLabel("Jetons d’entrée").fill("-5");
  await expect(page.locator(".calculator .notice.error")).toHaveText(
    "« Jetons d’entrée » ne peut pas être négatif.",
  );

  await page.goto("/de/what-is-this-all-about");
  await hydrated(page);
  await expect(page.locator(".english-only-note")).toHaveCount(0);
  await expect(
    page.getByRole("button", { name: "Worum es hier geht abspielen" }),
  ).toBeEnabled();
  await expect(page.locator(".transcript summary").first()).toHaveText(
    "Transkript",
  );
});
