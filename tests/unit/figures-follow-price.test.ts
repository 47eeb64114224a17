import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { loadI18n } from "../support/load-i18n";
import { LOCALE_CODES, type Locale } from "#app/lib/i18n/locales.ts";
import {
  documentLocale,
  figureValues,
  fillFigures,
  priceValues,
} from "#app/lib/i18n/price-values.ts";

/*
 * A copy of the business with another price: USD 600 instead of USD 569.
 * Every page's words, every static document and every PDF source must state
 * it, and none may still state the old figures, in any language.
 */
const NEW_PRICE_CENTS = 60_000;
vi.mock("#app/lib/money/terms/programme-terms.ts", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  MEMBERSHIP_PRICE_CENTS: 60_000,
}));

const ROOT = join(import.meta.dirname, "../..");
const OLD = { priceCents: 56_900 };
/** The old figures in a language, as the old price would be written. */
function oldFigures(locale: Locale): string[] {
  const v = figureValues(locale, OLD);
  return [
    v.price,
    v.priceWithCents,
    v.discountedPrice,
    v.saving,
    v.shareExample,
    "569",
  ];
}
const PRICED = [
  "price",
  "priceWithCents",
  "discountedPrice",
  "saving",
  "shareExample",
];

/** Page titles still typed in app/lib/pages/site-routes.ts (tests/unit/figures-home.test.ts). */
const PENDING_MANIFEST_WORDS =
  /in 195 countries|neutral rankings for|RIA seat licences and Trust Code savings/;

describe("a copy of the business with another price", () => {
  it("states the new figures through the one home", () => {
    expect(priceValues("en")).toMatchObject({
      price: "USD 600",
      discountedPrice: "USD 540",
      saving: "USD 60",
      shareExample: "USD 54",
    });
  });

  it.each(LOCALE_CODES)(
    "every message of %s that names a price follows it",
    async (locale) => {
      const i18n = await loadI18n(locale);
      const english = await loadI18n("en");
      const now = priceValues(locale);
      let priced = 0;
      for (const id of Object.keys(i18n.messages)) {
        const text = i18n._(id);
        if (PENDING_MANIFEST_WORDS.test(english._(id))) continue;
        for (const old of oldFigures(locale))
          expect(text, `${locale} ${id}`).not.toContain(old);
        const names = JSON.stringify(i18n.messages[id]);
        const named = PRICED.filter((n) => names.includes(`["${n}"`));
        for (const name of named)
          expect(text, `${locale} ${id}`).toContain(now[name]);
        if (named.length > 0) priced++;
      }
      // The programme, issuer, apply and landing pages state the price in about twenty messages.
      expect(priced).toBeGreaterThanOrEqual(15);
    },
  );

  it("every static document, in every language, states it", () => {
    const dir = join(ROOT, "public/static/html");
    const files = readdirSync(dir, {
      recursive: true,
      encoding: "utf8",
    }).filter((f) => f.endsWith(".html"));
    let priced = 0;
    for (const file of files) {
      const source = readFileSync(join(dir, file), "utf8");
      const locale = documentLocale(file);
      const filled = fillFigures(source, locale);
      expect(filled, file).not.toContain("{{");
      for (const old of oldFigures(locale))
        expect(filled, file).not.toContain(old);
      if (source.includes("{{price}}")) {
        expect(filled, file).toContain(priceValues(locale).price);
        priced++;
      }
    }
    // Fees, membership, why-do-I-need-it and why-people-use in English and
    // each language that has them translated (a new language may show the
    // English ones behind its note), the EULA and the terms.
    const translated = new Set(files.map(documentLocale));
    expect(priced).toBeGreaterThanOrEqual(4 * translated.size + 2);
  });

  const out = mkdtempSync(join(tmpdir(), "nirvana-figures-"));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("every PDF's source states it", () => {
    execFileSync(
      process.execPath,
      [
        "scripts/content/pdf/build.mjs",
        "--html-only",
        `--out=${out}`,
        `--price-cents=${NEW_PRICE_CENTS}`,
      ],
      { cwd: ROOT, stdio: "pipe" },
    );
    const pdfs = readdirSync(join(ROOT, "public/static/pdf")).filter((f) =>
      f.endsWith(".pdf"),
    );
    const sources = readdirSync(out);
    expect(sources.sort()).toEqual(
      pdfs.map((f) => f.replace(/\.pdf$/, ".html")).sort(),
    );
    // A translated source (`<name>.<locale>.html`) is written for its language.
    for (const file of sources) {
      const html = readFileSync(join(out, file), "utf8");
      for (const old of oldFigures(documentLocale(file)))
        expect(html, file).not.toContain(old);
      expect(html, file).not.toContain("{{");
    }
    const stating = sources.filter((f) =>
      readFileSync(join(out, f), "utf8").includes(
        priceValues(documentLocale(f)).price,
      ),
    );
    expect(stating).toContain("your-right-to-know.de.html");
    // Every one-pager, the press quote and "Your right to know" in each language.
    expect(stating.length).toBe(sources.length);
    expect(
      readFileSync(join(out, "your-right-to-know.html"), "utf8"),
    ).toContain("USD 540 per year (10% off)");
  });
});
