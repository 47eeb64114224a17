import { forwardRef, useImperativeHandle, useRef } from "react";
import { AGREEMENT, AGREEMENT_CLOSE } from "~/content/issuer";

export interface AgreementModalHandle {
  open: () => void;
}

/**
 * The Trust Code Issuer Agreement in a native modal <dialog>: focus trapping,
 * Escape to close and focus return come from the platform.
 */
export const AgreementModal = forwardRef<AgreementModalHandle>(
  function AgreementModal(_, ref) {
    const dialog = useRef<HTMLDialogElement>(null);
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
          <h2 id="agreement-title">{AGREEMENT.title}</h2>
          <form method="dialog">
            <button
              type="submit"
              className="button"
              aria-label={AGREEMENT_CLOSE.label}
            >
              {AGREEMENT_CLOSE.text}
            </button>
          </form>
        </div>
        <div className="agreement-body">
          <p>
            <strong>Effective {AGREEMENT.effectiveDate}</strong>
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
