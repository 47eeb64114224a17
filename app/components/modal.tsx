import { useLingui } from "@lingui/react";
import { useEffect, useId, useRef, useState } from "react";
import { MODAL_OK, MODAL_TITLES } from "#app/content/shell.ts";
import {
  MODAL_AUTO_CLOSE_MS,
  MODAL_CLOSE_DELAY_MS,
} from "#app/lib/policies.ts";

export type ModalKind = "success" | "error" | "warning" | "info";

interface ModalProps {
  kind: ModalKind;
  message: string;
  title?: string;
  /** Called once the fade-out has finished. */
  onClose: () => void;
  /** 0 keeps it open until dismissed. */
  autoCloseMs?: number;
}

/**
 * The reusable modal (timings in docs/business-rules.md). Render it to open it; it fades in, focuses OK,
 * closes on OK, Escape or the timer, and calls onClose after the fade-out.
 * Errors and warnings interrupt (alertdialog); the rest are plain dialogs.
 */
export function Modal({
  kind,
  message,
  title,
  onClose,
  autoCloseMs = MODAL_AUTO_CLOSE_MS,
}: ModalProps) {
  const { _ } = useLingui();
  const [closing, setClosing] = useState(false);
  const [shown, setShown] = useState(false);
  const okRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  // eslint-disable-next-line react-hooks/refs -- latest-callback ref: only the close effect reads it, never render
  onCloseRef.current = onClose;
  const id = useId();

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    okRef.current?.focus();
    // Next frame, so the opacity transition has a starting point.
    const frame = requestAnimationFrame(() => setShown(true));
    return () => {
      cancelAnimationFrame(frame);
      previous?.focus?.();
    };
  }, []);

  useEffect(() => {
    if (closing) {
      const t = setTimeout(() => onCloseRef.current(), MODAL_CLOSE_DELAY_MS);
      return () => clearTimeout(t);
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setClosing(true);
    };
    document.addEventListener("keydown", onKey);
    const timer =
      autoCloseMs > 0 ? setTimeout(() => setClosing(true), autoCloseMs) : null;
    return () => {
      document.removeEventListener("keydown", onKey);
      if (timer) clearTimeout(timer);
    };
  }, [closing, autoCloseMs]);

  const urgent = kind === "error" || kind === "warning";
  return (
    // Clicking the backdrop is a mouse shortcut; keyboard users have Escape and OK.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={`modal-backdrop${shown && !closing ? " is-open" : ""}`}
      onClick={(e) => {
        if (e.target === e.currentTarget) setClosing(true);
      }}
    >
      <div
        className={`modal modal-${kind}`}
        role={urgent ? "alertdialog" : "dialog"}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
      >
        <h2 id={`${id}-title`}>{title ?? _(MODAL_TITLES[kind])}</h2>
        <p id={`${id}-message`}>{message}</p>
        <button
          ref={okRef}
          type="button"
          className="button primary"
          onClick={() => setClosing(true)}
        >
          {_(MODAL_OK)}
        </button>
      </div>
    </div>
  );
}
