import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CHARITY_PLEDGE_PERCENT,
  CODE_DISCOUNT_CENTS,
  CODE_DISCOUNT_PERCENT,
  COMMISSION,
  DISCOUNTED_PRICE,
  MINIMUM,
  ORGANISATION_SHARE_PERCENT,
  organisationShareCents,
  percentHalfUp,
  PRICE,
  figures,
} from "../support/figures";
import { fillFigures } from "#app/lib/i18n/price-values.ts";

const ROOT = join(import.meta.dirname, "../..");

/* What the figures are, in words, is tests/unit/figures-golden.test.ts. */
describe("the business figures' home", () => {
  it("derives the discounted price and the organisation's share in integer cents", () => {
    expect(DISCOUNTED_PRICE).toBe(
      PRICE - percentHalfUp(PRICE, CODE_DISCOUNT_PERCENT),
    );
    expect(Number.isInteger(DISCOUNTED_PRICE)).toBe(true);
    expect(organisationShareCents(DISCOUNTED_PRICE)).toBe(
      percentHalfUp(DISCOUNTED_PRICE, ORGANISATION_SHARE_PERCENT),
    );
    // Half-up to the cent, as the ledger rounds: 10% of 51,215 cents is 5,121.5.
    expect(percentHalfUp(51_215, 10)).toBe(5_122);
  });

  it("fills a document's {{figures}} for its language and refuses an unknown one", () => {
    expect(fillFigures("{{price}} / {{minimum}}", "de")).toBe(
      `${figures("de").price} / ${figures("de").minimum}`,
    );
    expect(() => fillFigures("{{prize}}", "en")).toThrow(/Unknown figure/);
  });
});

/*
 * No text the site, its catalogs, its documents or its scripts ship may type
 * a business figure: each says {price}, {{price}} or reads the home
 * (app/lib/money/terms/programme-terms.ts, docs/business-rules.md "Changing a figure").
 */
const SCANNED = ["app/content", "app/locales", "public/static/html", "scripts"];
/** Written by the PDF build (ignored by git): the figures filled in. */
const GENERATED = ["scripts/content/pdf/out"];
/** A figure's digits, with either decimal mark: 51210 → "512[.,]10". */
const digits = (cents: number) =>
  cents % 100 === 0
    ? String(cents / 100)
    : `${Math.floor(cents / 100)}[.,]${String(cents % 100).padStart(2, "0")}`;
const FIGURES = [
  new RegExp(`\\b${digits(PRICE)}\\b`),
  new RegExp(`\\b${digits(DISCOUNTED_PRICE)}\\b`),
  new RegExp(`\\b${digits(CODE_DISCOUNT_CENTS)}\\b`),
  new RegExp(`\\b${digits(organisationShareCents(DISCOUNTED_PRICE))}\\b`),
  new RegExp(`USD\\s?${digits(COMMISSION)}\\b`),
  new RegExp(`USD\\s?${digits(MINIMUM)}\\b`),
];
/** Numbers that only look like a figure, each with its reason. */
const UNRELATED: { file: RegExp; text: RegExp }[] = [
  // An SVG colour (#475569) in the charity logos' drawing script.
  { file: /^scripts\/content\/media\/charities\.sh$/, text: /#475569/g },
  // Billing fixtures in cents (56900) are matched by no pattern above.
];

function files(dir: string): string[] {
  if (GENERATED.includes(dir)) return [];
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? files(`${dir}/${e.name}`)
      : /\.(ts|tsx|mjs|js|sh|po|html|md)$/.test(e.name)
        ? [`${dir}/${e.name}`]
        : [],
  );
}

describe("figures typed outside their home", () => {
  const scanned = SCANNED.flatMap(files);

  it("scans the content, every catalog, every document and the scripts", () => {
    expect(scanned.filter((f) => f.endsWith(".po")).length).toBeGreaterThan(
      100,
    );
    expect(scanned.filter((f) => f.endsWith(".html")).length).toBeGreaterThan(
      60,
    );
    expect(scanned).toContain("scripts/content/pdf/build.mjs");
  });

  it("finds none", () => {
    const found: string[] = [];
    for (const file of scanned) {
      let text = readFileSync(join(ROOT, file), "utf8");
      for (const { file: f, text: t } of UNRELATED)
        if (f.test(file)) text = text.replace(t, "");
      text.split("\n").forEach((line, i) => {
        for (const figure of FIGURES)
          if (figure.test(line))
            found.push(
              `${relative(ROOT, join(ROOT, file))}:${i + 1}: ${line.trim().slice(0, 120)}`,
            );
      });
    }
    expect(found).toEqual([]);
  });
});

/*
 * The code discount, the organisation's share and the charity pledge are
 * {percent}, {organisationShare} and {pledge} (documents: {{percent}} …), in
 * English and in every translation.
 */
const PERCENTS = new Set([
  CODE_DISCOUNT_PERCENT,
  ORGANISATION_SHARE_PERCENT,
  CHARITY_PLEDGE_PERCENT,
]);
const PERCENT = new RegExp(`(${[...PERCENTS].join("|")})(\\s|&nbsp;)?[%٪]`);
/** Percentages that are no business figure, each with its reason. */
const OTHER_PERCENTS: { file: RegExp; text: RegExp }[] = [
  // Behavioural economics: a 10% fall hurts more than a 10% rise pleases.
  {
    file: /why_people_use_nirvana\.ja\.html$/,
    text: /10%の(下落|上昇)/g,
  },
  // The founder's letter, a signed text: English writes the pledge in words
  // ("Ten percent"), its translations in digits.
  {
    file: /^app\/content\/translations\/(ja|zh)\/founder\.ts$/,
    text: /(連結総収益の|合并总收入的 ?)10%/g,
  },
];

describe("percentages typed outside their home", () => {
  it("find none in the content, the catalogs, the documents or the scripts", () => {
    const found: string[] = [];
    for (const file of SCANNED.flatMap(files)) {
      let text = readFileSync(join(ROOT, file), "utf8");
      for (const { file: f, text: t } of OTHER_PERCENTS)
        if (f.test(file)) text = text.replace(t, "");
      text.split("\n").forEach((line, i) => {
        if (PERCENT.test(line))
          found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(found).toEqual([]);
  });
});
