import {
  CHARITY_PLEDGE_PERCENT,
  CODE_DISCOUNT_PERCENT,
  COMMISSION_HOLD_DAYS,
  discountedPriceCents,
  INDIVIDUAL_COMMISSION_CENTS,
  MEMBERSHIP_PRICE_CENTS,
  ORGANISATION_SHARE_PERCENT,
  organisationShareCents,
  PAYOUT_MINIMUM_CENTS,
} from "#app/lib/money/terms/programme-terms.ts";
import {
  formatDollars,
  formatNumber,
  formatPercent,
  formatUsd,
  formatUsdCents,
} from "#app/lib/i18n/format.ts";
import {
  DEFAULT_LOCALE,
  LOCALE_CODES,
  perLocale,
  type Locale,
} from "#app/lib/i18n/locales.ts";

/** The price a page states; everything else follows from it (app/lib/money/terms/programme-terms.ts). */
export interface Figures {
  priceCents: number;
}

/** The business's figures as they are. */
export const FIGURES: Figures = { priceCents: MEMBERSHIP_PRICE_CENTS };

/** Whole dollars without cents ("USD 569"), other amounts with them ("USD 512.10"). */
function usd(cents: number, locale: Locale): string {
  return cents % 100 === 0
    ? formatUsd(cents / 100, locale)
    : formatUsdCents(cents, locale);
}

/**
 * The figures a message may name, written for the locale: {price} "USD 569",
 * {priceWithCents} "USD 569.00", {discountedPrice} "USD 512.10" (the price with a code),
 * {saving} "USD 56.90" (what a code takes off the price), {shareExample}
 * "USD 51.21" (an organisation's share of it), {reward} "$50", {rewardUsd}
 * "USD 50", {percent} "10%" (the code discount), {organisationShare} "10%",
 * {pledge} "10%" (of revenues, to charity),
 * {minimum} "USD 500" (an issuer's payout minimum), {holdDays} "30" (days a
 * commission stays pending). The static documents and the PDFs are filled
 * from the same values (scripts/content/figures.mjs); `figures` is there so
 * a test can state another price.
 */
export function figureValues(
  locale: Locale,
  figures: Figures = FIGURES,
): Record<string, string> {
  const discounted = discountedPriceCents(figures.priceCents);
  return {
    price: usd(figures.priceCents, locale),
    priceWithCents: formatUsdCents(figures.priceCents, locale),
    discountedPrice: usd(discounted, locale),
    saving: usd(figures.priceCents - discounted, locale),
    shareExample: usd(organisationShareCents(discounted), locale),
    reward: formatDollars(INDIVIDUAL_COMMISSION_CENTS / 100, locale),
    rewardUsd: usd(INDIVIDUAL_COMMISSION_CENTS, locale),
    percent: formatPercent(CODE_DISCOUNT_PERCENT, locale),
    organisationShare: formatPercent(ORGANISATION_SHARE_PERCENT, locale),
    pledge: formatPercent(CHARITY_PLEDGE_PERCENT, locale),
    minimum: usd(PAYOUT_MINIMUM_CENTS, locale),
    holdDays: formatNumber(COMMISSION_HOLD_DAYS, locale),
  };
}

/**
 * The figures of `figureValues` for the business as it is. Several
 * components of every page ask for them, so they are written once per
 * locale; frozen, as every caller shares the same object.
 */
export const priceValues: (locale: Locale) => Readonly<Record<string, string>> =
  perLocale((locale) => Object.freeze(figureValues(locale)));

/**
 * A static document or PDF source with each `{{name}}` replaced by the
 * figure `name` of `figureValues`, written for `locale`; a name that is no
 * figure is an error, so a typo never reaches a reader.
 */
export function fillFigures(
  text: string,
  locale: Locale,
  figures: Figures = FIGURES,
): string {
  const values = figureValues(locale, figures);
  return text.replace(/\{\{(\w+)\}\}/g, (token, name: string) => {
    if (!Object.hasOwn(values, name))
      throw new Error(`Unknown figure ${token}`);
    return values[name];
  });
}

/** The language of a static document from its name: `<name>.<locale>.html`, else English. */
export function documentLocale(fileName: string): Locale {
  const code = /\.([a-z]{2})\.html$/.exec(fileName)?.[1];
  return LOCALE_CODES.find((l) => l === code) ?? DEFAULT_LOCALE;
}
