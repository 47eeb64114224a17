import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { VIOLATIONS_ONLY } from "./page-checks";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * axe on the page's main content. One `axe.run` in the page (the builder's
 * legacy mode, as tests/e2e/page-checks.ts runs it): these pages have no
 * frames, so the default's second page for merging frames' results adds
 * only time.
 */
async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include("#main")
    .options(VIOLATIONS_ONLY)
    .setLegacyMode(true)
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

async function expectExternalLinksOpenNewTab(page: Page, min: number) {
  const links = page.locator('#main a[href^="http"]');
  expect(await links.count()).toBeGreaterThanOrEqual(min);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
  }
}

/** The wide gallery shows only whole photos that fit beside the text. */
async function expectGalleryFitsText(page: Page) {
  const m = await page.evaluate(() => {
    const text = document
      .querySelector(".founder-text")!
      .getBoundingClientRect();
    const list = document.querySelector(".founder-gallery")!;
    const imgs = [...list.querySelectorAll("img")].map((img) => {
      const r = img.getBoundingClientRect();
      return {
        w: Number(img.getAttribute("width")),
        h: Number(img.getAttribute("height")),
        top: r.top,
        bottom: r.bottom,
        left: r.left,
        height: r.height,
        width: r.width,
      };
    });
    return {
      textRight: text.right,
      textHeight: text.height,
      listHeight: list.getBoundingClientRect().height,
      rowGap: getComputedStyle(list).rowGap,
      imgs,
    };
  });
  // Some, not all, of the 40 photos fit beside the text.
  expect(m.imgs.length).toBeGreaterThan(0);
  expect(m.imgs.length).toBeLessThan(40);
  for (const img of m.imgs) {
    expect([3 / 4, 4 / 3]).toContainEqual(img.w / img.h);
    expect(img.width / img.height).toBeCloseTo(img.w / img.h, 1);
    expect(img.left).toBeGreaterThan(m.textRight); // beside the text
  }
  expect(m.rowGap).toBe("16px");
  for (let i = 1; i < m.imgs.length; i++)
    expect(m.imgs[i].top - m.imgs[i - 1].bottom).toBeCloseTo(16, 0);
  const used =
    m.imgs.reduce((sum, img) => sum + img.height, 0) + 16 * (m.imgs.length - 1);
  const tallest = Math.max(...m.imgs.map((img) => img.height));
  expect(used).toBeLessThanOrEqual(m.textHeight + tallest);
  expect(used).toBeLessThanOrEqual(m.textHeight + 1); // whole photos only
  // The column never pushes layout below the text.
  expect(m.listHeight).toBeLessThanOrEqual(m.textHeight + 1);
}

test.describe("/the-founder", () => {
  test("wide: gallery column of 3:4 / 4:3 photos, 16 px apart, fitted to the text, and re-measured when the text column resizes", async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/the-founder");
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Bound by a different covenant",
      }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /Home/ })).toHaveAttribute(
      "href",
      "/?fromsubpage=true",
    );
    const gallery = page.locator(".founder-gallery");
    await expect(gallery).toHaveAttribute("data-measured", "true");
    await expectGalleryFitsText(page);
    expect(consoleErrors).toEqual([]);

    // The same load: the count is re-measured when the text column resizes.
    const before = Number(await gallery.getAttribute("data-count"));
    // 900 px more text: room for at least two more photos (each ≤ 400 px + gap).
    await page.locator(".founder-text").evaluate((el) => {
      const filler = document.createElement("div");
      filler.style.height = "900px";
      el.appendChild(filler);
    });
    await expect
      .poll(async () => Number(await gallery.getAttribute("data-count")))
      .toBeGreaterThanOrEqual(before + 2);
    await expectGalleryFitsText(page);
    expect(consoleErrors).toEqual([]);
  });

  test("narrow: all 40 photos below the text; external links open in a new tab", async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/the-founder");
    const imgs = page.locator(".founder-gallery img");
    await expect(imgs).toHaveCount(40);
    await expect(imgs.first()).toHaveAttribute("loading", "eager");
    await expect(imgs.last()).toHaveAttribute("loading", "lazy");
    await expect(imgs.last()).toHaveAttribute("decoding", "async");
    const textBottom = await page
      .locator(".founder-text")
      .evaluate((el) => el.getBoundingClientRect().bottom);
    const galleryTop = await page
      .locator(".founder-gallery")
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(galleryTop).toBeGreaterThanOrEqual(textBottom);
    await expectExternalLinksOpenNewTab(page, 6);
    await expect(page.getByRole("link", { name: /Audiobook/ })).toHaveCount(3);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});

