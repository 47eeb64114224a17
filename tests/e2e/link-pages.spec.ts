import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { COOKIE } from "#app/lib/platform/cookies.ts";
import { PSEUDO_CATALOG } from "#app/lib/i18n/pseudo.ts";
import { plainEnglishTexts } from "./catalog-words";
import { expect, hydrated, test } from "./fixtures";
import { requestCode, uniqueEmail } from "./issuer";
import { codeMail } from "./verify-holder";

/**
 * The pages the code e-mail links to (/verify, /not-me) in the visitor's
 * language: their words come from the `links` catalog (app/content/link-pages.ts).
 */

/** Every English sentence of those pages, from the source catalog; up to the first placeholder. */
const ENGLISH = [
  ...readFileSync("app/locales/en/links.po", "utf8").matchAll(
    /^msgid "(.+)"$/gm,
  ),
].map((m) => m[1]!.split(/[{<]/)[0]!.trim());

/** A fresh Trust Code request's one-time tokens, read from the console's outbox. */
async function freshTokens(page: Page) {
  const email = uniqueEmail("links", "links.example.org");
  await requestCode(page.request, { email });
  const body = await codeMail(page, email);
  const token = (path: string) =>
    new RegExp(`/${path}\\?token=([A-Za-z0-9_-]{43})`).exec(body)![1]!;
  return { verify: token("verify"), notMe: token("not-me") };
}

async function expectNoEnglish(page: Page) {
  const shown = await page.locator("main").innerText();
  const head = `${await page.title()} ${await page
    .locator('meta[name="description"]')
    .getAttribute("content")}`;
  for (const sentence of ENGLISH) {
    expect(shown, "an English sentence on the page").not.toContain(sentence);
    expect(head, "an English title or description").not.toContain(sentence);
  }
}

test.describe("e-mail link pages in the visitor's language", () => {
  // Each test reads the outbox through the console: a few page loads more.
  test.setTimeout(90_000);

  test("/de/verify: German words, German field errors, German outcome", async ({
    page,
    allowConsoleError,
  }) => {
    // A refused correction and a used link answer 400 on purpose.
    allowConsoleError(/the server responded with a status of 400/);
    const { verify } = await freshTokens(page);
    await page.goto(`/de/verify?token=${verify}`);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page).toHaveTitle(/Bestätigen Sie Ihre E-Mail-Adresse/);
    await expect(page.locator("h1")).toHaveText(
      "Bestätigen Sie Ihre E-Mail-Adresse",
    );
    const retype = page.locator("form.destination-retype");
    await expect(retype.getByLabel("PayPal-E-Mail")).toBeVisible();
    await page.getByText("Stattdessen neue Auszahlungsdaten eingeben").click();
    await expect(page.getByLabel("Vollständiger amtlicher Name")).toBeVisible();
    await expectNoEnglish(page);
    // The server's validation answer, in German too.
    await page
      .getByRole("button", { name: "Meine Daten korrigieren und bestätigen" })
      .click();
    await expect(page.getByRole("alert").first()).toHaveText(
      "Bitte korrigieren Sie die markierten Felder.",
    );
    await expect(
      page.getByText("Vollständiger amtlicher Name ist erforderlich."),
    ).toBeVisible();
    // The destination typed again (validIssuer's PayPal) confirms.
    await retype.getByLabel("PayPal-E-Mail").fill("owner@example.com");
    await retype
      .getByRole("button", {
        name: "Meine E-Mail-Adresse und Auszahlungsdaten bestätigen",
      })
      .click();
    await expect(
      page.getByText("Vielen Dank: Ihre E-Mail-Adresse ist bestätigt."),
    ).toBeVisible();
    await expectNoEnglish(page);
    // Used once: the "already used" answer, in German.
    await page.goto(`/de/verify?token=${verify}`);
    await expect(page.getByRole("alert")).toHaveText(
      "Dieser Link wurde bereits verwendet. Ihre E-Mail-Adresse wurde beim ersten Öffnen bestätigt.",
    );
  });

  test("/de/verify with an invalid token says so in German", async ({
    page,
  }) => {
    await page.goto("/de/verify?token=not-a-token");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("alert")).toHaveText(
      "Dieser Link ist ungültig. Bitte verwenden Sie den Link aus der neuesten E-Mail zu Ihrem Trust Code.",
    );
    await expectNoEnglish(page);
  });

  test("/ja/not-me: Japanese words before and after erasing", async ({
    page,
  }) => {
    const { notMe } = await freshTokens(page);
    await page.goto(`/ja/not-me?token=${notMe}`);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page).toHaveTitle(/申請した覚えはありません/);
    await expect(page.locator("main p").first()).toContainText(
      "どなたかがお客様のメールアドレスで Nirvana の Trust Code を申請しました。",
    );
    await expectNoEnglish(page);
    await page.getByRole("button", { name: "申請とコードを削除する" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "申請とコードを削除しました。",
    );
    await expect(page.locator("main h2")).toHaveText(
      "このアドレスに今後メールを送らないようにしますか？",
    );
    await expectNoEnglish(page);
  });

  test("/ja/not-me with an invalid token says so in Japanese, with the contact address", async ({
    page,
  }) => {
    await page.goto("/ja/not-me?token=not-a-token");
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(
      "このリンクは無効か、有効期限が切れています。",
    );
    await expect(alert.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expectNoEnglish(page);
  });
});

test.describe("e-mail link pages in the pseudo-locale", () => {
  test.setTimeout(90_000);
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: COOKIE.pseudo, value: "1", url: baseURL ?? "" },
    ]);
  });

  test("show only catalog words and fit 390 px, with a token and without", async ({
    page,
  }) => {
    const { verify, notMe } = await freshTokens(page);
    await page.setViewportSize({ width: 390, height: 800 });
    for (const path of [
      `/de/verify?token=${verify}`,
      `/de/not-me?token=${notMe}`,
      "/de/verify?token=not-a-token",
      "/de/not-me?token=not-a-token",
    ]) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute(
        "data-catalog",
        PSEUDO_CATALOG,
      );
      // The correction form too.
      const correction = page.locator("details.link-choice");
      if (await correction.count()) await correction.locator("summary").click();
      await page.waitForLoadState("networkidle");
      const { english, scrollWidth } = await plainEnglishTexts(page);
      expect(english, `${path}: texts not from a catalog`).toEqual([]);
      expect(scrollWidth, `${path} fits 390 px`).toBeLessThanOrEqual(390);
    }
  });
});
