/** Words around the framed documents (app/components/document-page.tsx). */
export const DOCUMENT_PAGE = {
  /** Opens the bare document: easier to print, save or read full-width. */
  standaloneLink: "Open a printable version of this page",
} as const;
