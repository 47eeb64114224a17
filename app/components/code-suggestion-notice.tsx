import { useState } from "react";
import { DID_YOU_MEAN } from "~/content/code-check";
import type { CodeSuggestion } from "~/lib/apply-code-from-address";
import { useLocalizeHref } from "~/lib/i18n/use-locale";

/**
 * "Did you mean …?" for a code in the landing page's address that was not
 * recognised. Fixed over the page, so nothing below it moves; the link
 * arrives again with the suggested code, which sets it and applies it.
 */
export function CodeSuggestionNotice({ notice }: { notice: CodeSuggestion }) {
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
        {DID_YOU_MEAN.landingNotice(notice.typed)}{" "}
        {DID_YOU_MEAN.question(notice.suggestion)}
      </p>
      <p className="code-suggestion-actions">
        <a href={href} className="button primary">
          {DID_YOU_MEAN.apply(notice.suggestion)}
        </a>
        <button type="button" className="button" onClick={() => setOpen(false)}>
          {DID_YOU_MEAN.dismiss}
        </button>
      </p>
    </div>
  );
}
