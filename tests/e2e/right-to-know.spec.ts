import { expect, hydrated, test } from "./fixtures";

/** pdf.js draws on a loaded machine; give it room. */
const RENDER_TIMEOUT_MS = 20_000;

test("the disclosure's text is selectable, found by find, and the PDF downloads", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/your-right-to-know");
  const layer = page.locator(".pdf-page-box .textLayer").first();
  await expect(layer).toContainText("Why this document exists", {
    timeout: RENDER_TIMEOUT_MS,
  });
  // The loading text is gone from view once page 1 shows.
  await expect(page.locator(".pdf-viewer-status")).toHaveCount(0);

  // Browser find (window.find is what Ctrl+F uses under the hood in Chromium).
  const found = await page.evaluate(() =>
    (window as unknown as { find(s: string): boolean }).find(
      "Why this document exists",
    ),
  );
  expect(found).toBe(true);
  const selected = await page.evaluate(() => String(window.getSelection()));
  expect(selected).toBe("Why this document exists");

  // The text sits over the drawn words, inside the page image.
  const img = (await page.locator("img.pdf-page").first().boundingBox())!;
  const span = (await layer
    .getByText("Why this document exists")
    .first()
    .boundingBox())!;
  expect(span.x).toBeGreaterThanOrEqual(img.x);
  expect(span.x + span.width).toBeLessThanOrEqual(img.x + img.width + 1);

  await expect(page.getByRole("link", { name: /Download/ })).toHaveAttribute(
    "download",
    "",
  );
  expect(consoleErrors).toEqual([]);
});

test("while pdf.js loads, the preview shows without the loading line in view", async ({
  page,
}) => {
  await page.route("**/static/pdf/your-right-to-know.pdf", () => {
    /* never answered: stays loading */
  });
  await page.goto("/your-right-to-know");
  await expect(page.locator(".pdf-poster")).toBeVisible();
  const status = page.getByRole("status");
  await expect(status).toHaveText("Loading Your right to know");
  await expect(status).toHaveClass(/visually-hidden/);
});

test("on a phone the disclosure reads as text that fits the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/your-right-to-know");
  await hydrated(page);
  const view = page.locator("details.pdf-text-view");
  await view
    .getByText("Read it as text that fits your screen")
    .click({ timeout: RENDER_TIMEOUT_MS });
  const heading = view.getByRole("heading", {
    name: "1. Why this document exists",
  });
  await expect(heading).toBeVisible();
  const paragraph = view.locator("p", {
    hasText: "You have a right to understand a financial tool",
  });
  await expect(paragraph).toBeVisible();
  // Body text at the page's own size, not a page image scaled to ~7 px.
  const size = await paragraph.evaluate((p) =>
    parseFloat(getComputedStyle(p).fontSize),
  );
  expect(size).toBeGreaterThanOrEqual(15);
  const box = (await paragraph.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
  ).toBeLessThanOrEqual(390);
});

test("in Japanese the page shows the Japanese PDF, its text layer reads the translated heading", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/ja/your-right-to-know");
  await expect(page.locator(".english-only-note")).toHaveCount(0);
  await expect(page.locator(".pdf-poster")).toHaveAttribute(
    "src",
    "/static/pdf/your-right-to-know.ja-page-1.webp",
  );
  await expect(page.locator("a[download]")).toHaveAttribute(
    "href",
    "/static/pdf/your-right-to-know.ja.pdf",
  );
  // 文 is printed with a glyph Chromium maps to the radical ⽂: the layer
  // says the character meant (app/lib/documents/pdf-reflow.ts).
  const layer = page.locator(".pdf-page-box .textLayer").first();
  await expect(layer).toContainText("この文書がある理由", {
    timeout: RENDER_TIMEOUT_MS,
  });
  await expect(layer).toContainText("知る権利");
  const found = await page.evaluate(() =>
    (window as unknown as { find(s: string): boolean }).find(
      "この文書がある理由",
    ),
  );
  expect(found).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test("on a phone in Hindi the reading view shows the document's words as written", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/hi/your-right-to-know");
  await hydrated(page);
  const view = page.locator("details.pdf-text-view");
  await view.locator("summary").click({ timeout: RENDER_TIMEOUT_MS });
  // pdf.js reads Chromium's Devanagari without its vowel signs ("अ धकार");
  // the view shows the words of the document's source.
  await expect(
    view.getByRole("heading", { name: "1. यह दस्तावेज़ क्यों है" }),
  ).toBeVisible();
  await expect(
    view.getByRole("heading", { name: "जानने का आपका अधिकार" }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
  ).toBeLessThanOrEqual(390);
});
