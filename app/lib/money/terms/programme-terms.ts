/**
 * The business figures (docs/business-rules.md, docs/ledger.md), each
 * defined once: the ledger's rules and payouts compute with them, and every
 * page, catalog message, static document and PDF states them from here
 * (app/lib/i18n/price-values.ts, scripts/content/figures.mjs). Amounts are
 * integer US cents; derived figures are computed, never typed. The ledger's
 * figures carry the date they apply from (terms/dated-terms.ts); the pages
 * state the newest ones.
 */
import { latestTerms } from "#app/lib/money/terms/dated-terms.ts";

const LATEST = latestTerms();

/** `percent`% of `cents`, half-up to the cent (cents ≥ 0; integers only, no floating point). */
export function percentHalfUp(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

/** The membership, per member per year, billed annually in advance (an RIA seat costs the same). */
export const MEMBERSHIP_PRICE_CENTS = 56_900;

/** What a Trust Code takes off the membership price at checkout. */
export const CODE_DISCOUNT_PERCENT = 10;

/** What a member with a code pays for a year: the price less the discount. */
export function discountedPriceCents(priceCents: number): number {
  return priceCents - percentHalfUp(priceCents, CODE_DISCOUNT_PERCENT);
}

/** An individual issuer earns a flat USD 50.00 per paid charge of an attributed member. */
export const INDIVIDUAL_COMMISSION_CENTS = LATEST.individualCommissionCents;

/** An organisation earns 10% of each attributed charge's net (tax excluded)... */
export const ORGANISATION_SHARE_PERCENT = LATEST.organisationSharePercent;
/** ...for charges billed within 5 years of the member's first paid charge. */
export const ORGANISATION_SHARE_YEARS = LATEST.organisationShareYears;

/** The pages' worked example: an organisation's share of one discounted year with no tax or refund. */
export function organisationShareCents(paidCents: number): number {
  return percentHalfUp(paidCents, ORGANISATION_SHARE_PERCENT);
}

/** The company gives this share of its total consolidated revenues to charity, code or no code. */
export const CHARITY_PLEDGE_PERCENT = 10;

/** Days an individual's commission stays pending after the charge (refund window). */
export const COMMISSION_HOLD_DAYS = LATEST.commissionHoldDays;

/** Individual issuers are paid once their available balance reaches USD 500.00. */
export const PAYOUT_MINIMUM_CENTS = LATEST.payoutMinimumCents;
