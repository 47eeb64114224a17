/**
 * Languages on the server: a document's catalog, the language names, the
 * pseudo-locale, the language suggestion and translated page content.
 * Code outside app/lib/i18n/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export { documentCatalogFor } from "#app/lib/i18n/document-catalog.server.ts";
export {
  languageMenu,
  openGraphLocales,
} from "#app/lib/i18n/languages.server.ts";
export {
  cryptoTranslation,
  cvTranslation,
  fellowsTranslation,
  founderTranslation,
  mediaTranslation,
  walletTranslation,
} from "#app/lib/i18n/page-translations.server.ts";
export { pseudoCatalogRequested } from "#app/lib/i18n/pseudo.server.ts";
export {
  type LanguageSuggestion,
  languageSuggestion,
} from "#app/lib/i18n/suggestion.server.ts";
