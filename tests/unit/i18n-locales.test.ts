import { describe, expect, it } from "vitest";
import {
  isUnlocalizedPath,
  localeFromPath,
  localizeHref,
  localizePath,
  splitLocale,
} from "#app/lib/i18n/locale-path.ts";
import {
  LOCALES,
  LOCALE_CODES,
  isLocale,
  localeInfo,
  toLocale,
} from "#app/lib/i18n/locales.ts";

describe("locale registry", () => {
  it("lists the twelve site locales with their html lang and direction", () => {
    expect(LOCALE_CODES).toEqual([
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
    expect(localeInfo("zh").htmlLang).toBe("zh-Hans");
    expect(localeInfo("ar").dir).toBe("rtl");
    expect(LOCALES.filter((l) => l.dir === "rtl").map((l) => l.code)).toEqual([
      "ar",
    ]);
    expect(localeInfo("de").ownName).toBe("Deutsch");
    expect(localeInfo("ja").ownName).toBe("日本語");
    expect(localeInfo("ar").ownName).toBe("العربية");
  });

  it("gives Intl a locale it supports for every entry", () => {
    for (const l of LOCALES) {
      expect(Intl.DisplayNames.supportedLocalesOf([l.intl])).toEqual([l.intl]);
      expect(new Intl.Locale(l.htmlLang).language).toBe(l.code);
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