test("/nirvana-fellows: three profiles, one full profile, link to the CV", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/nirvana-fellows");
  await expect(
    page.getByRole("heading", { level: 1, name: "Nirvana Fellows" }),
  ).toBeVisible();
  const cards = page.locator(".fellow-card");
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) {
    const img = card.locator("img");
    await expect(img).toHaveAttribute("width", /^\d+$/);
    await expect(img).toHaveAttribute("height", /^\d+$/);
  }
  await expect(cards.nth(0)).toContainText("Behavioural finance");
  await expect(cards.nth(1)).toContainText("Algorithmic optimisation");
  await expect(cards.nth(2)).toContainText("Special adviser to the founder");

  const profile = page.locator(".fellow-profile");
  await expect(
    profile.getByRole("heading", { name: "Personal details" }),
  ).toBeVisible();
  await expect(profile.locator("dl dt").first()).toHaveText("Name");
  for (const h of ["Education", "Biography", "Research interests"])
    await expect(profile.getByRole("heading", { name: h })).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByRole("link", { name: /Curriculum vitae of Dr\. Elena Varga/ })
    .click();
  await expect(page).toHaveURL(/\/dr-elena-varga$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Dr. Elena Varga" }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe("/dr-elena-varga", () => {
  test("desktop: sections 1–15, numbering to 273, 200 px dates, two-column consultancies", async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/dr-elena-varga");
    const headings = await page
      .locator("section.cv-section > h2")
      .allTextContents();
    expect(headings.map((h) => Number(h.split(".")[0]))).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    for (const h of [
      "5. Appointments",
      "8. Consultancies",
      "11. Publications",
      "12. Invited talks since 2000",
      "13. Research funding",
      "15. Postdoctoral assistants",
    ])
      await expect(
        page.getByRole("heading", { level: 2, name: h }),
      ).toBeVisible();

    for (const group of [
      "Patents",
      "Books",
      "Edited Books and Special Issues",
      "Book Chapters",
      "Journal and Conference Articles",
      "Technical Reports",
    ])
      await expect(
        page.getByRole("heading", { level: 3, name: group, exact: true }),
      ).toBeVisible();
    const numbers = await page.locator(".cv-num").allTextContents();
    expect(numbers[0]).toBe("1.");
    expect(numbers).toContain("250.");
    expect(numbers.at(-1)).toBe("273.");
    expect(numbers).toHaveLength(273);

    const years = await page.locator(".cv-talks dt").allTextContents();
    for (let y = 2000; y <= 2025; y++) expect(years).toContain(String(y));
    const fundingRow = page.locator(".cv-funding tbody tr").first();
    await expect(fundingRow.locator("td")).toHaveCount(3);
    await expect(fundingRow.locator("td").nth(2)).toHaveText(/\d/);

    const main = page.locator("#main");
    await expect(main).toContainText("over 375 publications");
    await expect(main).toContainText("over 80 conferences");
    await expect(main).toContainText("over 250 invited talks");

    const dateWidth = await page
      .locator(".cv-row .cv-date")
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(dateWidth).toBe(200);
    const columns = await page
      .locator(".cv-consultancies")
      .evaluate(
        (el) => getComputedStyle(el).gridTemplateColumns.split(" ").length,
      );
    expect(columns).toBe(2);
    await expectExternalLinksOpenNewTab(page, 3);
    expect(consoleErrors).toEqual([]);
  });

  test("phone: one column everywhere", async ({ page, consoleErrors }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/dr-elena-varga");
    const columns = await page
      .locator(".cv-consultancies")
      .evaluate(
        (el) => getComputedStyle(el).gridTemplateColumns.split(" ").length,
      );
    expect(columns).toBe(1);
    const row = await page
      .locator(".cv-row")
      .first()
      .evaluate((el) => {
        const [dt, dd] = [el.children[0], el.children[1]].map((c) =>
          c.getBoundingClientRect(),
        );
        return { ddBelow: dd.top >= dt.bottom };
      });
    expect(row.ddBelow).toBe(true);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});

