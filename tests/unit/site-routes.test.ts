import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { SITE_ROUTES } from "#app/lib/pages/site-routes.ts";
import { DEFAULT_LOCALE, LOCALE_CODES } from "#app/lib/i18n/locales.ts";
import { PAGES } from "#app/lib/pages/manifest.ts";
import { englishRouteId } from "#app/lib/pages/queries.ts";
import { PUBLIC_PAGES } from "../e2e/public-pages";

/** Top-level paths React Router serves, as "/path" (index as "/"). */
const all = routes.map((r) => (r.index ? "/" : `/${r.path}`));
const OTHER_LOCALES = LOCALE_CODES.filter((l) => l !== DEFAULT_LOCALE);
const isLocalized = (p: string) =>
  OTHER_LOCALES.some((l) => p.startsWith(`/${l}/`));
/** The English (unprefixed) paths. */
const declared = all.filter((p) => !isLocalized(p));

/** Routes outside the page manifest: machine files, the console, reports, the statement, funnel and remittance files, 404. */
const NOT_PAGES = [
  "/sitemap.xml",
  "/robots.txt",
  "/my-trust-code/statement.csv",
  "/my-trust-code/funnel.csv",
  "/my-trust-code/remittance.pdf",
  "/admin",
  "/admin/export/:list",
  "/admin/people/export",
  "/admin/payouts/:month/:file",
  "/report/:token",
  "/*",
];

/** The pages served in every language besides the public ones. */
const ONE_TIME_ACCOUNT_AND_CHECK = [
  "/verify",
  "/not-me",
  "/my-trust-code",
  "/my-trust-code/sign-in",
  "/my-trust-code/remittance",
  "/my-trust-code/unsubscribe",
  "/c/:code",
];

describe("the route registry", () => {
  it("lists exactly the public pages app/routes.ts declares", () =>
    expect([...SITE_ROUTES.map((r) => r.path)].sort()).toEqual(
      declared
        .filter(
          (p) =>
            !NOT_PAGES.includes(p) && !ONE_TIME_ACCOUNT_AND_CHECK.includes(p),
        )
        .sort(),
    ));
  it("declares every manifest page and nothing else besides the non-pages", () =>
    expect([...declared].sort()).toEqual(
      [...PAGES.map((p) => p.path), ...NOT_PAGES].sort(),
    ));
  it("every non-page route is still declared", () => {
    for (const p of NOT_PAGES) expect(declared).toContain(p);
  });
  it("names each page once", () =>
    expect(new Set(PAGES.map((r) => r.path)).size).toBe(PAGES.length));
  it("puts every public page in the sitemap and no other page", () => {
    expect(SITE_ROUTES.every((r) => r.sitemap)).toBe(true);
    expect(PAGES.filter((p) => p.sitemap).map((p) => p.path)).toEqual(
      SITE_ROUTES.map((r) => r.path),
    );
  });
  it("names exactly the public pages the tests walk", () => {
    expect(SITE_ROUTES.map((route) => route.path)).toEqual([...PUBLIC_PAGES]);
    expect(PUBLIC_PAGES).toContain("/");
    expect(PUBLIC_PAGES.length).toBeGreaterThan(20);
  });
  it("serves each manifest page with its module and route id in every locale", () => {
    for (const page of PAGES)
      for (const l of LOCALE_CODES) {
        const prefix = l === DEFAULT_LOCALE ? "" : `${l}/`;
        const path =
          page.path === "/" ? prefix : `${prefix}${page.path.slice(1)}`;
        const found = routes.find((r) =>
          page.path === "/" && !prefix ? r.index : r.path === path,
        );
        expect(found?.file, `${l} ${page.path}`).toBe(page.module);
        if (prefix) expect(found?.id).toBe(`${prefix}${englishRouteId(page)}`);
      }
  });
  it("serves every public page, e-mail link and code check page in each other locale under /<locale>/", () => {
    const english = [
      ...SITE_ROUTES.map((r) => r.path),
      ...ONE_TIME_ACCOUNT_AND_CHECK,
    ];
    for (const l of OTHER_LOCALES) {
      const prefixed = all
        .filter((p) => p.startsWith(`/${l}/`))
        .map((p) => p.slice(l.length + 1) || "/")
        .sort();
      expect(prefixed).toEqual([...english].sort());
    }
    // Nothing else is localized: the console, reports and machine files exist once.
    expect(all.length).toBe(
      declared.length + OTHER_LOCALES.length * english.length,
    );
  });
});
