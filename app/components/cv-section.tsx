import type { ReactNode } from "react";
import type { CvKeyValue, CvRow } from "#app/content/cv.ts";

/** A numbered CV section: <section> headed "N. Heading". */
export function CvSection({
  number,
  heading,
  intro,
  children,
}: {
  number: number;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  const id = `cv-section-${number}`;
  return (
    <section className="cv-section" aria-labelledby={id}>
      <h2 id={id}>
        {number}. {heading}
      </h2>
      {intro && <p className="cv-intro">{intro}</p>}
      {children}
    </section>
  );
}

/** Dated rows: the date in a fixed 200 px column, the text beside it. */
export function CvRows({ rows }: { rows: (CvRow | CvKeyValue)[] }) {
  return (
    <dl className="cv-rows">
      {rows.map((row) => {
        const [date, text] =
          "date" in row ? [row.date, row.text] : [row.key, row.value];
        return (
          <div className="cv-row" key={date + text}>
            <dt className="cv-date">{date}</dt>
            <dd>{text}</dd>
          </div>
        );
      })}
    </dl>
  );
}
