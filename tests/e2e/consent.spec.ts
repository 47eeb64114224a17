import type { Page, Request } from "@playwright/test";
import { COOKIE_POLICY_VERSION } from "#app/lib/policies.ts";
import { acceptCompliance, expect, hydrated, test } from "./fixtures";

test.use({ fresh: true });

const TRACKING = ["nir_sid", "nir_source", "nir_campaign"];

/** Every consent record the page sends, with the server's status. */
function consentPosts(page: Page) {
  const sent: {
    choice: string;
    policyVersion: string;
    consentId: string;
    status: number;
  }[] = [];
  page.on("requestfinished", (request: Request) => {
    if (!request.url().endsWith("/api/consent")) return;
    void request
      .response()
      .then((response) =>
        sent.push({ ...request.postDataJSON(), status: response!.status() }),
      );
  });
  return sent;
}

async function cookieNames(page: Page) {
  return (await page.context().cookies()).map((c) => c.name).sort();
}

const banner = (page: Page) =>
  page.getByRole("region", { name: "Cookie consent" });

test("Sec-GPC: 1 shows the notice instead of the question, and no tracking cookie is ever set", async ({
  page,
}) => {
  await acceptCompliance(page);
  await page.setExtraHTTPHeaders({ "Sec-GPC": "1" });
  const posts = consentPosts(page);
  await page.goto("/c/gpc-e2e?source=flyer&campaign=spring");
  await hydrated(page);
  await expect(banner(page)).toContainText("Global Privacy Control");
  await expect(page.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Decline" })).toHaveCount(0);
  await expect.poll(() => posts.length).toBe(1);
  expect(posts[0]).toEqual({
    choice: "gpc",
    policyVersion: COOKIE_POLICY_VERSION,
    consentId: expect.stringMatching(/^[0-9a-f]{32}$/),
    status: 200,
  });
  for (const path of [
    "/?code=gpc-two&campaign=autumn",
    "/the-founder?trustcode=gpc-three",
    "/c/gpc-four?campaign=winter",
    "/nirvana-fellows",
  ]) {
    await page.goto(path);
    await hydrated(page);
    const names = await cookieNames(page);
    for (const name of TRACKING) expect(names).not.toContain(name);
    expect(names).toContain("nir_trust_code");
  }
  const consent = (await page.context().cookies()).find(
    (c) => c.name === "nir_cookie_consent",
  );
  expect(consent?.value).toBe(`gpc.${COOKIE_POLICY_VERSION}`);
  // Recorded once per browser and policy version, and not shown again.
  await expect(banner(page)).toHaveCount(0);
  expect(posts).toHaveLength(1);
});

test("the GPC notice never covers the focused element", async ({ page }) => {
  await acceptCompliance(page);
  await page.setExtraHTTPHeaders({ "Sec-GPC": "1" });
  await page.setViewportSize({ width: 390, height: 640 });
  await page.goto("/the-founder");
  await hydrated(page);
  await expect(banner(page)).toContainText("Global Privacy Control");
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    const covered = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const bar = document.querySelector(".cookie-banner");
      if (!el || !bar || bar.contains(el) || el === document.body) return false;
      const r = el.getBoundingClientRect();
      return (
        r.bottom > bar.getBoundingClientRect().top + 1 &&
        r.top < window.innerHeight
      );
    });
    expect(covered).toBe(false);
  }
  await page.getByRole("button", { name: "OK", exact: true }).click();
  await expect(banner(page)).toHaveCount(0);
});

test("navigator.globalPrivacyControl is honoured the same way in the browser", async ({
  page,
}) => {
  await acceptCompliance(page);
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", {
      get: () => true,
      configurable: true,
    }),
  );
  const posts = consentPosts(page);
  await page.goto("/the-founder");
  await hydrated(page);
  await expect(banner(page)).toContainText("Global Privacy Control");
  await expect(page.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await expect.poll(() => posts.map((p) => p.choice)).toEqual(["gpc"]);
  // The stored GPC choice makes the worker decline without the header.
  await page.goto("/c/nav-gpc?campaign=spring");
  await page.goto("/?charity=nav-gpc-2&campaign=x");
  await hydrated(page);
  const names = await cookieNames(page);
  for (const name of TRACKING) expect(names).not.toContain(name);
  expect(posts).toHaveLength(1);
});

test("Cookie settings in the footer reopens the choice with focus in it; each re-choice leaves one record", async ({
  page,
}) => {
  await acceptCompliance(page);
  const posts = consentPosts(page);
  await page.goto("/the-founder");
  await hydrated(page);
  await page.getByRole("button", { name: "Accept" }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => posts.map((p) => p.choice)).toEqual(["accept"]);

  const settings = page
    .getByRole("contentinfo")
    .getByRole("button", { name: "Cookie settings" });
  await settings.focus();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toBeVisible();
  expect(
    await banner(page).evaluate((el) => el.contains(document.activeElement)),
  ).toBe(true);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Accept" })).toBeFocused();
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(settings).toBeFocused();
  await expect
    .poll(() => posts.map((p) => p.choice))
    .toEqual(["accept", "decline"]);
  expect(posts.every((p) => p.status === 200)).toBe(true);

  // The re-choice holds across a reload, and the worker honours it.
  await page.goto("/c/after-settings?campaign=x");
  await hydrated(page);
  await expect(banner(page)).toHaveCount(0);
  const names = await cookieNames(page);
  for (const name of TRACKING) expect(names).not.toContain(name);
});

test("a choice stored before policy versions is asked about again", async ({
  page,
  baseURL,
}) => {
  await acceptCompliance(page);
  await page
    .context()
    .addCookies([
      { name: "nir_cookie_consent", value: "accepted", url: baseURL! },
    ]);
  await page.addInitScript(() => {
    localStorage.setItem("nirvana_cookie_consent", "accepted");
    localStorage.setItem("cookiesAccepted", "1");
  });
  await page.goto("/the-founder");
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Accept" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Decline" })).toBeVisible();
});

/** The markup the server rendered, without the page's catalog (words it may show, as data). */
function renderedMarkup(html: string): string {
  return html.replace(
    /<script type="application\/json" id="page-catalog">[\s\S]*?<\/script>/,
    "",
  );
}

test("the server already renders the GPC notice, so the question never flashes", async ({
  request,
}) => {
  const withGpc = renderedMarkup(
    await (
      await request.get("/the-founder", { headers: { "Sec-GPC": "1" } })
    ).text(),
  );
  expect(withGpc).toContain("Global Privacy Control signal is on");
  expect(withGpc).not.toContain(">Decline</button>");
  const without = renderedMarkup(
    await (await request.get("/the-founder")).text(),
  );
  expect(without).not.toContain("Global Privacy Control signal is on");
  expect(without).toContain(">Decline</button>");
});
