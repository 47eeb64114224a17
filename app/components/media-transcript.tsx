import { useLingui } from "@lingui/react";
import { TRANSCRIPT_SUMMARY } from "#app/content/media-players.ts";

/** A media player's transcript, folded under "Transcript"; nothing without one. */
export function MediaTranscript({ text }: { text?: string }) {
  const { _ } = useLingui();
  if (!text) return null;
  return (
    <details className="transcript">
      <summary>{_(TRANSCRIPT_SUMMARY)}</summary>
      <p>{text}</p>
    </details>
  );
}
