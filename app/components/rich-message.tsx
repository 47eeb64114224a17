import type { MessageDescriptor } from "@lingui/core";
import { Trans } from "@lingui/react";
import type { ReactElement } from "react";

/**
 * A translated sentence with markup inside: `<0>…</0>` in the message
 * becomes `components[0]` around the translated words, so links and hidden
 * text stay inside one sentence that translators can reorder.
 */
export function RichMessage({
  message,
  values,
  components,
}: {
  message: MessageDescriptor;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}) {
  // In production builds the descriptor carries its id only; the catalog has the words.
  const { id, message: source } = message;
  return (
    <Trans id={id} message={source} values={values} components={components} />
  );
}

/**
 * A Trust Code inside a sentence (a RichMessage value): on one line, since
 * a code broken at its hyphen reads as two, and never translated.
 */
export function CodeName({ code }: { code: string }) {
  return (
    <span translate="no" className="code-name">
      {code}
    </span>
  );
}
