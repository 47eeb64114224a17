import { expect, hydrated, pauseClock, test } from "./fixtures";
import { mintCode } from "./issuer";
import { figures, literal } from "../support/figures";

const REPLY =
  "Access to Satya and Proximity Search requires a paid subscription";

test.describe("landing page", () => {
  test("chat: bubble, cleared input, 2500 ms typing with controls disabled, then the paywall reply", async ({
    page,
    consoleErrors,
  }) => {
    await pauseClock(page);
    await page.goto("/");
    await hydrated(page);
    const input = page.getByLabel("Ask Proximity Search");
    const send = page.getByRole("button", { name: "Send" });

    await send.click();
    await expect(page.locator(".bubble")).toHaveCount(0); // empty input ignored

    await input.fill("cheap index funds");
    await input.press("Enter");
    await expect(page.locator(".bubble.user")).toHaveText(/cheap index funds/);
    await expect(page.locator(".bubble.user")).toHaveCSS(
      "align-self",
      "flex-end",
    );
    await expect(input).toHaveValue("");
    await expect(input).toBeDisabled();
    await expect(send).toBeDisabled();
    await expect(page.getByLabel("Nirvana is typing")).toBeVisible();

    await page.clock.runFor(2400);
    await expect(page.getByText(REPLY)).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(page.locator(".bubble.bot")).toHaveText(new RegExp(REPLY));
    await expect(input).toBeEnabled();
    expect(consoleErrors).toEqual([]);
  });

  test("one load of /: the teaser's 10 rows from the worker's mock list, blurred; the chat tooltip names the search engine; press PDF and sign-in links; link buttons carry their descriptions, mobile shows six plus a logo", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    await hydrated(page);

    // The teaser: 10 rows from the worker's mock list, blurred.
    const rows = page.locator(".teaser tbody tr");
    await expect(rows).toHaveCount(10);
    await expect(page.locator(".teaser .blurred").first()).toHaveText(
      "Evergreen Global Equity Index",
    );
    await expect(rows.nth(0).locator(".blurred").nth(1)).toHaveText("9100");
    await expect(rows.nth(1).locator(".blurred").nth(1)).toHaveText("8450");
    await expect(rows.nth(3).locator(".blurred").nth(1)).toHaveText("8150");
    await expect(page.locator(".blurred").first()).toHaveCSS("filter", /blur/);

    // The chat tooltip names the search engine.
    await page.getByText("About Proximity Search").locator("..").focus();
    await expect(page.getByRole("tooltip")).toHaveText(
      "Nirvana's search engine",
    );
    await expect(page.getByRole("tooltip")).toBeVisible();

    // Press PDF and sign-in links.
    const pdf = page.getByRole("link", { name: /PDF/ });
    const href = await pdf.getAttribute("href");
    const res = await request.get(href!);
    expect(res.headers()["content-type"]).toContain("application/pdf");
    await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      /sign-in/,
    );

    // Link buttons carry their descriptions; mobile shows six plus a logo.
    await expect(
      page.getByRole("link", {
        name: new RegExp(`Earn ${literal(figures().reward)} per referral`),
      }),
    ).toHaveAttribute("href", "/get-your-trust-code");
    await expect(
      page.getByRole("link", {
        name: `${figures().organisationShare} donated`,
        exact: false,
      }),
    ).toHaveAttribute("href", "/have-a-code-or-need-one");
    await expect(
      page.getByRole("link", { name: /For organisations/ }),
    ).toHaveAttribute("href", "/trust-code-programme");
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.locator(".landing-links li:visible")).toHaveCount(6);
    await expect(page.locator(".mobile-logo")).toBeVisible();
  });

  test("teaser placeholders while loading", async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route("**/api/teaser", async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByText("Loading…")).toBeVisible();
    await expect(page.locator(".teaser tbody tr").first()).toContainText(
      "Please subscribe to see products",
    );
    await expect(page.locator(".teaser tbody tr td").nth(1)).toHaveText("-");
    release();
    await expect(page.getByText("Loading…")).toHaveCount(0);
  });

  test("carousel advances every 6000 ms and pauses", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/");
    await hydrated(page);
    const status = page.locator(".carousel-status");
    await expect(status).toHaveText(/Image 1 of/);
    await page.clock.runFor(6000);
    await expect(status).toHaveText(/Image 2 of/);
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await page.clock.runFor(13000);
    await expect(status).toHaveText(/Image 2 of/);
    await page.getByRole("button", { name: "Next image" }).click();
    await expect(status).toHaveText(/Image 3 of/);
  });

  test("marquee loops in 28 s, pauses, and stops under reduced motion", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const track = page.locator(".marquee-track");
    await expect(track).toHaveCSS("animation-duration", "28s");
    await expect(track).toHaveCSS("animation-play-state", "running");
    await page.getByRole("button", { name: "Pause logos" }).click();
    await expect(track).toHaveCSS("animation-play-state", "paused");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await expect(track).toHaveCSS("animation-name", "none");
    await expect(
      page.getByRole("button", { name: "Play slideshow" }),
    ).toBeDisabled();
  });

  test("the charity logos at the page's end load lazily, not with the first paint", async ({
    page,
  }) => {
    await page.goto("/");
    const logos = page.locator(".marquee-track img");
    expect(await logos.count()).toBeGreaterThan(0);
    for (const img of await logos.all())
      await expect(img).toHaveAttribute("loading", "lazy");
    await expect(
      page.locator('head link[rel="preload"][href*="/charities/"]'),
    ).toHaveCount(0);
    // Scrolled into view, they load.
    // (The track moves, so it is scrolled to directly, not through an action.)
    await logos
      .first()
      .evaluate((img) => img.scrollIntoView({ block: "center" }));
    // The logos the window shows load. Which ones it shows moves with the
    // track: the first logo can drift a screen or more to the left, beyond
    // the distance at which the browser starts a lazy image, on a slow run.
    await expect
      .poll(() =>
        logos.evaluateAll((imgs: HTMLImageElement[]) =>
          imgs.some((i) => {
            const r = i.getBoundingClientRect();
            const shown = r.right > 0 && r.left < window.innerWidth;
            return shown && i.complete && i.naturalWidth > 0;
          }),
        ),
      )
      .toBe(true);
  });

  test("/demo has the chat and no footer", async ({ page }) => {
    await page.goto("/demo");
    await hydrated(page);
    await expect(page.getByLabel("Ask Proximity Search")).toBeVisible();
    await expect(page.locator("footer")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Home/ })).toHaveAttribute(
      "href",
      "/?fromsubpage=true",
    );
  });
});

