import type { I18n, MessageDescriptor } from "@lingui/core";
import type { DocumentKey } from "#app/content/documents.ts";
import type { CatalogArea } from "#app/lib/i18n/areas.ts";

/** A page's title and description, as message descriptors to translate. */
export interface PageWords {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/**
 * What one page declares beside its route, in app/routes/<route>.page.ts
 * (the route module itself stays React Router's: exporting data from it
 * would pull every page's code into the manifest, and with it into the
 * shell every page loads). app/lib/pages/manifest.ts assembles the manifest
 * from these; docs/routes.md explains each field.
 */
export interface PageDeclaration {
  /** The name links use (app/lib/pages/links.ts): a typo fails tsc. */
  id: string;
  /** The English path; other languages add `/<locale>` in front. */
  path: string;
  /**
   * public: a page of the site (sitemap, share card, page cache, e2e walk);
   * one-time: a link from our e-mails; account: the payee's own pages;
   * check: a code's check page. Only public pages are listed in the
   * sitemap, carded or cached.
   */
  kind: "public" | "one-time" | "account" | "check";
  /** React Router's id of the English route when one module serves several pages. */
  routeId?: string;
  /**
   * The catalog the route module's own words go to (`common` when absent)
   * and the other areas the page loads (app/lib/i18n/areas.ts).
   */
  catalog?: { area: CatalogArea | "common"; needs?: readonly CatalogArea[] };
  /**
   * The page's title and description, in the `common` catalog.
   * A function, so tools that read the manifest outside the app's build
   * (lingui.config.ts, React Router's loader of app/routes.ts) never run the
   * `msg` macro; they only import it, which babel-plugin-macros (a dev
   * dependency for that alone) makes possible in plain Node. Absent: the
   * page takes its title from its own content (its meta export).
   */
  words?: () => PageWords;
  /**
   * What a link to the page says (footer, landing cards), in the `common`
   * catalog; the title when absent.
   */
  label?: () => MessageDescriptor;
  /** Shell parts the page turns off (app/lib/pages/shell.ts). */
  shell?: { footer?: false; complianceDialog?: false };
  /** Has its own share card at /api/og/page/<slug>.png; public pages by default. */
  card?: boolean;
  /**
   * The title its share card shows, in English, when the page has no
   * `words` (workers/og/page-titles.ts). Server-only.
   */
  cardTitle?: (i18n: I18n) => Promise<string | undefined> | string | undefined;
  /** The use case its form posts to, relative to app/lib/use-cases/. Server-only. */
  form?: string;
  /** The framed document app/routes/document.tsx shows (app/content/documents.ts). */
  document?: DocumentKey;
  /** One line for docs/routes.md. Server-only. */
  about: string;
}

/**
 * A route's page declarations, kept with their literal ids and paths so
 * links and meta calls are checked against them
 * (app/lib/pages/declared.ts collects them).
 */
export function declarePages<const P extends readonly PageDeclaration[]>(
  pages: P,
): P {
  return pages;
}
