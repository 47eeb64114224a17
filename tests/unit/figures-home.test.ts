import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import {
  COMMISSION_HOLD_DAYS,
  discountedPriceCents,
  MEMBERSHIP_PRICE_CENTS,
  organisationShareCents,
} from "#app/lib/money/terms/programme-terms.ts";
import { percentHalfUp } from "#app/lib/money/rules/commission.ts";
import { fillFigures, priceValues } from "#app/lib/i18n/price-values.ts";

const ROOT = join(import.meta.dirname, "../..");

describe("the business figures' home", () => {
  it("derives the discounted price and the organisation's share in integer cents", () => {
    const discounted = discountedPriceCents(MEMBERSHIP_PRICE_CENTS);
    expect(discounted).toBe(
      MEMBERSHIP_PRICE_CENTS - percentHalfUp(MEMBERSHIP_PRICE_CENTS, 10),
    );
    expect(Number.isInteger(discounted)).toBe(true);
    expect(organisationShareCents(discounted)).toBe(
      percentHalfUp(discounted, 10),
    );
    // Half-up to the cent, as the ledger rounds: 10% of 51,215 cents is 5,121.5.
    expect(organisationShareCents(51_215)).toBe(5_122);
  });

  it("writes English exactly as the pages always said it", () => {
    expect(priceValues("en")).toMatchObject({
      price: "USD 569",
      priceWithCents: "USD 569.00",
      discountedPrice: "USD 512.10",
      shareExample: "USD 51.21",
      rewardUsd: "USD 50",
      reward: "$50",
      minimum: "USD 500",
      percent: "10%",
      organisationShare: "10%",
      pledge: "10%",
      holdDays: String(COMMISSION_HOLD_DAYS),
    });
  });

  it("fills a document's {{figures}} for its language and refuses an unknown one", () => {
    expect(fillFigures("{{price}} / {{minimum}}", "en")).toBe(
      "USD 569 / USD 500",
    );
    expect(fillFigures("{{discountedPrice}}", "de")).toBe("512,10\u00a0USD");
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
const FIGURES = [
  /\b569\b/,
  /\b512[.,]10\b/,
  /\b51[.,]21\b/,
  /USD\s?50\b/,
  /USD\s?500\b/,
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
const PERCENT = /10(\s|&nbsp;)?[%٪]/;
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
