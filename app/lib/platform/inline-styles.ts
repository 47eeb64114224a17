import { createContext } from "react";

/** The id of the document's own style element (app/root.tsx). */
export const INLINE_STYLES_ID = "site-styles";

/**
 * The public pages' CSS that app/root.tsx writes into the document: made by
 * app/entry.server.tsx from app/styles/public.css, and in the browser the
 * same text read back before hydration, so the client bundle carries none
 * of it (docs/decisions/inline-styles.md).
 */
export const InlineStylesContext = createContext("");

/** The style element's text as the server wrote it (the browser's side). */
export function inlineStylesText(): string {
  return document.getElementById(INLINE_STYLES_ID)?.textContent ?? "";
}
