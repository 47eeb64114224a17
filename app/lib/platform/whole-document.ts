/**
 * A route's handle asks for its document whole: the server waits until every
 * Suspense boundary is rendered (React's `allReady`) before the first byte,
 * so a part the browser loads lazily is already in the HTML, in order, and
 * needs no script to be put in place (app/entry.server.tsx). For pages whose
 * forms must work without JavaScript and whose state decides which parts
 * show (docs/decisions/client-chunks.md).
 */
export interface WholeDocumentHandle {
  wholeDocument?: true;
}

/** Whether any matched route's handle asks for the whole document. */
export const wantsWholeDocument = (handles: readonly unknown[]) =>
  handles.some(
    (handle) => (handle as WholeDocumentHandle | undefined)?.wholeDocument,
  );
