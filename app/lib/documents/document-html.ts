/**
 * Rules shared by the server (HTMLRewriter) and the browser (DOMParser) when
 * a static HTML document is prepared for its sandboxed frame.
 */

/** Prepended so the document's own styles may refine the font but never scroll. */
export const INJECTED_STYLE = `html,body{overflow:hidden!important}body{font-family:Georgia,"Times New Roman",Times,serif}`;

/** Elements that never reach the frame: it runs no scripts, and URLs are resolved here. */
export const STRIPPED_ELEMENTS = "script, base, noscript";

/** A currency and its amount stay on one line ("USD 569", "569 USD"). */
export function keepAmountsTogether(html: string): string {
  return html
    .replace(/\b(USD|EUR|GBP|CHF|US\$)\s+(?=\d)/g, "$1&nbsp;")
    .replace(/(\d)\s+(USD|EUR|GBP|CHF)\b/g, "$1&nbsp;$2");
}

export type LinkRule =
  | { href: string; target: "_top" }
  | { href: string; target: "_blank"; rel: "noopener noreferrer" }
  | null;

/**
 * Where a link inside a document goes: our own pages in the same tab (the
 * documents name the production host, which on any deployment is us), mail
 * and phone links at the top, anything else in a new tab without an opener.
 */
export function linkRule(
  raw: string,
  base: URL,
  ownOrigin: string,
  productionHost: string,
): LinkRule {
  if (raw.startsWith("#")) return null; // stays an in-document jump
  const url = new URL(raw, base);
  if (url.origin === ownOrigin || url.hostname === productionHost)
    return { href: url.pathname + url.search + url.hash, target: "_top" };
  if (url.protocol === "mailto:" || url.protocol === "tel:")
    return { href: url.href, target: "_top" };
  return { href: url.href, target: "_blank", rel: "noopener noreferrer" };
}

/**
 * Removes on…= attributes from the markup itself: Chromium reports a CSP
 * violation as soon as DOMParser meets one, before it could be removed.
 */
export function stripEventHandlerAttributes(html: string): string {
  const handler = /(<[a-z][^>]*?)\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;
  // One handler per tag per pass; repeat until none is left.
  let previous;
  do {
    previous = html;
    html = html.replace(handler, (_, tag: string) => tag);
  } while (html !== previous);
  return html;
}

/** Inline event handlers are scripts too. */
export function isEventHandler(attribute: string): boolean {
  return /^on/i.test(attribute);
}
