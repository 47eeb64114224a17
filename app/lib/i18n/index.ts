/**
 * Languages: the locale registry, catalogs, locale paths, formats, the
 * language menu and negotiation.
 * Code outside app/lib/i18n/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export { localeFromQuery, withLocaleParam } from "#app/lib/i18n/api-locale.ts";
export {
  AREA_NAMES,
  type CatalogArea,
  type CatalogHandle,
  SERVER_ONLY_AREAS,
  pageAreas,
} from "#app/lib/i18n/areas.ts";
export {
  DOCUMENT_CATALOG_ID,
  documentCatalogText,
} from "#app/lib/i18n/browser-catalog.ts";
export {
  type CatalogName,
  hasCatalog,
  loadMessages,
} from "#app/lib/i18n/catalog.ts";
export { chooseLocaleHref } from "#app/lib/i18n/choose-href.ts";
export { DocumentCatalogContext } from "#app/lib/i18n/document-catalog-context.ts";
export { fillPlural, fillWords } from "#app/lib/i18n/fill-words.ts";
export {
  formatCurrencyCents,
  formatNumber,
  formatPercent,
  formatUsdCents,
} from "#app/lib/i18n/format.ts";
export { canonicalUrl, hreflangAlternates } from "#app/lib/i18n/hreflang.ts";
export {
  documentCatalog,
  i18nFor,
  loadCatalogAreas,
  loadedI18n,
} from "#app/lib/i18n/instance.ts";
export {
  LanguageMenuContext,
  type LanguageMenuItem,
  useLanguageMenu,
} from "#app/lib/i18n/language-menu.ts";
export { LANGUAGE_MESSAGES } from "#app/lib/i18n/language-messages.ts";
export {
  localeFromPath,
  localizeHref,
  localizePath,
  splitLocale,
} from "#app/lib/i18n/locale-path.ts";
export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_CODES,
  type Locale,
  isLocale,
  localeInfo,
  perLocale,
  toLocale,
} from "#app/lib/i18n/locales.ts";
export { longDate } from "#app/lib/i18n/long-date.ts";
export { preferredLocale } from "#app/lib/i18n/negotiate.ts";
export { priceValues } from "#app/lib/i18n/price-values.ts";
export { PSEUDO_CATALOG } from "#app/lib/i18n/pseudo.ts";
export { useLocale, useLocalizeHref } from "#app/lib/i18n/use-locale.ts";
