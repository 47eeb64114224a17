/**
 * The site's words are split into one catalog per area, so a page downloads
 * the words of its own area (plus `common`, which every page needs) and never
 * the whole site's. Each source file belongs to exactly one area: a page's
 * route module goes to the area its declaration names
 * (app/routes/<route>.page.ts), a file listed in app/lib/i18n/area-files.ts
 * to that area, every other file under app/ to `common`. Server-only words
 * (e-mails, API answers) have their own area and never reach a browser.
 * lingui.config.ts builds the catalogs from CATALOG_AREAS (area-files.ts, kept
 * out of the browser's bundle); docs/translation.md explains it to translators.
 */
export const FILE_AREAS = [
  "landing",
  "programme",
  "issuer",
  "apply",
  "check",
  "forms",
  "account",
  "links",
  "server",
  "payout-mail",
] as const;

export type FileArea = (typeof FILE_AREAS)[number];
export type CatalogArea = FileArea | "common";

/** Areas whose words never reach a browser (e-mails, API answers). */
export const SERVER_ONLY_AREAS: readonly CatalogArea[] = [
  "server",
  "payout-mail",
];

export const AREA_NAMES: readonly CatalogArea[] = ["common", ...FILE_AREAS];

/**
 * What a page route declares in its `handle`: the areas its words come from
 * (besides `common`). The server sends these catalogs inside the document;
 * in the browser the route module awaits them before it renders.
 */
export interface CatalogHandle {
  catalogAreas?: readonly CatalogArea[];
}

/** The areas a page needs: `common` and those its matched routes declare. */
export function pageAreas(handles: readonly unknown[]): CatalogArea[] {
  const areas = new Set<CatalogArea>(["common"]);
  for (const handle of handles)
    for (const area of (handle as CatalogHandle | undefined)?.catalogAreas ??
      [])
      areas.add(area);
  return [...areas];
}
