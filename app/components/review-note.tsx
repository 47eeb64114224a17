import { useLocation } from "react-router";
import { REVIEW_NOTE } from "#app/content/english-only.ts";
import {
  chooseLocaleHref,
  localeInfo,
  useLocale,
} from "#app/lib/i18n/index.ts";
import { RichMessage } from "#app/components/rich-message.tsx";

/**
 * "Not yet reviewed by a native speaker", with a link that opens this page
 * and query in English (and remembers that choice, like the switcher), on
 * every page of a locale the registry does not mark reviewed. Nothing in
 * English or in a reviewed locale.
 */
export function ReviewNote() {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  if (localeInfo(locale).reviewed) return null;
  return (
    // A landmark of its own (labelled by its sentence), so no content of
    // the page stands outside one.
    <aside className="review-note" aria-labelledby="review-note-text">
      <p id="review-note-text">
        <RichMessage
          message={REVIEW_NOTE}
          components={{
            0: (
              // eslint-disable-next-line jsx-a11y/anchor-has-content -- the translated message fills the link
              <a
                href={chooseLocaleHref("en", pathname + search)}
                hrefLang="en"
              />
            ),
          }}
        />
      </p>
    </aside>
  );
}
