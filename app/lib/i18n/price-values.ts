import { BRAND } from "../brand";
import { formatDollars, formatPercent, formatUsd } from "./format";
import { PAYOUT_MINIMUM_USD, REFERRAL_REWARD_USD } from "../issuer-terms";
import { perLocale, type Locale } from "./locales";

/** The code discount and an organisation's share (docs/business-rules.md). */
const CODE_PERCENT = 10;
const ORGANISATION_SHARE_PERCENT = 10;

/**
 * The figures the landing's and the shell's messages may name, written for
 * the locale: {price} "USD 569", {reward} "$50", {rewardUsd} "USD 50",
 * {percent} "10%" (the code discount), {organisationShare} "10%",
 * {minimum} "USD 500" (an issuer's payout minimum). Several
 * components of every page ask for them, so they are written once per
 * locale; frozen, as every caller shares the same object.
 */
export const priceValues: (locale: Locale) => Readonly<Record<string, string>> =
  perLocale((locale) =>
    Object.freeze({
      price: formatUsd(BRAND.priceUsdPerYear, locale),
      reward: formatDollars(REFERRAL_REWARD_USD, locale),
      rewardUsd: formatUsd(REFERRAL_REWARD_USD, locale),
      percent: formatPercent(CODE_PERCENT, locale),
      organisationShare: formatPercent(ORGANISATION_SHARE_PERCENT, locale),
      minimum: formatUsd(PAYOUT_MINIMUM_USD, locale),
    }),
  );