test.describe("code from the address", () => {
  test("strips the parameters without reload and applies a valid code once", async ({
    page,
    request,
    context,
  }) => {
    const { code } = await mintCode(request, {
      fullName: "Landing Tester",
      payout: "cheque",
    });
    const applyCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/contact/apply-trust-code"))
        applyCalls.push(r.postData() ?? "");
    });
    await page.goto(
      `/?code=${code.toLowerCase()}&source=Flyer&campaign=x&keep=1`,
    );
    await expect
      .poll(() =>
        page.evaluate(() => localStorage.getItem("nirvana_trust_code_applied")),
      )
      .toBe(code);
    await expect(page).toHaveURL(/\/\?keep=1$/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "nir_trust_code")?.value).toBe(code);
    expect(cookies.find((c) => c.name === "nir_source")?.value).toBe("flyer");
    expect(applyCalls).toHaveLength(1);

    await page.goto(`/?code=${code}`);
    await hydrated(page);
    await expect(page).toHaveURL(/\/$/);
    // The page's own effects have run once hydrated; a request sent after
    // them that has come back proves any apply call would have been seen.
    await page.evaluate(() => fetch("/api/health"));
    expect(applyCalls).toHaveLength(1);
  });

  test("an unknown code is ignored quietly", async ({
    page,
    consoleErrors,
  }) => {
    const applied = page.waitForResponse((r) =>
      r.url().endsWith("/api/contact/apply-trust-code"),
    );
    await page.goto("/?trustcode=NOPE-404");
    const response = await applied;
    expect(await response.json()).toMatchObject({ success: false });
    await expect(page).toHaveURL(/\/$/);
    expect(
      await page.evaluate(() =>
        localStorage.getItem("nirvana_trust_code_applied"),
      ),
    ).toBeNull();
    expect(consoleErrors).toEqual([]);
  });
});

test("no layout shift while the landing page loads", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    // What moved, for the failure message: element, time, before and after.
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        hadRecentInput: boolean;
        sources?: {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | null | undefined;
          const rect = (r: DOMRectReadOnly) =>
            `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
          w.__shifts.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${node?.nodeName ?? "?"}.${node?.className ?? ""} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
          );
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/");
  await hydrated(page);
  await expect(page.locator(".teaser .blurred").first()).toBeAttached();
  await expect(page.getByText("Loading…")).toHaveCount(0);
  // Fonts, images and fetched data have all arrived: nothing left to shift.
  await page.waitForLoadState("networkidle");
  const { cls, shifts } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
  expect(cls, shifts.join("\n")).toBe(0);
});
