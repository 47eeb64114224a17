import { msg } from "@lingui/core/macro";
import { pagePath } from "#app/lib/pages/links.ts";

/** Words of the CV page's way-finding (contents list, groups, way back). */
export const CV_NAVIGATION = {
  contents: "Contents",
  /** Summary of the phone's collapsed contents list. */
  jumpTo: "Jump to a section",
  /** Outside the CV's English content: in the page's language. */
  backToFellows: msg`Back to the Nirvana fellows`,
  fellowsHref: pagePath("fellows"),
  /** Opens one collapsed group of publications. */
  groupSummary: (count: number) =>
    count === 1 ? "Show the entry" : `Show all ${count} entries`,
  /** Opens one year of invited talks. */
  talksSummary: (count: number) => (count === 1 ? "1 talk" : `${count} talks`),
} as const;
