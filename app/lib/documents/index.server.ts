/**
 * Framed HTML documents prepared on the server.
 * Code outside app/lib/documents/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export { documentLoaderData } from "#app/lib/documents/document-html.server.ts";
