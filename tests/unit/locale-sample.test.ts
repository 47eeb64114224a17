import { describe, expect, it } from "vitest";
import { LOCALES } from "#app/lib/i18n/locales.ts";
import { LOCALE_SCRIPTS } from "#app/lib/qr-kit/fonts.ts";
import {
  longestHeaderWords,
  sample,
  split,
  WALKED_LOCALES,
} from "../support/locale-sample";
import { catalogText } from "../support/catalog-text";

/** The sample the costly browser walks visit (tests/support/locale-sample.ts). */
describe("the walked languages", () => {
  it("hold a language of every script, every right-to-left language, English and German", () => {
    const scripts = new Set(WALKED_LOCALES.map((l) => LOCALE_SCRIPTS[l]));
    expect([...scripts].sort()).toEqual(
      [...new Set(Object.values(LOCALE_SCRIPTS))].sort(),
    );
    for (const l of LOCALES.filter((l) => l.dir === "rtl"))
      expect(WALKED_LOCALES).toContain(l.code);
    expect(WALKED_LOCALES).toContain("en");
    expect(WALKED_LOCALES).toContain("de");
    // A sample, not every language: what the walks save.
    expect(WALKED_LOCALES.length).toBeLessThan(LOCALES.length / 2);
  });

  it("in registry order, each once", () => {
    const order = LOCALES.map((l) => l.code);
    expect(WALKED_LOCALES).toEqual(
      [...new Set(WALKED_LOCALES)].sort(
        (a, b) => order.indexOf(a) - order.indexOf(b),
      ),
    );
    expect(sample(["de", "en", "de"])).toEqual(["en", "de"]);
  });

  it("the longest header words are no shorter than any other language's", () => {
    const length = (l: (typeof LOCALES)[number]["code"]) =>
      [...catalogText(l, "Log in")].length +
      [...catalogText(l, "Subscribe")].length;
    const longest = longestHeaderWords(6);
    expect(longest).toHaveLength(6);
    const shortest = Math.min(...longest.map(length));
    for (const l of LOCALES.filter((l) => !longest.includes(l.code)))
      expect(length(l.code), l.code).toBeLessThanOrEqual(shortest);
  });

  it("split keeps every item once, in order", () => {
    const parts = split([1, 2, 3, 4, 5, 6, 7], 3);
    expect(parts).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(split([1, 2], 3)).toEqual([[1], [2]]);
  });
});
