import { createContext } from "react";

/**
 * The compliance dialog at first paint (app/components/compliance-dialog.tsx):
 * the server writes the dialog into every page that has it, and this
 * script, first thing in the head, marks the document before anything is
 * painted when the visitor has already accepted (and the home page is not
 * about to ask again), so CSS hides it: a first visit sees it with the
 * page, a returning visitor never sees it flash.
 */
export const COMPLIANCE_FIRST_PAINT_ID = "compliance-first-paint";

/** Set on <html> by the script: the stored choice stands for this page. */
export const COMPLIANCE_ACCEPTED_ATTR = "data-compliance-accepted";

/**
 * The script's text: written by app/entry.server.tsx, and in the browser read
 * back from the document before hydration, so the client bundle carries
 * none of it (like app/lib/inline-styles.ts).
 */
export const ComplianceFirstPaintContext = createContext("");

/** The script element's text as the server wrote it (the browser's side). */
export function complianceFirstPaintText(): string {
  return document.getElementById(COMPLIANCE_FIRST_PAINT_ID)?.textContent ?? "";
}
