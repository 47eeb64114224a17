import { createContext } from "react";

/**
 * The compliance dialog at first paint (app/components/compliance-dialog.tsx):
 * the server writes the dialog into every page that has it, hidden, and this
 * script, first thing in the head, marks the document before anything is
 * painted: as asking when the visitor has not accepted (or the home page is
 * about to ask again), so CSS shows the dialog, and as accepted otherwise.
 * A first visit sees it with the page, a returning visitor never sees it
 * flash, and without JavaScript nothing marks the document, so the dialog
 * never shows and never covers the page (the no-JS pages must stay usable).
 */
export const COMPLIANCE_FIRST_PAINT_ID = "compliance-first-paint";

/** Set on <html> by the script: the stored choice stands for this page. */
export const COMPLIANCE_ACCEPTED_ATTR = "data-compliance-accepted";

/** Set on <html> by the script otherwise: the dialog asks on this page. */
export const COMPLIANCE_ASK_ATTR = "data-compliance-ask";

/**
 * The script's text: written by app/entry.server.tsx, and in the browser read
 * back from the document before hydration, so the client bundle carries
 * none of it (like app/lib/platform/inline-styles.ts).
 */
export const ComplianceFirstPaintContext = createContext("");

/** The script element's text as the server wrote it (the browser's side). */
export function complianceFirstPaintText(): string {
  return document.getElementById(COMPLIANCE_FIRST_PAINT_ID)?.textContent ?? "";
}
