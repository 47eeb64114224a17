import { describe, expect, it } from "vitest";
import { canonicalUrl, hreflangAlternates } from "#app/lib/i18n/hreflang.ts";
import {
  LOCALE_COOKIE,
  localeCookie,
  localeFromCookie,
} from "#app/lib/platform/cookies.ts";
import { LOCALES } from "#app/lib/i18n/locales.ts";

describe("nir_locale cookie", () => {
  it("serialises a year-long Lax cookie, Secure only on https", () => {
    expect(LOCALE_COOKIE).toBe("nir_locale");
    expect(localeCookie("de", { secure: true })).toBe(
      "nir_locale=de; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
    expect(localeCookie("ja", { secure: false })).toBe(
      "nir_locale=ja; Path=/; Max-Age=31536000; SameSite=Lax",
    );
  });

  it("widens to a parent domain when given one", () => {
    expect(
      localeCookie("ar", { secure: true, domain: "nirvana.example" }),
    ).toBe(
      "nir_locale=ar; Path=/; Max-Age=31536000; SameSite=Lax; Domain=nirvana.example; Secure",
    );
  });

  it("parses the locale back among other cookies", () => {
    expect(localeFromCookie("a=1; nir_locale=zh; nir_sid=x")).toBe("zh");
    expect(localeFromCookie("nir_locale=en")).toBe("en");
  });

  it("ignores a missing, unknown or malformed value", () => {
    expect(localeFromCookie(null)).toBeNull();
    expect(localeFromCookie("")).toBeNull();
    expect(localeFromCookie("nir_locale=xx")).toBeNull();
    expect(localeFromCookie("nir_locale=zh-Hans")).toBeNull();
    expect(localeFromCookie("nir_locale=%E0%A4%A")).toBeNull();
    expect(localeFromCookie("other_nir_locale=de")).toBeNull();
  });
});

describe("hreflang alternates", () => {
  const origin = "https://nirvana.example";

  it("links every language version and x-default to English", () => {
    const links = hreflangAlternates("/demo", origin);
    expect(links).toHaveLength(LOCALES.length + 1);
    expect(links[0]).toEqual({
      hreflang: "en",
      href: "https://nirvana.example/demo",
    });
    expect(links).toContainEqual({
      hreflang: "de",
      href: "https://nirvana.example/de/demo",
    });
    expect(links).toContainEqual({
      hreflang: "zh-Hans",
      href: "https://nirvana.example/zh/demo",
    });
    expect(links).toContainEqual({
      hreflang: "ar",
      href: "https://nirvana.example/ar/demo",
    });
    expect(links.at(-1)).toEqual({
      hreflang: "x-default",
      href: "https://nirvana.example/demo",
    });
    expect(new Set(links.map((l) => l.hreflang))).toEqual(
      new Set([...LOCALES.map((l) => l.htmlLang), "x-default"]),
    );
  });

  it("gives the same set from any language version of a page", () => {
    expect(hreflangAlternates("/ja/terms", origin)).toEqual(
      hreflangAlternates("/terms", origin),
    );
  });

  it("uses /<locale>/ for home pages", () => {
    const links = hreflangAlternates("/fr/", origin);
    expect(links).toContainEqual({
      hreflang: "fr",
      href: "https://nirvana.example/fr/",
    });
    expect(links).toContainEqual({
      hreflang: "x-default",
      href: "https://nirvana.example/",
    });
  });

  it("has none for unlocalized paths", () => {
    expect(hreflangAlternates("/api/countries", origin)).toEqual([]);
    expect(hreflangAlternates("/admin", origin)).toEqual([]);
  });

  it("builds the self-referencing canonical", () => {
    expect(canonicalUrl("/de/demo", origin)).toBe(
      "https://nirvana.example/de/demo",
    );
    expect(canonicalUrl("/demo", origin)).toBe("https://nirvana.example/demo");
    expect(canonicalUrl("/en/demo", origin)).toBe(
      "https://nirvana.example/demo",
    );
    expect(canonicalUrl("/pl", origin)).toBe("https://nirvana.example/pl/");
  });
});
