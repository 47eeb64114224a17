import { useLingui } from "@lingui/react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { LANGUAGE_MESSAGES } from "#app/lib/i18n/language-messages.ts";
import { chooseLocaleHref } from "#app/lib/i18n/choose-href.ts";
import { LOCALES, localeInfo } from "#app/lib/i18n/locales.ts";
import { useLocale } from "#app/lib/i18n/use-locale.ts";

/**
 * The header's language menu: a native disclosure (works by keyboard and
 * without JavaScript) listing each language in its own name and script.
 * Every entry opens the current page and query in that language and
 * remembers the choice (nir_locale).
 */
export function LanguageSwitcher() {
  const { _ } = useLingui();
  const current = localeInfo(useLocale());
  const { pathname, search } = useLocation();
  const ref = useRef<HTMLDetailsElement>(null);
  // Escape closes the open menu and returns focus to its button.
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    details.addEventListener("keydown", onKeyDown);
    return () => details.removeEventListener("keydown", onKeyDown);
  }, []);
  return (
    <details className="language-switcher" ref={ref}>
      <summary title={_(LANGUAGE_MESSAGES.switcherHint)}>
        {/* The code is what fits a phone's header; the name is what is read. */}
        <span
          aria-hidden="true"
          className="language-switcher-code"
          translate="no"
        >
          {current.code.toUpperCase()}
        </span>
        <span className="visually-hidden">
          {_(LANGUAGE_MESSAGES.switcherLabel)}:{" "}
          <span lang={current.htmlLang} translate="no">
            {current.ownName}
          </span>
        </span>
      </summary>
      <ul className="language-switcher-list">
        {LOCALES.map((l) => (
          <li key={l.code}>
            <a
              href={chooseLocaleHref(l.code, pathname + search)}
              hrefLang={l.htmlLang}
              lang={l.htmlLang}
              dir={l.dir}
              translate="no"
              aria-current={l.code === current.code ? "true" : undefined}
            >
              {l.ownName}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
