import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  isUnlocalizedPath,
  localeFromPath,
  localizeHref,
  localizePath,
  splitLocale,
} from "#app/lib/i18n/locale-path.ts";
import {
  ownName,
  REGION_NAMES,
  SWITCHER_REGIONS,
} from "#app/lib/i18n/languages.server.ts";
import {
  LOCALES,
  LOCALE_CODES,
  isLocale,
  localeInfo,
  toLocale,
} from "#app/lib/i18n/locales.ts";

describe("locale registry", () => {
  /**
   * Every locale the site may list (shared contract): URL code → html lang
   * and direction. The registry lists English first, then any of these, each
   * once; a code outside this table is a mistake.
   */
  const CONTRACT: Record<string, [string, "ltr" | "rtl"]> = {
    en: ["en", "ltr"],
    de: ["de", "ltr"],
    fr: ["fr", "ltr"],
    es: ["es", "ltr"],
    it: ["it", "ltr"],
    pt: ["pt", "ltr"],
    nl: ["nl", "ltr"],
    pl: ["pl", "ltr"],
    ja: ["ja", "ltr"],
    zh: ["zh-Hans", "ltr"],
    hi: ["hi", "ltr"],
    ar: ["ar", "rtl"],
    ...Object.fromEntries(
      "ru uk tr ko vi id th ms fil bn ta sv da nb fi cs el ro hu sw"
        .split(" ")
        .map((c) => [c, [c, "ltr"]]),
    ),
    "zh-hant": ["zh-Hant", "ltr"],
    he: ["he", "rtl"],
    fa: ["fa", "rtl"],
    ur: ["ur", "rtl"],
  };

  it("lists the twelve first locales, then others of the contract, each with its html lang and direction", () => {
    expect(LOCALE_CODES.slice(0, 12)).toEqual([
      "en",
      "de",
      "fr",
      "es",
      "it",
      "pt",
      "nl",
      "pl",
      "ja",
      "zh",
      "hi",
      "ar",
    ]);
    expect(new Set(LOCALE_CODES).size).toBe(LOCALE_CODES.length);
    for (const l of LOCALES) {
      expect(CONTRACT[l.code], l.code).toEqual([l.htmlLang, l.dir]);
    }
    expect(localeInfo("zh").htmlLang).toBe("zh-Hans");
    expect(localeInfo("ar").dir).toBe("rtl");
    expect(ownName("de")).toBe("Deutsch");
    expect(ownName("ja")).toBe("日本語");
    expect(ownName("ar")).toBe("العربية");
  });

  it("marks English reviewed, and another locale only when its catalogs say a reviewer passed them", () => {
    expect(localeInfo("en").reviewed).toBe(true);
    for (const l of LOCALES.filter((l) => l.code !== "en")) {
      const header = readFileSync(
        new URL(`../../app/locales/${l.code}/common.po`, import.meta.url),
        "utf8",
      );
      // docs/translation.md "Review status"
      expect(header, l.code).toContain(
        l.reviewed ? "X-Review-Status: reviewed" : "X-Review-Status: draft",
      );
    }
  });

  it("gives Intl a locale it supports for every entry", () => {
    for (const l of LOCALES) {
      expect(Intl.DisplayNames.supportedLocalesOf([l.htmlLang])).toEqual([
        l.htmlLang,
      ]);
      expect(new Intl.Locale(l.htmlLang).language).toBe(l.code.split("-")[0]);
    }
  });

  it("recognises codes exactly and html lang values in any case", () => {
    expect(isLocale("de")).toBe(true);
    expect(isLocale("DE")).toBe(false);
    expect(isLocale("zh-Hans")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(toLocale("DE")).toBe("de");
    expect(toLocale("zh-hans")).toBe("zh");
    expect(toLocale("xx")).toBeNull();
    expect(toLocale("")).toBeNull();
  });
});

describe("locale from a path", () => {
  it("reads the first segment", () => {
    expect(splitLocale("/de/demo")).toEqual({
      locale: "de",
      prefixed: true,
      path: "/demo",
    });
    expect(splitLocale("/ja/")).toEqual({
      locale: "ja",
      prefixed: true,
      path: "/",
    });
    expect(splitLocale("/ar")).toEqual({
      locale: "ar",
      prefixed: true,
      path: "/",
    });
    expect(splitLocale("/en/terms")).toEqual({
      locale: "en",
      prefixed: true,
      path: "/terms",
    });
  });

  it("treats unprefixed and unknown first segments as English", () => {
    expect(splitLocale("/demo")).toEqual({
      locale: "en",
      prefixed: false,
      path: "/demo",
    });
    expect(splitLocale("/")).toEqual({
      locale: "en",
      prefixed: false,
      path: "/",
    });
    expect(localeFromPath("/deutsch/demo")).toBe("en");
    expect(localeFromPath("/DE/demo")).toBe("en");
    expect(localeFromPath("/zh-Hans/demo")).toBe("en");
    expect(localeFromPath("/zh/demo")).toBe("zh");
  });
});

describe("localized paths", () => {
  it("keeps English unprefixed and prefixes every other locale", () => {
    expect(localizePath("/demo", "en")).toBe("/demo");
    expect(localizePath("/demo", "de")).toBe("/de/demo");
    expect(localizePath("/", "de")).toBe("/de/");
    expect(localizePath("/", "en")).toBe("/");
    expect(localizePath("/what-is-compass-score", "zh")).toBe(
      "/zh/what-is-compass-score",
    );
  });

  it("replaces an existing prefix", () => {
    expect(localizePath("/de/demo", "fr")).toBe("/fr/demo");
    expect(localizePath("/de/", "en")).toBe("/");
    expect(localizePath("/en/terms", "en")).toBe("/terms");
  });

  it("never prefixes unlocalized paths", () => {
    for (const p of [
      "/c/ABC123",
      "/api/countries",
      "/static/x.pdf",
      "/admin",
      "/admin/codes",
      "/report/2026-10",
      "/sitemap.xml",
      "/robots.txt",
    ]) {
      expect(localizePath(p, "de")).toBe(p);
    }
    expect(localizePath("/de/api/countries", "ja")).toBe("/api/countries");
  });
});

describe("unlocalized paths", () => {
  it.each([
    "/c/ABC123",
    "/с/ABC123",
    "/%D1%81/ABC123",
    "/api",
    "/api/countries",
    "/static/docs/a.pdf",
    "/admin",
    "/admin/requests",
    "/report/x",
    "/sitemap.xml",
    "/robots.txt",
  ])("%s is not localized", (p) => {
    expect(isUnlocalizedPath(p)).toBe(true);
  });

  it.each([
    "/",
    "/demo",
    "/terms",
    "/apiary",
    "/cv",
    "/c",
    "/static",
    "/reports",
    "/sitemap.xml.bak",
    "/%E0%A4%A",
    "/c/NIR-ABC1234+",
    "/c/NIR-ABC1234%2B",
  ])("%s is a localized page", (p) => {
    expect(isUnlocalizedPath(p)).toBe(false);
  });
});

describe("localized links", () => {
  it("keeps the query and fragment of an internal link", () => {
    expect(localizeHref("/?fromsubpage=true", "de")).toBe(
      "/de/?fromsubpage=true",
    );
    expect(localizeHref("/demo#chat", "ja")).toBe("/ja/demo#chat");
    expect(localizeHref("/demo?x=1", "en")).toBe("/demo?x=1");
  });
  it("leaves external, protocol-relative and unlocalized links alone", () => {
    for (const href of [
      "https://example.com/",
      "//cdn.example/x",
      "#main",
      "mailto:a@b.c",
      "/static/pdf/a.pdf",
      "/api/health",
    ])
      expect(localizeHref(href, "ar")).toBe(href);
  });
});

describe("the language menu's area names", () => {
  it("name every area in every language as CLDR does (Czech capitalised, Filipino in Filipino)", () => {
    for (const l of LOCALES) {
      const names = REGION_NAMES[l.code];
      const cldr = new Intl.DisplayNames([l.htmlLang], { type: "region" });
      SWITCHER_REGIONS.forEach((region, i) => {
        const name = names[i]!;
        expect(name, `${l.code} ${region}`).not.toMatch(/\d/);
        if (l.code === "fil") return;
        const expected = cldr.of(region)!;
        expect(name, `${l.code} ${region}`).toBe(
          l.code === "cs"
            ? expected[0]!.toUpperCase() + expected.slice(1)
            : expected,
        );
      });
    }
    expect(REGION_NAMES.fil).toEqual([
      "Europa",
      "Asya",
      "Kanlurang Asya",
      "Aprika",
    ]);
  });
});
