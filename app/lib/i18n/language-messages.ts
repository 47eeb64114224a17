import { msg } from "@lingui/core/macro";

/**
 * Words of the language switcher and the "this page exists in your language"
 * suggestion. They also prove the catalog pipeline end to end
 * (tests/unit/i18n-catalog.test.ts).
 */
export const LANGUAGE_MESSAGES = {
  switcherLabel: msg`Language`,
  switcherHint: msg`Choose the language of this site`,
  suggestion: msg`This page is also available in {language}.`,
  suggestionAccept: msg`Switch to {language}`,
  suggestionDismiss: msg`Stay in English`,
  translationsDraft: msg`{count, plural, one {# page is still being translated.} other {# pages are still being translated.}}`,
};
