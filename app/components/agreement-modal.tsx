import { useLingui } from "@lingui/react";
import { forwardRef, useImperativeHandle, useRef } from "react";
import {
  AGREEMENT,
  AGREEMENT_CLOSE,
  AGREEMENT_NOTE,
} from "#app/content/issuer.ts";
import { longDate, DEFAULT_LOCALE, useLocale } from "#app/lib/i18n/index.ts";

export interface AgreementModalHandle {
  open: () => void;
}

/**
 * The Trust Code Issuer Agreement in a native modal <dialog>: focus trapping,
 * Escape to close and focus return come from the platform. The legal text
 * is English in every language (marked lang="en"); other languages get a
 * translated heading and a note that the English version governs.
 */
export const AgreementModal = forwardRef<AgreementModalHandle>(
  function AgreementModal(_props, ref) {
    const dialog = useRef<HTMLDialogElement>(null);
    const { _ } = useLingui();
    const locale = useLocale();
    useImperativeHandle(ref, () => ({
      open: () => dialog.current?.showModal(),
    }));
    return (
      <dialog
        ref={dialog}
        className="agreement-dialog"
        aria-labelledby="agreement-title"
      >
        <div className="agreement-head">
          <h2 id="agreement-title">{_(AGREEMENT.title)}</h2>
          <form method="dialog">
            <button
              type="submit"
              className="button"
              aria-label={_(AGREEMENT_CLOSE.label)}
            >
              {_(AGREEMENT_CLOSE.text)}
            </button>
          </form>
        </div>
        {locale !== DEFAULT_LOCALE && (
          <p className="agreement-note">{_(AGREEMENT_NOTE)}</p>
        )}
        <div className="agreement-body" lang="en">
          <p>
            <strong>Effective {longDate(AGREEMENT.effectiveOn, "en")}</strong>
          </p>
          <p>{AGREEMENT.intro}</p>
          <ol className="agreement-sections">
            {AGREEMENT.sections.map((section) => (
              <li key={section.title}>
                <h3>{section.title}</h3>
                {section.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </li>
            ))}
          </ol>
        </div>
      </dialog>
    );
  },
);
