import { afterEach, describe, expect, it, vi } from "vitest";
import { countriesIn } from "#app/lib/compliance/countries-localized.ts";
import { sortedCountries } from "#app/lib/compliance/countries.ts";
import {
  formatDollars,
  formatNumber,
  formatPercent,
  formatUsd,
} from "#app/lib/i18n/format.ts";
import { perLocale, type Locale } from "#app/lib/i18n/locales.ts";
import { longDate } from "#app/lib/i18n/long-date.ts";
import { figureValues, priceValues } from "#app/lib/i18n/price-values.ts";

// Intl writes a no-break space between figure and unit in these locales.
const NBSP = "\u00a0";

afterEach(() => vi.restoreAllMocks());

/** How many times `run` constructs the spied Intl class. */
function constructions(
  name: "NumberFormat" | "DateTimeFormat",
  run: () => void,
) {
  const spy = vi.spyOn(Intl, name);
  run();
  const count = spy.mock.calls.length;
  spy.mockRestore();
  return count;
}

describe("perLocale", () => {
  it("builds a value once per locale and keeps each locale's own", () => {
    const build = vi.fn((locale: Locale) => ({ locale }));
    const get = perLocale(build);
    const de = get("de");
    expect(get("de")).toBe(de);
    expect(get("fr")).toEqual({ locale: "fr" });
    expect(get("fr")).not.toBe(de);
    get("de");
    get("fr");
    expect(build.mock.calls).toEqual([["de"], ["fr"]]);
  });
});

describe("locale formatters are built once per locale", () => {
  it("writes each locale's figures", () => {
    expect(formatUsd(569, "en")).toBe("USD 569");
    expect(formatUsd(569, "de")).toBe(`569${NBSP}USD`);
    expect(formatUsd(569, "ja")).toBe(`USD${NBSP}569`);
    expect(formatDollars(50, "en")).toBe("$50");
    expect(formatDollars(50, "de")).toBe(`50${NBSP}$`);
    expect(formatDollars(50, "fr")).toBe(`50${NBSP}$`);
    expect(formatPercent(10, "en")).toBe("10%");
    expect(formatPercent(10, "de")).toBe(`10${NBSP}%`);
    expect(formatNumber(1234, "en")).toBe("1234");
    expect(formatNumber(1234, "de")).toBe("1.234");
    expect(formatNumber(5, "ar")).toBe(new Intl.NumberFormat("ar").format(5));
  });

  it("constructs no NumberFormat once a locale's formatters exist", () => {
    const all = (locale: Locale) => {
      formatUsd(569, locale);
      formatDollars(50, locale);
      formatPercent(10, locale);
      formatNumber(3, locale);
    };
    // The spy sees a construction…
    expect(
      constructions("NumberFormat", () => new Intl.NumberFormat("sv")),
    ).toBe(1);
    // …so Italian (not used above) builds its four formatters once, then none.
    expect(constructions("NumberFormat", () => all("it"))).toBe(4);
    expect(
      constructions("NumberFormat", () => {
        for (let i = 0; i < 20; i++) all("it");
      }),
    ).toBe(0);
    // Another locale gets formatters of its own, not Italian ones.
    expect(formatNumber(1234.5, "it")).toBe("1234,5");
    expect(formatNumber(1234.5, "pl")).toBe(`1234,5`);
    expect(formatNumber(12345.5, "pl")).toBe(`12${NBSP}345,5`);
    expect(formatNumber(12345.5, "hi")).toBe("12,345.5");
  });

  it("writes a long date per locale and reuses its formatter", () => {
    expect(longDate("2025-10-14", "en")).toBe("October 14, 2025");
    expect(
      constructions("DateTimeFormat", () => longDate("2025-10-14", "de")),
    ).toBe(1);
    expect(longDate("2025-10-14", "de")).toBe("14. Oktober 2025");
    expect(
      constructions("DateTimeFormat", () => {
        for (let i = 0; i < 20; i++) longDate("2025-10-14", "de");
      }),
    ).toBe(0);
    expect(longDate("2025-01-02", "de")).toBe("2. Januar 2025");
  });
});

describe("priceValues", () => {
  it("is one frozen object per locale with that locale's figures", () => {
    const de = priceValues("de");
    // The values themselves, in English and German: tests/unit/figures-golden.test.ts.
    expect(de).toEqual(figureValues("de"));
    expect(de.price).toMatch(new RegExp(`^[\\d.,]+${NBSP}USD$`));
    expect(priceValues("de")).toBe(de);
    expect(Object.isFrozen(de)).toBe(true);
    expect(priceValues("en")).toEqual(figureValues("en"));
    expect(priceValues("en")).not.toEqual(de);
    expect(priceValues("en")).not.toBe(de);
  });
});

describe("countriesIn", () => {
  it("names and sorts a locale's list once and shares it, frozen", () => {
    const displayNames = vi.spyOn(Intl, "DisplayNames");
    const de = countriesIn("de");
    expect(displayNames).toHaveBeenCalledTimes(1);
    expect(countriesIn("de")).toBe(de);
    expect(displayNames).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(de)).toBe(true);
    expect(Object.isFrozen(de[0])).toBe(true);
    expect(de.slice(0, 2)).toEqual([
      { code: "GB", name: "Vereinigtes Königreich" },
      { code: "US", name: "Vereinigte Staaten" },
    ]);
    const rest = de.slice(2).map((c) => c.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator("de").compare));
  });

  it("keeps each locale's list apart and English unchanged", () => {
    const fr = countriesIn("fr");
    expect(fr).not.toBe(countriesIn("de"));
    expect(fr[0]).toEqual({ code: "GB", name: "Royaume-Uni" });
    expect(fr.find((c) => c.code === "DE")?.name).toBe("Allemagne");
    expect(countriesIn("de").find((c) => c.code === "DE")?.name).toBe(
      "Deutschland",
    );
    expect(countriesIn("en")).toEqual(sortedCountries());
  });
});
