import type { PageWords } from "#app/lib/pages/declare.ts";
import { pageWords, type RegistryPath } from "#app/lib/pages/links.ts";
import { PUBLIC_PAGE_ENTRIES } from "#app/lib/pages/queries.ts";

export { isLocalizedPage } from "#app/lib/pages/queries.ts";
export type { PageWords } from "#app/lib/pages/declare.ts";

/**
 * Every public page, in manifest order, with the title and description it
 * declares (app/routes/<route>.page.ts); pages whose title comes from their
 * own content (see their meta export) have none.
 */
export const SITE_ROUTES = /* @__PURE__ */ PUBLIC_PAGE_ENTRIES.map((page) => ({
  ...page,
  meta: page.words?.() as PageWords | undefined,
}));

/** Title, description and path of a page that declares its words. */
export function siteRouteMeta(path: RegistryPath) {
  return { path, ...pageWords(path) };
}
