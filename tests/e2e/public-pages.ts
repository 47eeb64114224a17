import { PUBLIC_PAGE_ENTRIES } from "#app/lib/pages/queries.ts";

/**
 * Every public page, read from the page manifest (app/lib/pages/manifest.ts):
 * a page added there is walked by every suite that imports this list.
 * tests/unit/site-routes.test.ts checks app/routes.ts serves each of them.
 */
export const PUBLIC_PAGES = PUBLIC_PAGE_ENTRIES.map((page) => page.path);

/** Every public page except the landing page itself. */
export const SUBPAGES = PUBLIC_PAGES.filter((path) => path !== "/");
