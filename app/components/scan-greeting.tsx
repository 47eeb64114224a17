import { useLingui } from "@lingui/react";
import { useState } from "react";
import { useLocation } from "react-router";
import { CodeMessage, RichMessage } from "#app/components/rich-message.tsx";
import { DID_YOU_MEAN } from "#app/content/code-check.ts";
import { SCAN_GREETING } from "#app/content/scan-greeting.ts";
import { codeCheckPath, codeParam } from "#app/lib/trust-codes/index.ts";
import {
  localizePath,
  splitLocale,
  priceValues,
  useLocale,
} from "#app/lib/i18n/index.ts";
import type { ScanGreeting } from "#app/lib/scans/index.ts";
import { pagePath } from "#app/lib/pages/index.ts";

const NAMES = {
  0: <span translate="no" className="scan-greeting-code" />,
  1: <span translate="no" />,
};

/**
 * Under the header of every page, for a visitor who arrived with a code:
 * inline (no overlay), in the page's language, with the code's check page;
 * a code that gives nothing says so, with the code probably meant.
 */
export function ScanGreetingNotice({ greeting }: { greeting: ScanGreeting }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const prices = priceValues(locale);
  const active = greeting.status === "active";
  const message = !active
    ? SCAN_GREETING.inactive
    : greeting.ownerKind === "organisation"
      ? SCAN_GREETING.organisation
      : SCAN_GREETING.individual;
  const values = {
    ...prices,
    code: greeting.code,
    organisation:
      active && greeting.ownerKind === "organisation"
        ? greeting.organisationName
        : "",
  };
  // The landing page offers the code meant for its own ?code= itself
  // (app/components/code-suggestion-notice.tsx); as the page was first
  // shown, since the address loses its code once the page is up.
  const { pathname, search } = useLocation();
  const [landingOffers] = useState(
    () =>
      splitLocale(pathname).path === "/" &&
      codeParam(new URLSearchParams(search)) !== null,
  );
  const suggestion =
    !active && !landingOffers ? greeting.suggestion : undefined;
  return (
    <aside
      className={`scan-greeting ${active ? "is-active" : "is-inactive"}`}
      aria-label={_(SCAN_GREETING.label)}
    >
      <p>
        <RichMessage message={message} values={values} components={NAMES} />{" "}
        {active && (
          <a href={codeCheckPath(greeting.code, locale)}>
            {_(SCAN_GREETING.check)}
          </a>
        )}
        {!active && !suggestion && (
          <a href={localizePath(pagePath("haveACode"), locale)}>
            {_(SCAN_GREETING.enterCode)}
          </a>
        )}
        {suggestion && (
          <>
            <CodeMessage
              message={DID_YOU_MEAN.question}
              codes={{ code: suggestion }}
            />{" "}
            <a href={`?code=${encodeURIComponent(suggestion)}`}>
              <CodeMessage
                message={DID_YOU_MEAN.apply}
                codes={{ code: suggestion }}
              />
            </a>
          </>
        )}
      </p>
    </aside>
  );
}
