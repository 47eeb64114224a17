import type {
  CvPublicationGroup,
  CvPublicationsSection,
} from "#app/content/cv.ts";
import { CV_NAVIGATION } from "#app/content/cv-navigation.ts";

/**
 * Publications numbered continuously across groups (1–250), then technical
 * reports (251–273). Numbers are printed as text so "250." can be cited.
 */
export function CvPublications({
  publications,
  summary = CV_NAVIGATION.groupSummary,
  itemsLang,
}: {
  publications: CvPublicationsSection;
  /** A translation's "Show all N entries". */
  summary?: (count: number) => string;
  /** The entries' language when it is not the page's (titles are cited as published). */
  itemsLang?: string;
}) {
  const props = { summary, itemsLang };
  return (
    <>
      {publications.groups.map((group) => (
        <PublicationGroup key={group.heading} group={group} {...props} />
      ))}
      <PublicationGroup group={publications.technicalReports} {...props} />
    </>
  );
}

function PublicationGroup({
  group,
  summary,
  itemsLang,
}: {
  group: CvPublicationGroup;
  summary: (count: number) => string;
  itemsLang?: string;
}) {
  const anchor = group.anchor ?? group.heading;
  const id = `cv-pub-${anchor.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  // Collapsed groups keep a phone from facing tens of thousands of pixels;
  // the browser's find still opens a closed <details>.
  return (
    <div className="cv-pub-group">
      <h3 id={id}>{group.heading}</h3>
      <details>
        <summary>{summary(group.items.length)}</summary>
        <ol
          className="cv-numbered"
          lang={itemsLang}
          start={group.items[0]?.n}
          aria-labelledby={id}
        >
          {group.items.map((item) => (
            <li key={item.n} value={item.n}>
              <span className="cv-num">{item.n}.</span>
              <span>{item.text}</span>
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
