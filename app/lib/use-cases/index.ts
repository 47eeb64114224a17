/**
 * What the browser may know of the use cases: a request's key.
 * Code outside app/lib/use-cases/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export { requestKey } from "#app/lib/use-cases/request-key.ts";
