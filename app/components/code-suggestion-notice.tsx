import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { CodeMessage } from "#app/components/rich-message.tsx";
import { DID_YOU_MEAN } from "#app/content/code-check.ts";
import {
  applyCodeFromAddress,
  type CodeSuggestion,
} from "#app/lib/trust-codes/index.ts";
import { useLocalizeHref } from "#app/lib/i18n/index.ts";

/**
 * The landing page's answer to a code in its address (`search`, read before
 * the address lost it): applies the code once, and offers the code probably
 * meant when it was not recognised. The landing page loads this module only
 * for an address that carries a code, as few of its visitors' do.
 */
export function CodeFromAddress({ search }: { search: string }) {
  const [notice, setNotice] = useState<CodeSuggestion | null>(null);
  useEffect(() => void applyCodeFromAddress(search).then(setNotice), [search]);
  return notice && <CodeSuggestionNotice notice={notice} />;
}

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
        <CodeMessage
          message={DID_YOU_MEAN.landingNotice}
          codes={{ typed: notice.typed }}
        />{" "}
        <CodeMessage
          message={DID_YOU_MEAN.question}
          codes={{ code: notice.suggestion }}
        />
      </p>
      <p className="code-suggestion-actions">
        <a href={href} className="button primary">
          <CodeMessage
            message={DID_YOU_MEAN.apply}
            codes={{ code: notice.suggestion }}
          />
        </a>
        <button type="button" className="button" onClick={() => setOpen(false)}>
          {_(DID_YOU_MEAN.dismiss)}
        </button>
      </p>
    </div>
  );
}
