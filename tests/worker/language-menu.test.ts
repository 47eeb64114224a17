import { I18nProvider } from "@lingui/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LanguageSwitcher } from "#app/components/language-switcher.tsx";
import { createI18n } from "#app/lib/i18n/catalog.ts";
import { LanguageMenuContext } from "#app/lib/i18n/language-menu.ts";
import { languageMenu } from "#app/lib/i18n/languages.server.ts";
import type { Locale } from "#app/lib/i18n/locales.ts";

/**
 * The header's language menu as the site's Worker renders it (workerd, the
 * runtime of every server render): the root loader's menu
 * (app/root.tsx, languageMenu) through the switcher component.
 */
function serverMenu(path: string, locale: Locale): string {
  return renderToString(
    createElement(
      I18nProvider,
      { i18n: createI18n(locale, {}) },
      createElement(
        LanguageMenuContext,
        { value: languageMenu(locale) },
        createElement(
          MemoryRouter,
          { initialEntries: [path] },
          createElement(LanguageSwitcher),
        ),
      ),
    ),
  );
}

const headings = (html: string) =>
  [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);

describe("the language menu's areas, rendered on the server", () => {
  it("are named in the page's language, never by their UN M.49 number", () => {
    expect(headings(serverMenu("/de/", "de"))).toEqual([
      "Europa",
      "Asien",
      "Westasien",
      "Afrika",
    ]);
    expect(headings(serverMenu("/ja/", "ja"))).toEqual([
      "ヨーロッパ",
      "アジア",
      "西アジア",
      "アフリカ",
    ]);
    for (const [path, locale] of [
      ["/", "en"],
      ["/ar/", "ar"],
      ["/ko/", "ko"],
      ["/zh-hant/", "zh-hant"],
    ] as const) {
      const names = headings(serverMenu(path, locale));
      expect(names, path).toHaveLength(4);
      for (const name of names) expect(name, path).not.toMatch(/^\s*\d+\s*$/);
    }
  });

  it("would show the numbers with workerd's own Intl data", () => {
    // Why the names are stored (app/lib/i18n/languages.server.ts): this
    // runtime's Intl has no names for the areas.
    const intl = new Intl.DisplayNames(["de"], { type: "region" });
    expect(intl.of("150")).not.toBe("Europa");
  });
});
