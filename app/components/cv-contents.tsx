import { CV_NAVIGATION } from "#app/content/cv-navigation.ts";

export interface CvContentsEntry {
  number: number;
  heading: string;
}

/**
 * The CV's map: a sticky list beside the text on wide screens, a collapsed
 * jump menu on phones. Plain links, so it works without JavaScript.
 */
export function CvContents({
  entries,
  words = CV_NAVIGATION,
}: {
  entries: CvContentsEntry[];
  /** A translation's words (app/content/translations/<locale>/cv.ts). */
  words?: { contents: string; jumpTo: string };
}) {
  const list = (
    <ol className="cv-contents-list">
      {entries.map((e) => (
        <li key={e.number}>
          <a href={`#cv-section-${e.number}`}>
            {e.number}. {e.heading}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <>
      <nav className="cv-contents cv-contents-wide" aria-label={words.contents}>
        <h2 className="cv-contents-heading">{words.contents}</h2>
        {list}
      </nav>
      <nav
        className="cv-contents cv-contents-narrow"
        aria-label={words.contents}
      >
        <details>
          <summary>{words.jumpTo}</summary>
          {list}
        </details>
      </nav>
    </>
  );
}
