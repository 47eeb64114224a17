import type { Page } from "@playwright/test";
import { BRAND } from "#app/lib/brand.ts";
import { expect, hydrated, test } from "./fixtures";
import { mintCode, uniqueEmail } from "./issuer";
import { documentWidth, violations } from "./page-checks";
import { signIn } from "./sign-in";

/**
 * A signed-in payee finds their own page and "Sign out" in the header, as
 * one group named for their page; the subscriber app's sign-in, which the
 * header elsewhere calls "Log in", is named as the members' there, so the
 * two never read as a sign-in and sign-out pair ("Anmelden" beside
 * "Abmelden"). Both are reachable by Tab, at 390 and 1366 px, axe clean.
 */
const WORDS = {
  en: {
    group: "Your Trust Code page",
    page: "My Trust Code",
    signOut: "Sign out",
    member: "Member login",
    headerLogIn: "Log in",
    email: "E-mail address",
  },
  de: {
    group: "Ihre Trust-Code-Seite",
    page: "Mein Trust Code",
    signOut: "Abmelden",
    member: "Mitglieder-Login",
    headerLogIn: "Anmelden",
    email: "E-Mail-Adresse",
  },
} as const;

/** The members' login in the languages whose header must fit one row. */
const MEMBER_LOGIN: Record<string, string> = {
  en: "Member login",
  de: "Mitglieder-Login",
  fr: "Espace membres",
  es: "Acceso para miembros",
  nl: "Inloggen voor leden",
  pl: "Logowanie dla członków",
  ja: "会員ログイン",
  ar: "دخول الأعضاء",
};

/** Tabs from the skip link, the page's first stop, until `target` in the header has focus. */
async function reachedByTab(page: Page, target: string) {
  await page.locator("a.skip-link").focus();
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    if (
      await page.evaluate(
        (name) =>
          document.activeElement?.closest("header.site-header") !== null &&
          document.activeElement?.textContent?.trim() === name,
        target,
      )
    )
      return true;
  }
  return false;
}

