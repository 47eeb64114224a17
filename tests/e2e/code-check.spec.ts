import type { APIRequestContext, Page } from "@playwright/test";
import { MINT_ALPHABET } from "#app/lib/trust-codes/code-alphabet.ts";
import { catalogText } from "../support/catalog-text";
import { issuerFormFields } from "../support/issuer";
import { APPLY_SUCCESS, INVALID_CODE } from "../support/spec-texts";
import { expect, hydrated, test } from "./fixtures";
import { mintCode as mintIssuerCode, uniqueEmail } from "./issuer";
import { violations } from "./page-checks";
import { figures } from "../support/figures";

const ISSUER_NAME = "Private Person Checkname";

/** A live code, minted through the API, with its issuer's e-mail. */
const mintCode = (request: APIRequestContext) =>
  mintIssuerCode(request, { fullName: ISSUER_NAME });

/** A code minted through the issuer form's no-JavaScript action on `path`, with the page it answered. */
async function mintWithoutJavaScript(request: APIRequestContext, path: string) {
  const res = await request.post(path, {
    form: issuerFormFields(uniqueEmail("panel")),
  });
  expect(res.status()).toBe(200);
  const html = await res.text();
  // The QR kit's links name the code in every language.
  const code = /\/api\/qr\/(NIR-[A-Z0-9]+)\.svg/.exec(html)![1]!;
  return { code, html };
}

/** The code with its last character replaced: a one-character near miss. */
function nearMiss(code: string): string {
  const last = code.at(-1)!;
  const other = [...MINT_ALPHABET].find((c) => c !== last)!;
  return `${code.slice(0, -1)}${other}`;
}

/**
 * Pixels between the last word before a code (`.code-name`) and the code,
 * as laid out: 0 when the space between them was lost.
 */
function gapBeforeCode(element: Element): number {
  const code = element.querySelector(".code-name")!;
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let before: Text | null = null;
  for (
    let node = walker.nextNode();
    node && !code.contains(node);
    node = walker.nextNode()
  )
    before = node as Text;
  const words = before!.data.trimEnd();
  const range = document.createRange();
  range.setStart(before!, before!.data.indexOf(words));
  range.setEnd(before!, before!.data.indexOf(words) + words.length);
  return (
    code.getBoundingClientRect().left - range.getBoundingClientRect().right
  );
}

async function applyTyped(page: Page, typed: string) {
  await page.getByLabel("Enter your Trust Code").fill(typed);
  await page.getByRole("button", { name: "Apply code", exact: true }).click();
}

test.describe("the code check page /c/<code>+", () => {
  test("an active code: its state, who issued it, what it gives, and nothing personal", async ({
    page,
    request,
  }) => {
    const { code, email } = await mintCode(request);
    const response = await page.goto(`/c/${code}+`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(
      page.getByRole("heading", { level: 1, name: `Trust Code ${code}` }),
    ).toBeVisible();
    await expect(page.getByText("This code is active.")).toBeVisible();
    await expect(page.getByText(/an individual issuer/)).toBeVisible();
    await expect(
      page.getByText(
        `${figures().rewardUsd} per qualifying subscription period`,
      ),
    ).toBeVisible();
    await expect(
      page
        .getByRole("main")
        .getByText("Codes never affect search results or ranking.", {
          exact: true,
        }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex",
    );
    await hydrated(page);
    expect(await violations(page)).toEqual([]);
    const html = await page.content();
    expect(html).not.toContain(ISSUER_NAME);
    expect(html).not.toContain(email);

    await page.getByRole("button", { name: "Apply this code" }).click();
    await expect(page).toHaveURL(/\/have-a-code-or-need-one$/);
    await expect(page.locator(".notice.success")).toHaveText(
      APPLY_SUCCESS(code),
    );
  });

  test("an unknown code says plainly it is not active (404)", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/the server responded with a status of 404/);
    const response = await page.goto("/c/NIR-NEVER99%2B");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByText(
        /This code is not active: it is unknown, or it has been stopped/,
      ),
    ).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Apply this code" }),
    ).toHaveCount(0);
    await hydrated(page);
    expect(await violations(page)).toEqual([]);
  });

  test("the freshly minted code's QR panel links its check page", async ({
    request,
  }) => {
    const { code, html } = await mintWithoutJavaScript(
      request,
      "/get-your-trust-code",
    );
    expect(html).toContain(
      `<a href="/c/${code}+">Check this code&#x27;s public page</a>`,
    );
  });

  // Without the + the address is the QR redirect, proven in tests/worker/redirect.test.ts.
});

