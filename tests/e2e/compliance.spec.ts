import { acceptCompliance, expect, hydrated, test } from "./fixtures";
import { COOKIE_POLICY_VERSION } from "#app/lib/policies.ts";

test.use({ fresh: true });

async function acceptCookies(page: import("@playwright/test").Page) {
  await page.getByRole("button", { name: "Accept" }).click();
}

test.describe("compliance dialog", () => {
  // 'Loading countries...' and the empty list on failure belong to a page
  // without the list in it: tests/unit/compliance-dialog.test.tsx.
  test("has its list with the page (never 'Loading countries...', no request) and the visitor's country preselected from request.cf; needs a region and the EULA box; cannot be dismissed; stores the record", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/countries")) requests.push(r.url());
    });
    await page.goto("/the-founder");
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Before you continue" });
    await expect(dialog).toBeVisible();
    const select = dialog.getByLabel("Country or region");
    await expect(select).toBeEnabled();
    await expect(
      page.getByRole("option", { name: "Loading countries..." }),
    ).toHaveCount(0);
    expect(requests).toEqual([]);
    // workerd's local request.cf reports the country as US.
    await expect(select).toHaveValue("US");
    await expect(select.locator("option")).not.toHaveCount(1);
    // The visitor's own country first (workerd's local request.cf says US),
    // then the list's usual order, GB first.
    await expect(select.locator("option").nth(1)).toHaveText("United States");
    await expect(select.locator("option").nth(2)).toHaveText("United Kingdom");

    const next = dialog.getByRole("button", { name: "Continue" });
    await expect(next).toBeDisabled();
    // The two documents' own pages, as the page manifest names them.
    for (const [name, href] of [
      ["Member EULA", "/member-eula"],
      ["Terms of Use", "/terms"],
    ])
      await expect(dialog.getByRole("link", { name })).toHaveAttribute(
        "href",
        href,
      );
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();

    await select.selectOption("DE");
    await expect(next).toBeDisabled();
    await dialog.getByRole("checkbox").check();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(dialog).toBeHidden();
    const record = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("nirvana_compliance")!),
    );
    expect(record).toMatchObject({ accepted: true, region: "DE" });
    expect(new Date(record.acceptedAt).getTime()).toBeGreaterThan(0);

    await page.reload();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("keyboard only: focus moves in and stays in", async ({ page }) => {
    await page.goto("/the-founder");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => !!document.activeElement?.closest("dialog")),
      ).toBe(true);
    }
    // "End" picks the last country only once the list has loaded (a slow machine loads it late).
    await expect
      .poll(() => dialog.getByRole("option").count())
      .toBeGreaterThan(1);
    await dialog.getByLabel("Country or region").focus();
    await page.keyboard.press("End");
    await dialog.getByRole("checkbox").focus();
    await page.keyboard.press("Space");
    await dialog.getByRole("button", { name: "Continue" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
  });

  test("not shown on /member-eula and /terms", async ({ page }) => {
    for (const path of ["/member-eula", "/terms"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  });

  test("visiting / resets compliance once per visit; fromsubpage keeps it", async ({
    page,
  }) => {
    await page.goto("/the-founder");
    await page.getByLabel("Country or region").selectOption("GB");
    await page.getByRole("dialog").getByRole("checkbox").check();
    await page.getByRole("button", { name: "Continue" }).click();

    await page.goto("/?fromsubpage=true");
    await expect(page).toHaveURL(/\/$/);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.goto("/");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByLabel("Country or region").selectOption("US");
    await page.getByRole("dialog").getByRole("checkbox").check();
    await page.getByRole("button", { name: "Continue" }).click();

    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("cookie banner", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCompliance(page);
  });

  test("Accept and Decline have equal weight; Accept stores the choice, hides the banner and survives reload", async ({
    page,
    context,
  }) => {
    await page.goto("/the-founder");
    const accept = page.getByRole("button", { name: "Accept" });
    const decline = page.getByRole("button", { name: "Decline" });
    const a = await accept.boundingBox();
    const d = await decline.boundingBox();
    expect(Math.round(a!.width)).toBe(Math.round(d!.width));
    expect(Math.round(a!.height)).toBe(Math.round(d!.height));
    for (const prop of [
      "background-color",
      "color",
      "font-weight",
      "font-size",
    ]) {
      expect(
        await accept.evaluate(
          (el, p) => getComputedStyle(el).getPropertyValue(p),
          prop,
        ),
      ).toBe(
        await decline.evaluate(
          (el, p) => getComputedStyle(el).getPropertyValue(p),
          prop,
        ),
      );
    }

    await acceptCookies(page);
    await expect(
      page.getByRole("region", { name: "Cookie consent" }),
    ).toHaveCount(0);
    expect(
      await page.evaluate(() => localStorage.getItem("cookiesAccepted")),
    ).toBe("1");
    const consent = (await context.cookies()).find(
      (c) => c.name === "nir_cookie_consent",
    );
    expect(consent?.value).toBe(`accepted.${COOKIE_POLICY_VERSION}`);
    expect(consent?.sameSite).toBe("Lax");
    expect(consent!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);
    await page.reload();
    await expect(
      page.getByRole("region", { name: "Cookie consent" }),
    ).toHaveCount(0);
  });

  test("Decline clears tracking cookies but keeps the code, and the worker honours it", async ({
    page,
    context,
  }) => {
    await page.goto("/c/keep-me?campaign=spring");
    expect((await context.cookies()).map((c) => c.name).sort()).toEqual(
      ["nir_campaign", "nir_sid", "nir_source", "nir_trust_code"].sort(),
    );
    await page.getByRole("button", { name: "Decline" }).click();
    await expect(
      page.getByRole("region", { name: "Cookie consent" }),
    ).toHaveCount(0);
    const names = (await context.cookies()).map((c) => c.name).sort();
    expect(names).toEqual(["nir_cookie_consent", "nir_trust_code"]);
    await page.goto("/c/other-code?campaign=x");
    const after = (await context.cookies()).map((c) => c.name).sort();
    expect(after).toEqual(["nir_cookie_consent", "nir_trust_code"]);
    await page.reload();
    await expect(
      page.getByRole("region", { name: "Cookie consent" }),
    ).toHaveCount(0);
  });

  test("the banner never covers the focused element", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 640 });
    await page.goto("/the-founder");
    // The banner keeps focus in view from hydration on (the catalog now loads first).
    await hydrated(page);
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      const covered = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const bar = document.querySelector(".cookie-banner");
        if (!el || !bar || bar.contains(el) || el === document.body)
          return false;
        const r = el.getBoundingClientRect();
        return (
          r.bottom > bar.getBoundingClientRect().top + 1 &&
          r.top < window.innerHeight
        );
      });
      expect(covered).toBe(false);
    }
  });
});
