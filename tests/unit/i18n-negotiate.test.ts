import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, isLocale } from "#app/lib/i18n/locales.ts";
import { matchLanguageTag, preferredLocale } from "#app/lib/i18n/negotiate.ts";

/** The preferred locale, English when nothing listed is offered. */
const negotiateLocale = (header: string | null | undefined) =>
  preferredLocale(header) ?? DEFAULT_LOCALE;

describe("Accept-Language negotiation", () => {
  it("takes the highest q-value a site locale matches", () => {
    expect(negotiateLocale("fr;q=0.5, de;q=0.9, en;q=0.8")).toBe("de");
    expect(negotiateLocale("ja")).toBe("ja");
    expect(negotiateLocale("is, nl;q=0.7, en;q=0.3")).toBe("nl");
  });

  it("keeps header order between equal q-values", () => {
    expect(negotiateLocale("it, es")).toBe("it");
    expect(negotiateLocale("es;q=0.8, it;q=0.8")).toBe("es");
  });

  it("skips q=0, malformed q-values and the wildcard", () => {
    expect(negotiateLocale("de;q=0, fr;q=0.1")).toBe("fr");
    expect(negotiateLocale("de;q=abc, pl;q=0.2")).toBe("pl");
    expect(negotiateLocale("de;q=2, pl;q=0.2")).toBe("pl");
    expect(preferredLocale("*")).toBeNull();
    expect(negotiateLocale("*, hi;q=0.1")).toBe("hi");
  });

  it("maps regional and script variants to the site locale", () => {
    expect(negotiateLocale("pt-BR")).toBe("pt");
    expect(negotiateLocale("de-AT,de;q=0.9")).toBe("de");
    expect(negotiateLocale("ar-EG")).toBe("ar");
    expect(negotiateLocale("en-GB")).toBe("en");
    expect(negotiateLocale("es-419")).toBe("es");
  });

  /** The locale a fallback should reach: itself once the registry lists it, never another. */
  const offered = (code: string) => (isLocale(code) ? code : null);

  it("serves Simplified Chinese with the Simplified catalog", () => {
    for (const tag of [
      "zh-CN",
      "zh-Hans",
      "zh-Hans-CN",
      "zh-SG",
      "zh",
      "ZH-cn",
      "zh-Hans-TW",
    ])
      expect(matchLanguageTag(tag), tag).toBe("zh");
  });

  it("serves Traditional Chinese (Taiwan, Hong Kong, Macao, Hant) never with Simplified", () => {
    for (const tag of [
      "zh-TW",
      "zh-HK",
      "zh-MO",
      "zh-Hant",
      "zh-Hant-TW",
      "zh-hant-hk",
      "zh_TW",
    ])
      expect(matchLanguageTag(tag), tag).toBe(offered("zh-hant"));
    expect(preferredLocale("zh-TW, zh;q=0.5")).toBe(offered("zh-hant") ?? "zh");
  });

  it("maps Norwegian, Nynorsk and the old and alternative codes to the site's locales", () => {
    for (const [tag, code] of [
      ["no", "nb"],
      ["nn", "nb"],
      ["nn-NO", "nb"],
      ["nb-NO", "nb"],
      ["iw", "he"],
      ["iw-IL", "he"],
      ["tl", "fil"],
      ["tl-PH", "fil"],
      ["in", "id"],
      ["in-ID", "id"],
    ] as const)
      expect(matchLanguageTag(tag), tag).toBe(offered(code));
  });

  it("falls back to English when nothing offered is asked for", () => {
    expect(negotiateLocale("xh, zu;q=0.5")).toBe("en");
    expect(preferredLocale("xh, zu;q=0.5")).toBeNull();
    expect(negotiateLocale("")).toBe("en");
    expect(negotiateLocale(null)).toBe("en");
    expect(negotiateLocale(" , ;q=1")).toBe("en");
  });
});
