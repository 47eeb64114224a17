import { formatter } from "@lingui/format-po";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATALOG_AREAS } from "#app/lib/i18n/area-files.ts";
import { AREA_NAMES } from "#app/lib/i18n/areas.ts";
import { loadMessages } from "#app/lib/i18n/catalog.ts";
import { loadI18n } from "../support/load-i18n";
import { LANGUAGE_MESSAGES } from "#app/lib/i18n/language-messages.ts";
import {
  DEFAULT_LOCALE,
  LOCALE_CODES,
  localeInfo,
} from "#app/lib/i18n/locales.ts";
import { PSEUDO_CATALOG, wantsPseudoCatalog } from "#app/lib/i18n/pseudo.ts";
import { catalogProblems, type Catalog } from "../support/catalog-check";

const po = formatter({ lineNumbers: false });
const root = new URL("../../app/locales/", import.meta.url);

async function readArea(locale: string, area: string): Promise<Catalog> {
  const filename = `${locale}/${area}.po`;
  const text = readFileSync(new URL(filename, root), "utf8");
  return (await po.parse(text, {
    locale,
    sourceLocale: DEFAULT_LOCALE,
    filename,
  })) as Catalog;
}

/** Every area of a locale as one catalog. */
async function readCatalog(locale: string): Promise<Catalog> {
  const areas = await Promise.all(AREA_NAMES.map((a) => readArea(locale, a)));
  return Object.assign({}, ...areas) as Catalog;
}

