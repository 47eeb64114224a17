import { useLingui } from "@lingui/react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { LANGUAGE_MESSAGES } from "#app/lib/i18n/language-messages.ts";
import { chooseLocaleHref } from "#app/lib/i18n/choose-href.ts";
import {
  DEFAULT_LOCALE,
  LOCALES,
  localeInfo,
  perLocale,
  SWITCHER_REGIONS,
  type Locale,
} from "#app/lib/i18n/locales.ts";
import { useLocale } from "#app/lib/i18n/use-locale.ts";

/** "Europe", "Asia"… in the page's language (UN M.49 area codes). */
const regionName = perLocale((locale: Locale) => {
  const names = new Intl.DisplayNames([localeInfo(locale).intl], {
    type: "region",
  });
  return (region: string) => names.of(region) ?? region;
});

/** One language of the menu, in its own name and script. */
function LanguageItem({
  locale,
  current,
}: {
  locale: Locale;
  current: Locale;
}) {
  const { pathname, search } = useLocation();
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
        {l.ownName}
      </a>
    </li>
  );
}

/**
 * The header's language menu: a native disclosure (works by keyboard and
 * without JavaScript) listing each language in its own name and script,
 * English first, then grouped by region so thirty-odd names stay easy to
 * scan on a phone. Every entry opens the current page and query in that
 * language and remembers the choice (nir_locale).
 */
export function LanguageSwitcher() {
  const { _ } = useLingui();
  const locale = useLocale();
  const current = localeInfo(locale);
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
            {current.ownName}
          </span>
        </span>
      </summary>
      <div className="language-switcher-list">
        <ul>
          <LanguageItem locale={DEFAULT_LOCALE} current={locale} />
        </ul>
        {SWITCHER_REGIONS.map((region) => {
          const members = LOCALES.filter(
            (l) => l.region === region && l.code !== DEFAULT_LOCALE,
          );
          if (members.length === 0) return null;
          const id = `language-region-${region}`;
          return (
            <section key={region} aria-labelledby={id}>
              {/* Named by the runtime's Intl data (data-intl), which a browser may word differently. */}
              <h2 id={id} data-intl="" suppressHydrationWarning>
                {regionName(locale)(region)}
              </h2>
              <ul>
                {members.map((l) => (
                  <LanguageItem key={l.code} locale={l.code} current={locale} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </details>
  );
}