test("/founder-statement-on-cryptocurrencies: joke image, caption, three notes", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/founder-statement-on-cryptocurrencies");
  await expect(
    page.getByRole("heading", { level: 1, name: "Is crypto always bad?" }),
  ).toBeVisible();
  const img = page.locator("figure img");
  await expect(img).toHaveAttribute("width", /^\d+$/);
  await expect(img).toHaveAttribute("height", /^\d+$/);
  await expect(page.locator("figure figcaption")).toContainText(
    "A joke, not a forecast",
  );
  for (const href of ["/bitcoin", "/ether", "/stablecoins"])
    await expect(page.locator(`#main a[href="${href}"]`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator('#main a[href="/ether"]').click();
  await expect(
    page.getByRole("heading", { level: 1, name: /^Ether/ }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

for (const slug of ["bitcoin", "ether", "stablecoins"]) {
  test(`/${slug}: dated opinion with UK risk warning, sources and legal notes`, async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(`/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      "what could you lose?",
    );
    await expect(page.locator('time[datetime="2025-09-20"]')).toHaveText(
      "20 September 2025",
    );
    await expect(page.locator("#main")).toContainText("personal opinion");
    const warning = page.getByRole("note");
    await expect(warning).toContainText("Risk warning (UK)");
    await expect(warning).toContainText(
      "Don't invest unless you're prepared to lose all the money you invest.",
    );
    for (const h of ["Bottom line", "Sources", "Legal notes"])
      await expect(
        page.getByRole("heading", { level: 2, name: h }),
      ).toBeVisible();
    await expect(page.locator("ol.sources a").first()).toBeVisible();
    await expectExternalLinksOpenNewTab(page, 3);
    await expect(
      page.locator('#main a[href="/founder-statement-on-cryptocurrencies"]'),
    ).toBeVisible();
    if (slug === "bitcoin") await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}

test("an unknown coin is a 404", async ({ page, allowConsoleError }) => {
  allowConsoleError(/the server responded with a status of 404/);
  const response = await page.goto("/dogecoin");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { name: "Page not found" }),
  ).toBeVisible();
});

test.describe("/nirvana-wallet", () => {
  test("shows the documented figures and the promise date", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/nirvana-wallet");
    const main = page.locator("#main");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      "sustainability promise",
    );
    await expect(page.locator('time[datetime="2025-10-21"]')).toHaveText(
      "21 October 2025",
    );
    const perMillion = page.getByTestId("per-million");
    for (const figure of [
      "$3.00",
      "$24.00",
      "0.694 kWh",
      "2.778 kWh",
      "1.111 kWh",
      "4.444 kWh",
      "0.556 kg",
      "2.222 kg",
      "$0.03",
      "$0.13",
      "$3.03",
      "$24.13",
    ])
      await expect(perMillion).toContainText(figure);
    await expect(perMillion).not.toContainText("$3.13");
    await expect(main).toContainText(
      "funded in blocks of $20.00. When your balance reaches $5.00, it tops up automatically by $20.00",
    );
    await expect(page.getByTestId("worked-example")).toHaveText(
      /50,000 input tokens and receive 200,000 output tokens costs \$4\.95.*0\.472 kg CO2e.*\$0\.03.*\$4\.98 in total/,
    );
    const rows = page.getByTestId("sensitivity").locator("tbody tr");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText("1.40 / 0.40");
    await expect(rows.nth(1)).toContainText("1.60 / 0.50");
    await expect(rows.nth(2)).toContainText("1.80 / 0.60");
    await expect(rows.nth(1)).toContainText("0.556 kg");
    await expect(rows.nth(2)).toContainText("3.000 kg");
    await expect(main).toContainText("75 to 100 hours");
    await expect(main).toContainText(
      "retired monthly in two carbon registries",
    );
    await expect(main).toContainText("annual third-party review");
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test("server-rendered calculator shows the worked example", async ({
    request,
  }) => {
    const html = await (await request.get("/nirvana-wallet")).text();
    expect(html).toMatch(/data-testid="calc-total"[^>]*>\$4\.98</);
    expect(html).toMatch(/data-testid="calc-kg"[^>]*>0\.472<!-- --> kg CO2e</);
  });

  test("calculator updates live and explains bad input", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/nirvana-wallet");
    const input = page.getByLabel("Input tokens");
    const output = page.getByLabel("Output tokens");
    await expect(input).toHaveAttribute("min", "0");
    await expect(input).toHaveAttribute("step", "1000");
    await expect(input).toHaveAttribute("inputmode", "numeric");
    await expect(page.getByTestId("calc-total")).toHaveText("$4.98");
    await expect(page.locator(".calculator-result")).toHaveAttribute(
      "aria-live",
      "polite",
    );

    await input.fill("100000");
    await output.fill("0");
    await expect(page.getByTestId("calc-compute")).toHaveText("$0.30");
    await expect(page.getByTestId("calc-energy")).toHaveText("0.111 kWh");
    await expect(page.getByTestId("calc-kg")).toHaveText("0.056 kg CO2e");
    await expect(page.getByTestId("calc-offset")).toHaveText("$0.00");
    await expect(page.getByTestId("calc-total")).toHaveText("$0.30");

    await output.fill("1000000");
    await expect(page.getByTestId("calc-total")).toHaveText("$24.44");

    await input.fill("-5");
    await expect(page.locator(".calculator-result")).toContainText(
      "Input tokens cannot be negative.",
    );
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await input.fill("");
    await expect(page.locator(".calculator-result")).toContainText(
      "Enter the number of input tokens",
    );
    expect(consoleErrors).toEqual([]);
  });
});