describe("catalogs", () => {
  it("exist for exactly the locales of the registry and the tests' pseudo-locale", () => {
    const dirs = readdirSync(root, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(dirs).toEqual([...LOCALE_CODES, PSEUDO_CATALOG].sort());
  });

  it("exist for every area of every locale, marked as drafts outside English until reviewed", () => {
    for (const locale of LOCALE_CODES)
      for (const area of AREA_NAMES) {
        const text = readFileSync(
          new URL(`${locale}/${area}.po`, root),
          "utf8",
        );
        // Drafts until a reviewer marks the locale reviewed in the registry.
        if (locale !== DEFAULT_LOCALE)
          expect(text, `${locale}/${area}.po`).toContain(
            localeInfo(locale).reviewed
              ? "X-Review-Status: reviewed"
              : "X-Review-Status: draft",
          );
      }
  });

  it("name only source files that exist, each in one area", () => {
    const files = Object.values(CATALOG_AREAS).flat();
    expect(new Set(files).size).toBe(files.length);
    for (const file of files)
      expect(existsSync(new URL(`../../${file}`, import.meta.url)), file).toBe(
        true,
      );
  });

  it("hold the extracted source messages", async () => {
    const source = await readCatalog(DEFAULT_LOCALE);
    const messages = Object.values(source).map((e) => e.message);
    expect(messages).toContain("This page is also available in {language}.");
    expect(Object.keys(source).length).toBeGreaterThanOrEqual(6);
  });

  it.each(LOCALE_CODES.filter((l) => l !== DEFAULT_LOCALE))(
    "%s translates every source message with the same placeholders",
    async (locale) => {
      const source = await readCatalog(DEFAULT_LOCALE);
      expect(
        catalogProblems(source, await readCatalog(locale), locale),
      ).toEqual([]);
    },
  );
  it.each(LOCALE_CODES.filter((l) => l !== DEFAULT_LOCALE))(
    "%s gives a message the same translation in every area",
    async (locale) => {
      // The server may hold more areas than the browser (a page's own and the
      // shared ones): two translations of one message would then differ
      // between the render and the hydration.
      const seen = new Map<string, string>();
      const differing: string[] = [];
      for (const area of AREA_NAMES)
        for (const [id, entry] of Object.entries(
          await readArea(locale, area),
        )) {
          const before = seen.get(id);
          if (before !== undefined && before !== entry.translation)
            differing.push(`${area}: ${entry.message ?? id}`);
          seen.set(id, entry.translation ?? "");
        }
      expect(differing).toEqual([]);
    },
  );
});

describe("catalogProblems", () => {
  const source: Catalog = {
    a: { message: "Hello {name}!" },
    b: { message: "{count, plural, one {# result} other {# results}}" },
    c: { message: "{role, select, issuer {Ready} other {Sent}}" },
    d: { message: "Read <0>the terms</0>" },
  };
  const good: Catalog = {
    a: { translation: "Hallo {name}!" },
    b: {
      translation:
        "{count, plural, one {# Ergebnis} few {# x} other {# Ergebnisse}}",
    },
    c: { translation: "{role, select, issuer {Bereit} other {Gesendet}}" },
    d: { translation: "Lesen Sie <0>die Bedingungen</0>" },
  };

  it("accepts a complete catalog whose plural categories differ", () => {
    expect(catalogProblems(source, good, "de")).toEqual([]);
  });

  it("reports a missing and an empty translation", () => {
    const { a: _a, ...noA } = good;
    expect(catalogProblems(source, noA, "de")).toEqual([
      'de: missing translation of "Hello {name}!"',
    ]);
    expect(
      catalogProblems(source, { ...good, a: { translation: "" } }, "de"),
    ).toHaveLength(1);
  });

  it("reports a renamed, dropped or retyped placeholder", () => {
    const renamed = catalogProblems(
      source,
      { ...good, a: { translation: "Hallo {nom}!" } },
      "de",
    );
    expect(renamed).toHaveLength(1);
    expect(renamed[0]).toMatch(/missing: name; unknown: nom/);
    expect(
      catalogProblems(source, { ...good, a: { translation: "Hallo!" } }, "de"),
    ).toHaveLength(1);
    expect(
      catalogProblems(
        source,
        { ...good, b: { translation: "{count} Ergebnisse" } },
        "de",
      )[0],
    ).toMatch(/missing: count:plural; unknown: count/);
  });

  it("reports a dropped select branch and a lost tag", () => {
    expect(
      catalogProblems(
        source,
        { ...good, c: { translation: "{role, select, other {Gesendet}}" } },
        "de",
      )[0],
    ).toMatch(/missing: role=issuer/);
    expect(
      catalogProblems(
        source,
        { ...good, d: { translation: "Lesen Sie die Bedingungen" } },
        "de",
      )[0],
    ).toMatch(/tags of/);
  });

  it("reports a translation that is not valid ICU", () => {
    expect(
      catalogProblems(
        source,
        { ...good, b: { translation: "{count, plural, one {# x}" } },
        "de",
      )[0],
    ).toMatch(/does not compile/);
  });
});

describe("compiled catalogs", () => {
  it("keep each area's words out of the others", async () => {
    const common = await loadMessages("en", "common");
    const landing = await loadMessages("en", "landing");
    const shared = Object.keys(landing).filter((id) => id in common);
    expect(shared).toEqual([]);
    expect(Object.keys(common).length).toBeGreaterThanOrEqual(6);
  });

  it("render English from the source catalog", async () => {
    const i18n = await loadI18n("en");
    expect(
      i18n._({
        ...LANGUAGE_MESSAGES.suggestion,
        values: { language: "Deutsch" },
      }),
    ).toBe("This page is also available in Deutsch.");
    expect(
      i18n._({ ...LANGUAGE_MESSAGES.translationsDraft, values: { count: 1 } }),
    ).toBe("1 page is still being translated.");
  });

  it("render a locale's translation with its own plural rules", async () => {
    const de = await loadI18n("de");
    expect(
      de._({
        ...LANGUAGE_MESSAGES.suggestion,
        values: { language: "Deutsch" },
      }),
    ).toBe("Diese Seite gibt es auch auf Deutsch.");
    const pl = await loadI18n("pl");
    expect(
      pl._({ ...LANGUAGE_MESSAGES.translationsDraft, values: { count: 3 } }),
    ).toBe("3 strony są jeszcze tłumaczone.");
    expect(
      pl._({ ...LANGUAGE_MESSAGES.translationsDraft, values: { count: 5 } }),
    ).toBe("5 stron jest jeszcze tłumaczonych.");
    const ar = await loadI18n("ar");
    expect(
      ar._({ ...LANGUAGE_MESSAGES.translationsDraft, values: { count: 2 } }),
    ).toBe("صفحتان قيد الترجمة.");
    const zh = await loadI18n("zh");
    expect(zh._(LANGUAGE_MESSAGES.switcherLabel)).toBe("语言");
  });

  it("compile to data, not code: no message text is evaluated", async () => {
    const ja = await loadI18n("ja");
    const compiled = Object.values(ja.messages);
    expect(compiled.length).toBeGreaterThanOrEqual(6);
    for (const m of compiled)
      expect(typeof m === "string" || Array.isArray(m)).toBe(true);
  });
});

describe("the pseudo-locale", () => {
  it("accents and lengthens every English message", async () => {
    const en = await loadMessages("en", "common");
    const pseudo = await loadMessages(PSEUDO_CATALOG, "common");
    expect(Object.keys(pseudo).sort()).toEqual(Object.keys(en).sort());
    // A compiled message is a string or tokens: text, [name] or [name, format, cases].
    const flat = (m: unknown): string =>
      typeof m === "string"
        ? m
        : Array.isArray(m)
          ? m
              .map((t: unknown) =>
                typeof t === "string"
                  ? t
                  : Array.isArray(t) && t[2] && typeof t[2] === "object"
                    ? Object.values(t[2] as object)
                        .map(flat)
                        .join("")
                    : "",
              )
              .join("")
          : "";
    let english = 0;
    let accented = 0;
    for (const id of Object.keys(en)) {
      const text = flat(pseudo[id]);
      expect(text, flat(en[id])).not.toMatch(/[A-Za-z]{2,}/);
      // Words shorter than three letters cannot grow by a fraction of one.
      expect(text.length, flat(en[id])).toBeGreaterThanOrEqual(
        flat(en[id]).length,
      );
      english += flat(en[id]).length;
      accented += text.length;
    }
    expect(accented / english).toBeGreaterThan(1.3);
  });

  it("is honoured only on a server that enables it", () => {
    const request = new Request("https://x.example/de/", {
      headers: { cookie: "nir_pseudo=1" },
    });
    expect(wantsPseudoCatalog(request, "on")).toBe(true);
    expect(wantsPseudoCatalog(request, undefined)).toBe(false);
    expect(wantsPseudoCatalog(new Request("https://x.example/de/"), "on")).toBe(
      false,
    );
  });
});
