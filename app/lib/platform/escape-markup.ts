/**
 * Text made safe inside HTML, SVG or XML, as element text or a quoted
 * attribute value: the five characters markup gives meaning to, escaped.
 */
export function escapeMarkup(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
