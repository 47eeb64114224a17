/**
 * The platform's server side: the parent domain the worker widens cookies to.
 * Code outside app/lib/platform/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export { requestCookieDomain } from "#app/lib/platform/cookie-domain.server.ts";
