/**
 * The programme's figures for tests, read from their one home
 * (app/lib/money/terms/): a test states what a figure means ("one
 * commission", "the minimum less a cent", "the day the hold ends"), never
 * the number. Only tests/unit/figures-golden.test.ts types the figures, so
 * changing one is a source edit plus that test (docs/business-rules.md
 * "Changing a figure"). Runs under node (unit, e2e) and in workerd (worker).
 */
import {
  latestTerms,
  PROGRAMME_TERMS,
  termsAt,
  termsTableRows,
  type ProgrammeTerms,
} from "#app/lib/money/terms/dated-terms.ts";
import {
  CHARITY_PLEDGE_PERCENT,
  CODE_DISCOUNT_PERCENT,
  COMMISSION_HOLD_DAYS,
  discountedPriceCents,
  INDIVIDUAL_COMMISSION_CENTS,
  MEMBERSHIP_PRICE_CENTS,
  ORGANISATION_SHARE_PERCENT,
  ORGANISATION_SHARE_YEARS,
  organisationShareCents,
  PAYOUT_MINIMUM_CENTS,
  percentHalfUp,
} from "#app/lib/money/terms/programme-terms.ts";
import { formatUsdCents } from "#app/lib/i18n/format.ts";
import { priceValues } from "#app/lib/i18n/price-values.ts";
import type { Locale } from "#app/lib/i18n/locales.ts";

export {
  CHARITY_PLEDGE_PERCENT,
  CODE_DISCOUNT_PERCENT,
  COMMISSION_HOLD_DAYS,
  discountedPriceCents,
  INDIVIDUAL_COMMISSION_CENTS,
  latestTerms,
  MEMBERSHIP_PRICE_CENTS,
  ORGANISATION_SHARE_PERCENT,
  ORGANISATION_SHARE_YEARS,
  organisationShareCents,
  PAYOUT_MINIMUM_CENTS,
  percentHalfUp,
  PROGRAMME_TERMS,
  termsAt,
  termsTableRows,
  type ProgrammeTerms,
};

/** An individual issuer's flat commission per paid charge, in cents. */
export const COMMISSION = INDIVIDUAL_COMMISSION_CENTS;
/** The balance a payout run needs, in cents. */
export const MINIMUM = PAYOUT_MINIMUM_CENTS;
/** The hold, in days, before a commission becomes available. */
export const HOLD_DAYS = COMMISSION_HOLD_DAYS;
/** A membership year at today's price, in cents. */
export const PRICE = MEMBERSHIP_PRICE_CENTS;
/** What a code takes off a year, in cents. */
export const CODE_DISCOUNT_CENTS = percentHalfUp(
  MEMBERSHIP_PRICE_CENTS,
  CODE_DISCOUNT_PERCENT,
);
/** What a member with a code pays for a year, in cents. */
export const DISCOUNTED_PRICE = discountedPriceCents(MEMBERSHIP_PRICE_CENTS);

/** `n` individual commissions, in cents. */
export const commissions = (n: number): number => n * COMMISSION;

/** An organisation's share of a charge's net (`netCents`, tax excluded), half-up to the cent. */
export const organisationShare = (netCents: number): number =>
  percentHalfUp(netCents, ORGANISATION_SHARE_PERCENT);

/**
 * The instant `days` days after `iso` (an ISO instant or a UTC date), in
 * the shape it was given: `2026-01-01` + 30 → `2026-01-31`.
 */
export function addDays(iso: string, days: number): string {
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00.000Z` : iso);
  d.setUTCDate(d.getUTCDate() + days);
  const out = d.toISOString();
  return iso.length === 10 ? out.slice(0, 10) : out;
}

/** When a commission of a charge billed at `billedAt` stops being pending (same shape as given). */
export const heldUntil = (billedAt: string): string =>
  addDays(billedAt, termsAt(billedAt).commissionHoldDays);

/**
 * The amounts of a charge for a membership year at today's price, as
 * tests/support/paddle-events.ts `transactionCompleted` takes them: with a
 * code, the code's discount; without, the full price.
 */
export function membershipYear(withCode = true): {
  subtotal: number;
  discount: number;
} {
  return {
    subtotal: MEMBERSHIP_PRICE_CENTS,
    discount: withCode ? CODE_DISCOUNT_CENTS : 0,
  };
}

/** An amount as the payee's page and the console write it: "USD 50.00" in English. */
export const usd = (cents: number, locale: Locale = "en"): string =>
  formatUsdCents(cents, locale);

/** An amount as payout files write it: "500.00". */
export const decimal = (cents: number): string => (cents / 100).toFixed(2);

/** The figures a message names ({price}, {rewardUsd}, {minimum}…), written for `locale`. */
export const figures = (
  locale: Locale = "en",
): Readonly<Record<string, string>> => priceValues(locale);

/** The instant one second before `iso` (an ISO instant). */
export const justBefore = (iso: string): string =>
  new Date(Date.parse(iso) - 1000).toISOString();

/** `text` as a regular expression's source, every special character escaped. */
export const literal = (text: string): string =>
  text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