test.describe("the code check page in the visitor's language", () => {
  test("/de/c/<code>+ reads German and applies the code with a German answer", async ({
    page,
    request,
  }) => {
    const { code } = await mintCode(request);
    const response = await page.goto(`/de/c/${code}+`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      catalogText("de", "Trust Code <0>{code}</0>", { code }).replace(
        /<\/?0>/g,
        "",
      ),
    );
    await expect(page.locator("h1 [translate=no]")).toHaveText(code);
    await expect(page.locator(".notice.success")).toHaveText(
      catalogText("de", "This code is active."),
    );
    // The figures are written the German way inside the German sentence.
    await expect(page.locator("main li").first()).toHaveText(
      catalogText(
        "de",
        "With this code you save {percent} on a Nirvana membership ({price} per year, billed annually in advance).",
        { percent: figures("de").percent, price: figures("de").price },
      ),
    );
    await expect(page.locator("main li").nth(1)).toHaveText(
      catalogText(
        "de",
        "The issuer receives {rewardUsd} per qualifying subscription period, for as long as you stay subscribed.",
        { rewardUsd: figures("de").rewardUsd },
      ),
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex",
    );
    await hydrated(page);
    expect(await violations(page)).toEqual([]);

    await page
      .getByRole("button", { name: catalogText("de", "Apply this code") })
      .click();
    await expect(page).toHaveURL(/\/de\/have-a-code-or-need-one$/);
    await expect(page.locator(".notice.success")).toHaveText(
      catalogText(
        "de",
        "Code {code} applied. Your {percent} discount will appear at checkout. {organisationShare} of your subscription will support your chosen organisation.",
        { code, percent: "10\u00a0%", organisationShare: "10\u00a0%" },
      ),
    );
  });

  test("/ar/c/<unknown>+ is a right-to-left Arabic 404 that links the Arabic apply page", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/the server responded with a status of 404/);
    const response = await page.goto("/ar/c/NIR-NEVER99%2B");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator(".notice.warning")).toHaveText(
      catalogText(
        "ar",
        "This code is not active: it is unknown, or it has been stopped. It gives no discount, and checkout refuses it.",
      ),
    );
    await expect(
      page.getByRole("link", {
        name: catalogText("ar", "Enter a different code"),
      }),
    ).toHaveAttribute("href", "/ar/have-a-code-or-need-one");
    await hydrated(page);
    expect(await violations(page)).toEqual([]);
  });

  test("a code minted on a German page links its German check page", async ({
    request,
  }) => {
    const { code, html } = await mintWithoutJavaScript(
      request,
      "/de/get-your-trust-code",
    );
    expect(html).toContain(`<a href="/de/c/${code}+">`);
  });
});

test.describe("Did you mean …?", () => {
  test("the apply form applies a code typed with look-alikes as the code it reads as, and offers a near miss, which then applies", async ({
    page,
    request,
  }) => {
    // One page load for both: a code typed with look-alikes, then another
    // code's near miss (a different code, so it applies afresh).
    const { code: typed } = await mintCode(request);
    const { code } = await mintCode(request);
    await page.goto("/have-a-code-or-need-one");
    await hydrated(page);
    // "NIR" read as "N1R": the I and the 1 fold together.
    await applyTyped(page, typed.replace("NIR-", "n1r-"));
    await expect(page.locator(".notice.success")).toHaveText(
      APPLY_SUCCESS(typed),
    );
    expect(
      await page.evaluate(() =>
        localStorage.getItem("nirvana_trust_code_applied"),
      ),
    ).toBe(typed);

    await applyTyped(page, nearMiss(code));
    await expect(page.locator(".notice.warning")).toHaveText(INVALID_CODE);
    await expect(page.getByText(`Did you mean ${code}?`)).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByRole("button", { name: `Apply ${code}` }).click();
    await expect(page.locator(".notice.success")).toHaveText(
      APPLY_SUCCESS(code),
    );
    await expect(page.getByLabel("Enter your Trust Code")).toHaveValue(code);
  });

  test("the landing page offers the suggestion for a mistyped ?code=", async ({
    page,
    request,
  }) => {
    const { code } = await mintCode(request);
    await page.goto(`/?code=${nearMiss(code)}`);
    const notice = page.locator(".code-suggestion");
    await expect(notice).toContainText(`Did you mean ${code}?`);
    await page.waitForLoadState("networkidle");
    expect(await violations(page)).toEqual([]);
    // The words keep their space from the code inside the button.
    const apply = notice.getByRole("link", { name: `Apply ${code}` });
    expect(await apply.evaluate(gapBeforeCode)).toBeGreaterThan(1);
    await apply.click();
    await expect
      .poll(() =>
        page.evaluate(() => localStorage.getItem("nirvana_trust_code_applied")),
      )
      .toBe(code);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "nir_trust_code")?.value).toBe(code);
  });
});

test("on an Arabic phone the suggestion sits centred over the page", async ({
  page,
  request,
}) => {
  const { code } = await mintCode(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ar/?code=${nearMiss(code)}`);
  const notice = page.locator(".code-suggestion");
  await expect(notice).toBeVisible();
  const box = (await notice.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(Math.abs(box.x - (390 - box.x - box.width))).toBeLessThanOrEqual(1);
  // Each code (typed and meant) sits on one line, never broken at its hyphen.
  const codes = notice.locator(".code-name");
  await expect(codes).toHaveCount(3);
  for (const line of await codes.evaluateAll((spans) =>
    spans.map((span) => span.getClientRects().length),
  ))
    expect(line).toBe(1);
  await page.screenshot({ path: test.info().outputPath("ar-suggestion.png") });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the apply form's near miss shows the suggestion and applying it works", async ({
    page,
    request,
  }) => {
    const { code } = await mintCode(request);
    await page.goto("/have-a-code-or-need-one");
    await applyTyped(page, nearMiss(code));
    await expect(page.locator(".notice.warning")).toHaveText(INVALID_CODE);
    await expect(page.getByText(`Did you mean ${code}?`)).toBeVisible();
    await page.getByRole("button", { name: `Apply ${code}` }).click();
    await expect(page.locator(".notice.success")).toHaveText(
      APPLY_SUCCESS(code),
    );
  });

  test("the check page's button applies the code", async ({
    page,
    request,
  }) => {
    const { code } = await mintCode(request);
    await page.goto(`/c/${code}+`);
    await page.getByRole("button", { name: "Apply this code" }).click();
    await expect(page.locator(".notice.success")).toHaveText(
      APPLY_SUCCESS(code),
    );
  });
});
