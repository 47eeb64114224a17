import { FAQ_DEFAULT_TITLE, type FaqItem } from "~/content/programme";

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
  title?: string;
  id?: string;
}) {
  return (
    <section className="programme-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div className="faq">
        {items.map((item) => (
          <details key={item.question} className="faq-item">
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
