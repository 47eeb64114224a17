import type { ReactNode } from "react";

/** A request form's card on a programme page: an anchor, its heading and intro. */
export function FormCard({
  id,
  titleId,
  title,
  intro,
  children,
}: {
  /** The anchor the page's calls to action link to. */
  id: string;
  titleId: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className="programme-section form-card"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{title}</h2>
      <p>{intro}</p>
      {children}
    </section>
  );
}
