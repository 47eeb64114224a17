import { exports } from "cloudflare:workers";

/**
 * The Worker under test (tests/worker/test-main.ts) as a fetcher: every
 * route-level worker test sends its requests through this one handle.
 */
export const SELF = (exports as { default: Fetcher }).default;
