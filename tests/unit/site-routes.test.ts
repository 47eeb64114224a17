import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { SITE_ROUTES } from "../../app/lib/site-routes";

/** Top-level paths React Router serves, as "/path" (index as "/"). */
const declared = routes.map((r) => (r.index ? "/" : `/${r.path}`));

/** Routes that are not public pages: machine files, the console, reports, 404. */
const NOT_PAGES = [
  "/sitemap.xml",
  "/robots.txt",
  "/admin",
  "/admin/export/:list",
  "/report/:token",
  "/*",
];

describe("the route registry", () => {
  it("lists exactly the public pages app/routes.ts declares", () =>
    expect([...SITE_ROUTES.map((r) => r.path)].sort()).toEqual(
      declared.filter((p) => !NOT_PAGES.includes(p)).sort(),
    ));
  it("every non-page route is still declared", () => {
    for (const p of NOT_PAGES) expect(declared).toContain(p);
  });
  it("names each page once", () =>
    expect(new Set(SITE_ROUTES.map((r) => r.path)).size).toBe(
      SITE_ROUTES.length,
    ));
  it("holds this list of public pages", () =>
    expect(SITE_ROUTES.map((r) => r.path)).toEqual([
      "/",
      "/demo",
      "/trust-code-programme",
      "/get-your-trust-code",
      "/have-a-code-or-need-one",
      "/member-eula",
      "/terms",
      "/why-people-use-nirvana",
      "/why-do-we-exist",
      "/what-is-compass-score",
      "/what-does-an-annual-nirvana-membership-give-you",
      "/nirvana-membership-fees",
      "/why-do-i-need-it",
      "/the-founder",
      "/what-is-this-all-about",
      "/nirvana-fellows",
      "/dr-elena-varga",
      "/founder-statement-on-cryptocurrencies",
      "/bitcoin",
      "/ether",
      "/stablecoins",
      "/your-right-to-know",
      "/nirvana-wallet",
    ]));
  it("puts every public page in the sitemap", () =>
    expect(SITE_ROUTES.every((r) => r.sitemap)).toBe(true));
});
