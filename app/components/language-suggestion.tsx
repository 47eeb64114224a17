import { useLocation } from "react-router";
import { chooseLocaleHref } from "#app/lib/i18n/index.ts";
import type { LanguageSuggestion as Suggestion } from "#app/lib/i18n/index.server.ts";

/**
 * "This page is also available in Deutsch", written in that language, above
 * the header of an English page (app/lib/i18n/suggestion.server.ts decides
 * when). Both answers are choices remembered in nir_locale: switching opens
 * this page in that language; staying in English keeps this page and the
 * suggestion does not come back.
 */
export function LanguageSuggestion({ suggestion }: { suggestion: Suggestion }) {
  const { pathname, search } = useLocation();
  return (
    <LanguageSuggestionView suggestion={suggestion} here={pathname + search} />
  );
}

/**
 * The markup alone, for the page at `here`: the worker renders it into each
 * response's HTML (workers/page-cache.ts) exactly as the browser hydrates it.
 */
export function LanguageSuggestionView({
  suggestion,
  here,
}: {
  suggestion: Suggestion;
  here: string;
}) {
  return (
    <aside
      className="language-suggestion"
      lang={suggestion.htmlLang}
      dir={suggestion.dir}
      aria-labelledby="language-suggestion-text"
    >
      <div className="language-suggestion-inner">
        <p id="language-suggestion-text">{suggestion.text}</p>
        <div className="language-suggestion-actions">
          <a
            className="button primary"
            href={chooseLocaleHref(suggestion.locale, here)}
            hrefLang={suggestion.htmlLang}
          >
            {suggestion.accept}
          </a>
          <a className="button" href={chooseLocaleHref("en", here)}>
            {suggestion.dismiss}
          </a>
        </div>
      </div>
    </aside>
  );
}
