import { localeInfo, perLocale, type Locale } from "#app/lib/i18n/locales.ts";

/** One formatter per locale and shape, built on first use (perLocale in ./locales.ts). */
const usdCode = perLocale(
  (locale) =>
    new Intl.NumberFormat(localeInfo(locale).htmlLang, {
      style: "currency",
      currency: "USD",
      currencyDisplay: "code",
      maximumFractionDigits: 0,
    }),
);
const usdSymbol = perLocale(
  (locale) =>
    new Intl.NumberFormat(localeInfo(locale).htmlLang, {
      style: "currency",
      currency: "USD",
      currencyDisplay: "narrowSymbol",
      maximumFractionDigits: 0,
    }),
);
const percent = perLocale(
  (locale) =>
    new Intl.NumberFormat(localeInfo(locale).htmlLang, {
      style: "percent",
      maximumFractionDigits: 0,
    }),
);
const plain = perLocale(
  (locale) => new Intl.NumberFormat(localeInfo(locale).htmlLang),
);

/**
 * Numbers and prices for the page's language. English keeps the exact
 * wording the site has always shown ("USD 569", "$50", "10%"); every other
 * locale gets what Intl writes for it ("569 USD" in German).
 */
export function formatUsd(amount: number, locale: Locale): string {
  if (locale === "en") return `USD ${amount}`;
  return usdCode(locale).format(amount);
}

/** A dollar amount with the symbol, as in "$50 per referral". */
export function formatDollars(amount: number, locale: Locale): string {
  if (locale === "en") return `$${amount}`;
  return usdSymbol(locale).format(amount);
}

/** A whole percentage: 10 becomes "10%" (English), "10 %" (German). */
export function formatPercent(percentage: number, locale: Locale): string {
  if (locale === "en") return `${percentage}%`;
  return percent(locale).format(percentage / 100);
}

/** A plain count or position ("2" of "5") in the locale's digits. */
export function formatNumber(n: number, locale: Locale): string {
  if (locale === "en") return String(n);
  return plain(locale).format(n);
}

const usdCents = perLocale(
  (locale) =>
    new Intl.NumberFormat(localeInfo(locale).htmlLang, {
      style: "currency",
      currency: "USD",
      currencyDisplay: "code",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/**
 * Money of the payee's page, from integer cents: "USD 50.00" in English,
 * what Intl writes elsewhere ("50,00 USD" in German). Cents divide exactly
 * by 100 in binary only approximately, but two fraction digits round back.
 */
export function formatUsdCents(cents: number, locale: Locale): string {
  if (locale === "en") {
    const abs = Math.abs(cents);
    const whole = Math.floor(abs / 100).toLocaleString("en-US");
    const frac = String(abs % 100).padStart(2, "0");
    return `${cents < 0 ? "-" : ""}USD ${whole}.${frac}`;
  }
  return usdCents(locale).format(cents / 100);
}

/**
 * Money kept in another currency than USD, from its minor units ("EUR 47.61"
 * in English, "47,61 EUR" in German): shown as itself, never relabelled.
 */
export function formatCurrencyCents(
  cents: number,
  currency: string,
  locale: Locale,
): string {
  if (locale === "en") {
    const abs = Math.abs(cents);
    const whole = Math.floor(abs / 100).toLocaleString("en-US");
    const frac = String(abs % 100).padStart(2, "0");
    return `${cents < 0 ? "-" : ""}${currency} ${whole}.${frac}`;
  }
  return new Intl.NumberFormat(localeInfo(locale).htmlLang, {
    style: "currency",
    currency,
    currencyDisplay: "code",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
