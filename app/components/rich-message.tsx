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
 * A translated sentence whose values are Trust Codes: each code on one line
 * (broken at its hyphen it reads as two) and never translated. One span
 * holds the words, so inside a flex box (a .button) the spaces beside a
 * code stay.
 */
export function CodeMessage({
  message,
  codes,
}: {
  message: MessageDescriptor;
  codes: Record<string, string>;
}) {
  const values = Object.fromEntries(
    Object.entries(codes).map(([name, code]) => [
      name,
      <span key={name} translate="no" className="code-name">
        {code}
      </span>,
    ]),
  );
  return (
    <span>
      <RichMessage message={message} values={values} />
    </span>
  );
}

/**
 * A code-like value inside a translated sentence (an address, `?campaign=`,
 * a campaign name, "<5"): isolated and left to right, never translated, so
 * right-to-left words around it do not reorder or mirror its punctuation.
 * An address or query is `code`; a name or sign is `bdi`.
 */
export function ltrValue(text: string, as: "code" | "bdi" = "bdi") {
  const Tag = as;
  return (
    <Tag key={text} dir="ltr" translate="no">
      {text}
    </Tag>
  );
}
