import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { SITE_ROUTES } from "../../app/lib/site-routes";
import { DEFAULT_LOCALE, LOCALE_CODES } from "../../app/lib/i18n/locales";
import { PUBLIC_PAGES } from "../e2e/public-pages";

/** Top-level paths React Router serves, as "/path" (index as "/"). */
const all = routes.map((r) => (r.index ? "/" : `/${r.path}`));
const OTHER_LOCALES = LOCALE_CODES.filter((l) => l !== DEFAULT_LOCALE);
const isLocalized = (p: string) =>
  OTHER_LOCALES.some((l) => p.startsWith(`/${l}/`));
/** The English (unprefixed) paths. */
const declared = all.filter((p) => !isLocalized(p));

/** Routes that are not public pages: machine files, the console, reports, one-time e-mail links, code checks, 404. */
const NOT_PAGES = [
  "/sitemap.xml",
  "/robots.txt",
  "/verify",
  "/not-me",
  "/my-trust-code",
  "/my-trust-code/sign-in",
  "/my-trust-code/statement.csv",
  "/c/:code",
  "/admin",
  "/admin/export/:list",
  "/admin/people/export",
  "/admin/payouts/:month/:file",
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
  it("puts every public page in the sitemap", () =>
    expect(SITE_ROUTES.every((r) => r.sitemap)).toBe(true));
  it("names exactly the public pages the tests walk", () => {
    expect(SITE_ROUTES.map((route) => route.path)).toEqual([...PUBLIC_PAGES]);
  });
  it("serves every public page, e-mail link and code check page in each other locale under /<locale>/", () => {
    const english = [
      ...SITE_ROUTES.map((r) => r.path),
      "/verify",
      "/not-me",
      "/my-trust-code",
      "/my-trust-code/sign-in",
      "/c/:code",
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
