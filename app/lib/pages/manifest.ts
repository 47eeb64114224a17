import { DECLARED } from "#app/lib/pages/declared.ts";
import type { PageDeclaration } from "#app/lib/pages/declare.ts";

/**
 * Every page served in all the site's languages, assembled from the
 * declarations beside the routes (app/routes/<route>.page.ts, collected in
 * app/lib/pages/declared.ts). app/routes.ts builds each locale's routes from
 * it; meta, the sitemap, share cards, links (app/lib/pages/links.ts), the
 * catalog areas (app/lib/i18n/areas.ts), the root's shell (app/lib/pages/shell.ts),
 * the page cache (workers/page-cache.ts), the language redirects, the e2e
 * page walk (tests/e2e/public-pages.ts) and the page table in docs/routes.md
 * (app/lib/pages/routes-doc.ts) read it. The client build receives the
 * declarations without their server-only fields
 * (tooling/vite/page-manifest.ts).
 */
export interface PageEntry extends PageDeclaration {
  /** The route module that serves it, relative to app/: the declaration's neighbour. */
  module: `routes/${string}`;
  /** Listed in /sitemap.xml with its hreflang alternates: the public pages. */
  sitemap: boolean;
  card: boolean;
  /**
   * Where the title and description come from: `registry`, the declaration's
   * `words`; `content`, the page's own content (its meta export).
   */
  titleFrom: "registry" | "content";
}

/** A declaration with what follows from it: its module, sitemap, card and title source. */
export function pageEntry(
  module: PageEntry["module"],
  page: PageDeclaration,
): PageEntry {
  const pub = page.kind === "public";
  return {
    ...page,
    module,
    sitemap: pub,
    card: page.card ?? pub,
    titleFrom: page.words ? "registry" : "content",
  };
}

export const PAGES: readonly PageEntry[] = /* @__PURE__ */ DECLARED.flatMap(
  ({ module, pages }) =>
    (pages as readonly PageDeclaration[]).map((page) =>
      pageEntry(module, page),
    ),
);
