import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { QR_RESULT } from "#app/content/share.ts";

/** How long "Copied" replaces the button's label before it returns. */
const COPIED_FEEDBACK_MS = 2000;

/** Copies `text` to the clipboard and says so, in the label and to screen readers. */
export function CopyButton({ label, text }: { label: string; text: string }) {
  const { _ } = useLingui();
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (status !== "copied") return;
    const t = setTimeout(() => setStatus("idle"), COPIED_FEEDBACK_MS);
    return () => clearTimeout(t);
  }, [status]);
  return (
    <>
      <button
        type="button"
        className="button small"
        onClick={() => {
          // Without a secure context there is no clipboard API at all; a
          // refusal must still tell the visitor to copy by hand.
          if (!navigator.clipboard?.writeText) return setStatus("failed");
          navigator.clipboard
            .writeText(text)
            .then(() => setStatus("copied"))
            .catch(() => setStatus("failed"));
        }}
      >
        {status === "copied" ? _(QR_RESULT.copied) : label}
      </button>
      <span className="visually-hidden" role="status">
        {status === "copied"
          ? _({ ...QR_RESULT.copiedText, values: { text } })
          : ""}
      </span>
      {status === "failed" && (
        <span className="copy-failed" role="alert">
          {_(QR_RESULT.copyFailed)}
        </span>
      )}
    </>
  );
}
