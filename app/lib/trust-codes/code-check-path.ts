import {
  localizePath,
  DEFAULT_LOCALE,
  type Locale,
} from "#app/lib/i18n/index.ts";

/**
 * The address of a code's public check page: the code and a "+", the suffix
 * link platforms use to show what a short link is (app/routes/code-check.tsx),
 * in the given language.
 */
export function codeCheckPath(
  code: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return localizePath(`/c/${encodeURIComponent(code)}+`, locale);
}
