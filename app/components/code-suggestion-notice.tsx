import { useLingui } from "@lingui/react";
import { useState } from "react";
import { DID_YOU_MEAN } from "#app/content/code-check.ts";
import type { CodeSuggestion } from "#app/lib/apply-code-from-address.ts";
import { useLocalizeHref } from "#app/lib/i18n/use-locale.ts";

/**
 * "Did you mean …?" for a code in the landing page's address that was not
 * recognised. Fixed over the page, so nothing below it moves; the link
 * arrives again with the suggested code, which sets it and applies it.
 */
export function CodeSuggestionNotice({ notice }: { notice: CodeSuggestion }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(true);
  const localize = useLocalizeHref();
  if (!open) return null;
  // The same landing page, in its own language, with the suggested code.
  const href = localize(
    `/?fromsubpage=true&code=${encodeURIComponent(notice.suggestion)}`,
  );
  return (
    <div className="notice info code-suggestion" role="status">
      <p>
        {_({ ...DID_YOU_MEAN.landingNotice, values: { typed: notice.typed } })}{" "}
        {_({ ...DID_YOU_MEAN.question, values: { code: notice.suggestion } })}
      </p>
      <p className="code-suggestion-actions">
        <a href={href} className="button primary">
          {_({ ...DID_YOU_MEAN.apply, values: { code: notice.suggestion } })}
        </a>
        <button type="button" className="button" onClick={() => setOpen(false)}>
          {_(DID_YOU_MEAN.dismiss)}
        </button>
      </p>
    </div>
  );
}
