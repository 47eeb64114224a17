import { useEffect, useState } from "react";

/**
 * Offers `url` with its `title` and `text` to the system share sheet. Shown
 * only where the browser has one, which is known after hydration, so the
 * first render matches the server's.
 */
export function ShareButton({
  label,
  title,
  text,
  url,
}: {
  label: string;
  title: string;
  text: string;
  url: string;
}) {
  const [canShare, setCanShare] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a browser-only ability, read after hydration so the first render matches the server's
    setCanShare(typeof navigator.share === "function");
  }, []);
  if (!canShare) return null;
  return (
    <button
      type="button"
      className="button small"
      onClick={() => {
        navigator
          .share({ title, text, url })
          // Closing the share sheet rejects; nothing to report.
          .catch(() => {});
      }}
    >
      {label}
    </button>
  );
}
