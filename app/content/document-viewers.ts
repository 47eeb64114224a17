/**
 * The status words of the PDF viewer and the HTML frame: loading, failure and
 * the names screen readers read for pages and frames.
 */
import { msg } from "@lingui/core/macro";

/** "Loading <title>" or, without a title, an ellipsis. */
export const LOADING = {
  titled: msg`Loading {title}`,
  // Its own context: the landing area has a "Loading…" of its own.
  untitled: msg({ message: "Loading…", context: "document" }),
};

export const PDF_VIEWER = {
  /** Stands in for a missing title in the page images' alternative texts below. */
  untitled: msg({
    message: "document",
    context: "untitled PDF",
    comment:
      "Stands for {title} in 'Page 1, {title} (preview)' and 'Page {page} of {pages}, {title}' when a PDF has no title",
  }),
  /** Followed by the reason. */
  failedPrefix: msg`Failed to load document:`,
  /** Page images' alternative texts, in the page's language (the document may be in it). */
  posterAlt: msg`Page 1, {title} (preview)`,
  pageAlt: msg`Page {page} of {pages}, {title}`,
};

export const HTML_FRAME = {
  /** Followed by the reason. */
  failedPrefix: msg`Failed to load content:`,
  /** The iframe's accessible name when the page gives none. */
  untitled: msg`Document`,
};
