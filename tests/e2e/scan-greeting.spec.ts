import { expect, hydrated, test } from "./fixtures";
import { mintCode } from "./issuer";
import { figures } from "../support/figures";

/**
 * A scan that greets: a fresh browser scanning a code lands in its own
 * language and sees, inline under the header, the code and what it gives;
 * a code that gives nothing says so. The "Have a code" field shows it.
 */
test.use({
  fresh: true,
  // isbot counts "HeadlessChrome" as a robot, which gets a link preview.
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
});

test.describe("a Japanese browser", () => {
  test.use({ locale: "ja-JP" });

  test("scanning an active code lands on the Japanese home, which names the code and its discount", async ({
    page,
    request,
  }) => {
    const { code } = await mintCode(request);
    await page.goto(`/c/${code}`);
    await expect(page).toHaveURL(/\/ja\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    const greeting = page.locator("aside.scan-greeting");
    await expect(greeting).toContainText(code);
    await expect(greeting).toContainText(figures("ja").percent);
    await expect(greeting).toContainText("適用しました");
    await expect(greeting.getByRole("link")).toHaveAttribute(
      "href",
      `/ja/c/${code}+`,
    );
    // No overlay of its own: it sits in the page, before the main content.
    const order = await page.evaluate(() => {
      const aside = document.querySelector("aside.scan-greeting")!;
      const main = document.querySelector("main")!;
      return aside.compareDocumentPosition(main);
    });
    expect(order & 4).toBe(4); // main follows the greeting
    await expect(page.locator("dialog.scan-greeting")).toHaveCount(0);
  });
});

test("an unknown code is told it was not found, on every page", async ({
  page,
}) => {
  await page.goto("/c/NO-SUCH-CODE9");
  const greeting = page.locator("aside.scan-greeting");
  await expect(greeting).toContainText(
    "Trust Code NO-SUCH-CODE9 was not found or is no longer active",
  );
  await page.goto("/trust-code-programme");
  await expect(greeting).toContainText("NO-SUCH-CODE9");
  await expect(greeting).not.toContainText("applied");
});

test("a link with ?code= greets on that page, and the Have a code field holds the code", async ({
  page,
  request,
}) => {
  const { code } = await mintCode(request);
  await page.goto(`/de/nirvana-membership-fees?code=${code.toLowerCase()}`);
  const greeting = page.locator("aside.scan-greeting");
  await expect(greeting).toContainText(`Trust Code ${code} eingelöst`);
  await expect(greeting).toContainText("10");
  await page.goto("/de/have-a-code-or-need-one");
  await hydrated(page);
  await expect(page.locator('input[name="code"]').first()).toHaveValue(code);
});

test("a code one character off an active one is offered as the code meant", async ({
  page,
  request,
}) => {
  const { code } = await mintCode(request);
  const typed = code.slice(0, -1);
  await page.goto(`/trust-code-programme?code=${typed}`);
  const greeting = page.locator("aside.scan-greeting");
  await expect(greeting).toContainText(`${typed} was not found`);
  await expect(greeting).toContainText(`Did you mean ${code}?`);
  // The compliance dialog of this fresh visit covers the page: follow the link.
  const apply = greeting.getByRole("link", { name: `Apply ${code}` });
  await page.goto(
    new URL((await apply.getAttribute("href"))!, page.url()).href,
  );
  await expect(greeting).toContainText(`Trust Code ${code} applied`);
});