for (const locale of ["en", "de"] as const) {
  test(`a signed-in payee's header: their page and Sign out apart from the members' login, in ${locale}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const w = WORDS[locale];
    const prefix = locale === "en" ? "" : `/${locale}`;
    const email = uniqueEmail(`hdr-${locale}`, "payee.example.org");
    const { code } = await mintCode(page.request, { email, locale });

    const header = page.locator("header.site-header");
    // Signed in over HTTP (./sign-in.ts): this test is about the header.
    await signIn(page.request, email);
    await page.goto(`${prefix}/my-trust-code`);
    await expect(page.locator("main p.account-code")).toHaveText(code);
    await hydrated(page);

    const group = header.getByRole("group", { name: w.group, exact: true });
    const myPage = group.getByRole("link", { name: w.page, exact: true });
    const signOut = group.getByRole("button", { name: w.signOut, exact: true });
    const member = header.getByRole("link", { name: w.member, exact: true });
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(myPage).toBeVisible();
      await expect(myPage).toHaveAttribute("aria-current", "page");
      await expect(myPage).toHaveAttribute("href", `${prefix}/my-trust-code`);
      await expect(signOut).toBeVisible();
      await expect(member).toBeVisible();
      await expect(member).toHaveAttribute("href", BRAND.signInUrl);
      // The header's plain "Log in" is not on this page, and the page itself
      // has no second "Sign out".
      await expect(
        header.getByRole("link", { name: w.headerLogIn, exact: true }),
      ).toHaveCount(0);
      await expect(
        page.getByRole("button", { name: w.signOut, exact: true }),
      ).toHaveCount(1);
      // Different names that share no word: not a log-in/log-out pair.
      const names = [w.member, w.signOut].map((n) =>
        n.toLowerCase().split(/[\s-]+/),
      );
      expect(names[0]!.filter((word) => names[1]!.includes(word))).toEqual([]);
      // Both in the header, both reached by Tab.
      expect(await reachedByTab(page, w.signOut)).toBe(true);
      expect(await reachedByTab(page, w.member)).toBe(true);
      expect(await reachedByTab(page, w.page)).toBe(true);
      const { scrollWidth, widest } = await documentWidth(page);
      expect(scrollWidth, `widest: ${widest}`).toBeLessThanOrEqual(width);
      expect(await violations(page)).toEqual([]);
      await header.screenshot({
        path: testInfo.outputPath(`payee-header-${locale}-${width}.png`),
      });
    }

    // The header's Sign out ends the session: the sign-in form is back.
    await signOut.click();
    await expect(page.getByLabel(w.email)).toBeVisible();
    await expect(header.getByRole("group", { name: w.group })).toHaveCount(0);
    await expect(member).toBeVisible();
    // Signed out (as before signing in, which this load also stands for):
    // the page's own sign-in form, and the header's link to the subscriber
    // app named as the members'.
    await page.goto(`${prefix}/my-trust-code`);
    await expect(page.getByLabel(w.email)).toBeVisible();
    await expect(
      header.getByRole("link", { name: w.member, exact: true }),
    ).toHaveAttribute("href", BRAND.signInUrl);
    await expect(header.getByRole("group", { name: w.group })).toHaveCount(0);
  });
}

test("other pages keep the header's Log in and Subscribe", async ({ page }) => {
  await page.goto("/get-your-trust-code");
  const header = page.locator("header.site-header");
  await expect(
    header.getByRole("link", { name: "Log in", exact: true }),
  ).toBeVisible();
  await expect(
    header.getByRole("link", { name: "Subscribe", exact: true }),
  ).toBeVisible();
  await expect(header.getByRole("group", { name: WORDS.en.group })).toHaveCount(
    0,
  );
});

/** The header's items (logo, language, the payee's group, members' login): their boxes. */
function headerBoxes(page: Page) {
  return page.evaluate(() =>
    [
      ".site-header-logo",
      ".language-switcher summary",
      ".site-header-payee-page",
      ".site-header-payee button",
      ".site-header-login",
    ].map((selector) => {
      const el = document.querySelector(`header.site-header ${selector}`);
      const r = el!.getBoundingClientRect();
      return {
        selector,
        top: r.top,
        bottom: r.bottom,
        left: r.left,
        right: r.right,
      };
    }),
  );
}

test("a signed-in payee's header sits on one row at 390 px, and at 320 px in de, fr, es, nl and pl", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("hdr-row", "payee.example.org");
  await mintCode(page.request, { email, locale: "de" });
  // Signed in over HTTP (./sign-in.ts): this test is about the header.
  await signIn(page.request, email);

  // Each language loaded once at 390 px, then narrowed to 320 px where the
  // header must fit that too: the same checks at each width.
  const narrow = new Set(["de", "fr", "es", "nl", "pl"]);
  for (const locale of ["en", "de", "fr", "es", "nl", "pl", "ja", "ar"])
    for (const width of narrow.has(locale) ? [390, 320] : [390]) {
      await page.setViewportSize({ width, height: 700 });
      if (width === 390) {
        await page.goto(`${locale === "en" ? "" : `/${locale}`}/my-trust-code`);
        await expect(page.locator("main p.account-code")).toBeVisible();
      }
      const boxes = await headerBoxes(page);
      const where = `${locale} at ${width} px: ${JSON.stringify(boxes)}`;
      // One row: every item's box spans the same band as the logo's (no item
      // sits below another), and nothing leaves the screen.
      const logo = boxes[0]!;
      for (const b of boxes) {
        expect(b.top, where).toBeLessThan(logo.bottom);
        expect(b.bottom, where).toBeGreaterThan(logo.top);
        expect(b.left, where).toBeGreaterThanOrEqual(0);
        expect(b.right, where).toBeLessThanOrEqual(width);
      }
      const { scrollWidth, widest } = await documentWidth(page);
      expect(scrollWidth, `${where}; widest: ${widest}`).toBeLessThanOrEqual(
        width,
      );
      // Still named in full for assistive technology, as at 1366 px.
      const header = page.locator("header.site-header");
      await expect(
        header.getByRole("link", { name: MEMBER_LOGIN[locale]!, exact: true }),
      ).toBeVisible();
      await header.screenshot({
        path: testInfo.outputPath(`payee-header-row-${locale}-${width}.png`),
      });
    }
});
