import { expect, hydrated, test } from "./fixtures";
import { mintCode } from "./issuer";
import { violations } from "./page-checks";
import { figures } from "../support/figures";

/**
 * Where a visitor buys, a valid Trust Code adds what they pay with it: the
 * landing page's price, a sales page's closing call to action and the apply
 * form's success. In the HTML the server sends (no script needed) and in the
 * page's language; an unknown code gives no such line.
 */
const en = figures("en");
const de = figures("de");
const FIGURES = {
  en: {
    line: `With your Trust Code, membership is ${en.discountedPrice} a year instead of ${en.price}: you save ${en.saving}.`,
  },
  de: {
    line: `Mit Ihrem Trust Code kostet die Mitgliedschaft ${de.discountedPrice} im Jahr statt ${de.price}: Sie sparen ${de.saving}.`,
  },
} as const;

/** The text of the page's code-price lines, tags removed, from the server's HTML. */
function priceLines(html: string): string[] {
  return [...html.matchAll(/<p class="[^"]*code-price[^"]*">(.*?)<\/p>/g)].map(
    (m) => m[1]!.replace(/<[^>]+>/g, ""),
  );
}

for (const locale of ["en", "de"] as const) {
  const prefix = locale === "en" ? "" : `/${locale}`;

  test(`a visitor with a valid code sees the price with it where they buy, in ${locale}`, async ({
    page,
    request,
  }) => {
    const { code } = await mintCode(request);
    const { line } = FIGURES[locale];

    // The server's HTML: nothing without a code or with one that gives
    // nothing; the landing page with the code in its address; then a sales
    // page with the code's cookie (this client keeps the cookies it is set).
    expect(priceLines(await (await request.get(`${prefix}/`)).text())).toEqual(
      [],
    );
    const unknown = await request.get(`${prefix}/?code=NO-SUCH-CODE9`);
    expect(priceLines(await unknown.text())).toEqual([]);
    const home = await request.get(`${prefix}/?code=${code}`);
    expect(priceLines(await home.text())).toEqual([line]);
    const fees = await request.get(`${prefix}/nirvana-membership-fees`);
    expect(priceLines(await fees.text())).toEqual([line]);

    // In the browser: under the hero's price, and in the sales page's call to action.
    await page.goto(`${prefix}/?code=${code}`);
    await expect(page.locator(".hero .code-price")).toHaveText(line);
    await page.goto(`${prefix}/nirvana-membership-fees`);
    await expect(page.locator(".cta .code-price")).toHaveText(line);
    expect(await violations(page)).toEqual([]);
  });

  test(`applying a code states the price it gives, in ${locale}`, async ({
    page,
    request,
  }) => {
    const { code } = await mintCode(request);
    await page.goto(`${prefix}/have-a-code-or-need-one`);
    await hydrated(page);
    const form = page.locator("form.apply-form");
    await expect(form.locator(".code-price")).toHaveCount(0);
    await form.locator("input[name=code]").fill(code.toLowerCase());
    await form.locator("button[type=submit]").click();
    await expect(form.locator(".notice.success")).toBeVisible();
    await expect(form.locator(".code-price")).toHaveText(FIGURES[locale].line);
  });
}
