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
}: {
  publications: CvPublicationsSection;
}) {
  return (
    <>
      {publications.groups.map((group) => (
        <PublicationGroup key={group.heading} group={group} />
      ))}
      <PublicationGroup group={publications.technicalReports} />
    </>
  );
}

function PublicationGroup({ group }: { group: CvPublicationGroup }) {
  const id = `cv-pub-${group.heading.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  // Collapsed groups keep a phone from facing tens of thousands of pixels;
  // the browser's find still opens a closed <details>.
  return (
    <div className="cv-pub-group">
      <h3 id={id}>{group.heading}</h3>
      <details>
        <summary>{CV_NAVIGATION.groupSummary(group.items.length)}</summary>
        <ol
          className="cv-numbered"
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
