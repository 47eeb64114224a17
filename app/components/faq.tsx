import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { FaqItem } from "#app/content/programme.ts";
import { FAQ_DEFAULT_TITLE } from "#app/content/trust-code-shared.ts";

/**
 * Expandable questions on native <details>/<summary>: keyboard, screen-reader
 * state and no-JS behaviour come free with the element.
 */
export function Faq({
  items,
  title = FAQ_DEFAULT_TITLE,
  id = "faq",
}: {
  items: readonly FaqItem[];
  title?: MessageDescriptor;
  id?: string;
}) {
  const { _ } = useLingui();
  return (
    <section className="programme-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{_(title)}</h2>
      <div className="faq">
        {items.map((item) => (
          <details key={item.question.id} className="faq-item">
            <summary>{_(item.question)}</summary>
            <p>{_(item.answer)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
