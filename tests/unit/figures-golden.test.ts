import { describe, expect, it } from "vitest";
import { fillFigures } from "#app/lib/i18n/price-values.ts";
import {
  CHARITY_PLEDGE_PERCENT,
  CODE_DISCOUNT_CENTS,
  CODE_DISCOUNT_PERCENT,
  COMMISSION,
  DISCOUNTED_PRICE,
  figures,
  HOLD_DAYS,
  latestTerms,
  MINIMUM,
  ORGANISATION_SHARE_PERCENT,
  ORGANISATION_SHARE_YEARS,
  organisationShareCents,
  PRICE,
  termsTableRows,
  usd,
} from "../support/figures";

/*
 * The golden figures: the one test that types the programme's figures. Every
 * other test derives them from tests/support/figures.ts, so changing a
 * figure is one source edit (app/lib/money/terms/) plus this file
 * (docs/business-rules.md "Changing a figure"). Each line says in English
 * what the site, its documents and the ledger state.
 */
const NBSP = "\u00a0";

describe("the programme's figures, as the business states them", () => {
  it("a membership year is USD 569; a Trust Code takes 10% off: USD 512.10, USD 56.90 saved", () => {
    expect(PRICE).toBe(56_900);
    expect(CODE_DISCOUNT_PERCENT).toBe(10);
    expect(DISCOUNTED_PRICE).toBe(51_210);
    expect(CODE_DISCOUNT_CENTS).toBe(5_690);
    expect(usd(DISCOUNTED_PRICE)).toBe("USD 512.10");
    expect(usd(CODE_DISCOUNT_CENTS)).toBe("USD 56.90");
  });

  it("an individual issuer earns USD 50 per paid year, pending for 30 days", () => {
    expect(COMMISSION).toBe(5_000);
    expect(usd(COMMISSION)).toBe("USD 50.00");
    expect(HOLD_DAYS).toBe(30);
  });

  it("an individual is paid once the available balance reaches USD 500", () => {
    expect(MINIMUM).toBe(50_000);
    expect(usd(MINIMUM)).toBe("USD 500.00");
  });

  it("an organisation earns 10% of each charge's net for 5 years: USD 51.21 of a discounted year", () => {
    expect(ORGANISATION_SHARE_PERCENT).toBe(10);
    expect(ORGANISATION_SHARE_YEARS).toBe(5);
    expect(organisationShareCents(DISCOUNTED_PRICE)).toBe(5_121);
  });

  it("10% of the company's revenues go to charity", () => {
    expect(CHARITY_PLEDGE_PERCENT).toBe(10);
  });

  it("the dated terms: one row since 2026-01-01, with a 6-month lapse grace", () => {
    expect(latestTerms()).toEqual({
      from: "2026-01-01",
      individualCommissionCents: 5_000,
      organisationSharePercent: 10,
      organisationShareYears: 5,
      commissionHoldDays: 30,
      lapseGraceMonths: 6,
      payoutMinimumCents: 50_000,
    });
    expect(termsTableRows()).toEqual([
      ["2026-01-01", "USD 50.00", "10%", "5", "30", "6", "USD 500.00"],
    ]);
  });

  it("English writes them exactly as the pages always said them", () => {
    expect(figures("en")).toEqual({
      price: "USD 569",
      priceWithCents: "USD 569.00",
      discountedPrice: "USD 512.10",
      saving: "USD 56.90",
      shareExample: "USD 51.21",
      reward: "$50",
      rewardUsd: "USD 50",
      percent: "10%",
      organisationShare: "10%",
      pledge: "10%",
      minimum: "USD 500",
      holdDays: "30",
    });
    expect(fillFigures("{{price}} / {{minimum}}", "en")).toBe(
      "USD 569 / USD 500",
    );
  });

  it("German writes them its own way: the unit after the figure, a decimal comma", () => {
    expect(figures("de")).toEqual({
      price: `569${NBSP}USD`,
      priceWithCents: `569,00${NBSP}USD`,
      discountedPrice: `512,10${NBSP}USD`,
      saving: `56,90${NBSP}USD`,
      shareExample: `51,21${NBSP}USD`,
      reward: `50${NBSP}$`,
      rewardUsd: `50${NBSP}USD`,
      percent: `10${NBSP}%`,
      organisationShare: `10${NBSP}%`,
      pledge: `10${NBSP}%`,
      minimum: `500${NBSP}USD`,
      holdDays: "30",
    });
    expect(fillFigures("{{discountedPrice}}", "de")).toBe(`512,10${NBSP}USD`);
  });
});
