import { localeFromCookie } from "#app/lib/platform/index.ts";
import { isLocalizedPage } from "#app/lib/pages/index.ts";
import { i18nFor } from "#app/lib/i18n/instance.ts";
import { LANGUAGE_MESSAGES } from "#app/lib/i18n/language-messages.ts";
import { splitLocale } from "#app/lib/i18n/locale-path.ts";
import { ownName } from "#app/lib/i18n/languages.server.ts";
import {
  DEFAULT_LOCALE,
  localeInfo,
  type Locale,
} from "#app/lib/i18n/locales.ts";
import { preferredLocale } from "#app/lib/i18n/negotiate.ts";

/** The suggestion's words, already in the suggested language. */
export interface LanguageSuggestion {
  locale: Locale;
  htmlLang: string;
  dir: "ltr" | "rtl";
  text: string;
  accept: string;
  dismiss: string;
}

/**
 * On an English public page, for a visitor who has not chosen a language
 * (no nir_locale) and whose browser prefers another site language: the
 * three strings of the suggestion in that language, so the page never
 * loads a second catalog. Null otherwise; nobody is redirected.
 */
export async function languageSuggestion(
  request: Request,
): Promise<LanguageSuggestion | null> {
  const { prefixed, path } = splitLocale(new URL(request.url).pathname);
  if (prefixed || !isLocalizedPage(path)) return null;
  const cookies = request.headers.get("cookie");
  if (cookies?.includes("nir_locale=") && localeFromCookie(cookies))
    return null;
  const wanted = preferredLocale(request.headers.get("accept-language"));
  if (!wanted || wanted === DEFAULT_LOCALE) return null;
  const i18n = await i18nFor(wanted);
  const info = localeInfo(wanted);
  const language = ownName(wanted);
  return {
    locale: wanted,
    htmlLang: info.htmlLang,
    dir: info.dir,
    text: i18n._({ ...LANGUAGE_MESSAGES.suggestion, values: { language } }),
    accept: i18n._({
      ...LANGUAGE_MESSAGES.suggestionAccept,
      values: { language },
    }),
    dismiss: i18n._(LANGUAGE_MESSAGES.suggestionDismiss),
  };
}
