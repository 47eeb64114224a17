import { useLingui } from "@lingui/react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import {
  LANGUAGE_MESSAGES,
  chooseLocaleHref,
  useLanguageMenu,
  type LanguageMenuItem,
  localeInfo,
  type Locale,
  useLocale,
} from "#app/lib/i18n/index.ts";

/** One language of the menu, in its own name and script. */
function LanguageItem({
  item,
  current,
}: {
  item: LanguageMenuItem;
  current: Locale;
}) {
  const { pathname, search } = useLocation();
  const locale = item.code;
  const l = localeInfo(locale);
  return (
    <li>
      <a
        href={chooseLocaleHref(locale, pathname + search)}
        hrefLang={l.htmlLang}
        lang={l.htmlLang}
        dir={l.dir}
        translate="no"
        aria-current={locale === current ? "true" : undefined}
      >
        {item.name}
      </a>
    </li>
  );
}

/**
 * The header's language menu: a native disclosure (works by keyboard and
 * without JavaScript) listing each language in its own name and script,
 * English first, then grouped by region so thirty-odd names stay easy to
 * scan on a phone. Every entry opens the current page and query in that
 * language and remembers the choice (nir_locale). The names come from the
 * server (app/lib/i18n/language-menu.ts): without them (a page no root
 * loader served) the button shows the code and the menu is empty.
 */
export function LanguageSwitcher() {
  const { _ } = useLingui();
  const locale = useLocale();
  const current = localeInfo(locale);
  const menu = useLanguageMenu();
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
          {/* "ZH" for both Chinese: the list and the hidden name tell them apart. */}
          {current.code.split("-")[0]!.toUpperCase()}
        </span>
        <span className="visually-hidden">
          {_(LANGUAGE_MESSAGES.switcherLabel)}:{" "}
          <span lang={current.htmlLang} translate="no">
            {menu?.current ?? current.code}
          </span>
        </span>
      </summary>
      <div className="language-switcher-list">
        {menu && (
          <ul>
            <LanguageItem item={menu.first} current={locale} />
          </ul>
        )}
        {menu?.regions.map(({ region, name, languages }) => {
          const id = `language-region-${region}`;
          return (
            <section key={region} aria-labelledby={id}>
              {/* CLDR's name of the area (data-intl: locale data, not a catalog message). */}
              <h2 id={id} data-intl="">
                {name}
              </h2>
              <ul>
                {languages.map((item) => (
                  <LanguageItem key={item.code} item={item} current={locale} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </details>
  );
}
