/**
 * Framed HTML documents (prepared in the browser, first-paint height) and the
 * PDF reading view.
 * Code outside app/lib/documents/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export {
  INJECTED_STYLE,
  STRIPPED_ELEMENTS,
  isEventHandler,
  keepAmountsTogether,
  linkRule,
  stripEventHandlerAttributes,
} from "#app/lib/documents/document-html.ts";
export {
  type ReflowBlock,
  readableRuns,
  reflowPages,
} from "#app/lib/documents/pdf-reflow.ts";
