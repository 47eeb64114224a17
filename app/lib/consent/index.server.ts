/**
 * The per-visitor block of a cached page, written on the server.
 * Code outside app/lib/consent/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export { visitorStateFor } from "#app/lib/consent/visitor-state.server.ts";
