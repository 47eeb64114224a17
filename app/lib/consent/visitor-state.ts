import type { StoredChoice } from "#app/lib/platform/index.ts";
import type { LanguageSuggestion } from "#app/lib/i18n/index.server.ts";

/**
 * What differs per visitor on a public page. It never goes into the page's
 * HTML, which is rendered once and cached (docs/decisions/page-cache.md):
 * the worker writes it into every HTML response as a small JSON block
 * (VISITOR_STATE_ID), and the page reads it in the browser.
 */
export interface VisitorState {
  /** The consent cookie's choice under the current policy version. */
  consent: StoredChoice | null;
  /** The request carried `Sec-GPC: 1`. */
  gpc: boolean;
  /** The domain the worker widens cookies to on this host, or null for host-only. */
  cookieDomain: string | null;
  /** The visitor's country (Cloudflare's), preselected in the compliance dialog. */
  country: string | null;
  /** "Also in Deutsch" for an English page, already in that language. */
  languageSuggestion: LanguageSuggestion | null;
}

/** The state the cached HTML is rendered with: a first-time visitor. */
export const NEUTRAL_VISITOR: VisitorState = {
  consent: null,
  gpc: false,
  cookieDomain: null,
  country: null,
  languageSuggestion: null,
};

/** The id of the JSON block the worker rewrites per response. */
export const VISITOR_STATE_ID = "nir-visitor";

/** The block's text: JSON that cannot end the script element early. */
export function visitorStateJson(state: VisitorState): string {
  return JSON.stringify(state).replace(/</g, "\\u003c");
}

let fromDocument: VisitorState | undefined;

/**
 * This response's state in the browser (read once from the block); the
 * neutral state on the server, so the cached render holds none of it.
 */
export function visitorState(): VisitorState {
  if (typeof document === "undefined") return NEUTRAL_VISITOR;
  if (fromDocument) return fromDocument;
  let parsed: Partial<VisitorState> | null = null;
  try {
    parsed = JSON.parse(
      document.getElementById(VISITOR_STATE_ID)?.textContent || "null",
    ) as Partial<VisitorState> | null;
  } catch {
    // A missing or broken block leaves the neutral state.
  }
  fromDocument = { ...NEUTRAL_VISITOR, ...parsed };
  return fromDocument;
}
