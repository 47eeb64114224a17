import type { CatalogArea, CatalogHandle } from "#app/lib/i18n/areas.ts";
import { splitLocale } from "#app/lib/i18n/locale-path.ts";
import { LOCALE_CODES } from "#app/lib/i18n/locales.ts";
import { PAGES, type PageEntry } from "#app/lib/pages/manifest.ts";

/** The site's public pages, in manifest order: listed, carded, cached, walked. */
export const PUBLIC_PAGE_ENTRIES = /* @__PURE__ */ PAGES.filter(
  (p) => p.kind === "public",
);

/** The manifest entry at an English path (a literal path, not a pattern). */
export function pageAt(path: string): PageEntry | undefined {
  return PAGES.find((p) => p.path === path);
}

/**
 * The framed document the page at `pathname` shows, in any language
 * ("/de/terms"), or undefined for a page that shows none.
 */
export function documentKeyAt(pathname: string): PageEntry["document"] {
  return pageAt(splitLocale(pathname).path)?.document;
}

/** The English path of the page that shows a framed document. */
export function documentPath(key: NonNullable<PageEntry["document"]>): string {
  return PAGES.find((p) => p.document === key)!.path;
}

/** True when `path` (unprefixed, English) is a page served in every locale. */
export function isLocalizedPage(path: string): boolean {
  return !path.includes(":") && pageAt(path) !== undefined;
}

/** React Router's id of a page's English route ("routes/demo"). */
export function englishRouteId(entry: PageEntry): string {
  return entry.routeId ?? entry.module.replace(/\.tsx?$/, "");
}

/** The page a route id names, in any locale ("de/routes/demo"), or undefined. */
export function pageOfRouteId(id: string): PageEntry | undefined {
  const slash = id.indexOf("/");
  const prefix = id.slice(0, slash);
  const english = (LOCALE_CODES as readonly string[]).includes(prefix)
    ? id.slice(slash + 1)
    : id;
  return PAGES.find((p) => englishRouteId(p) === english);
}

/** The areas a page loads besides `common`: its own and those it needs. */
export function pageCatalogAreas(entry: PageEntry): CatalogArea[] {
  const { area, needs = [] } = entry.catalog ?? { area: "common" };
  return [...new Set([...(area === "common" ? [] : [area]), ...needs])];
}

/**
 * A route module's `handle`: the areas of every page it serves, which the
 * module loads before it renders (app/lib/i18n/instance.ts) and the server
 * sends inside the document (app/entry.server.tsx).
 */
export function moduleHandle(module: PageEntry["module"]): CatalogHandle {
  const areas = PAGES.filter((p) => p.module === module).flatMap(
    pageCatalogAreas,
  );
  return { catalogAreas: [...new Set(areas)] };
}

/** Route module files (from the repository root) whose words go to each area. */
export function areaModules(): Partial<Record<CatalogArea, string[]>> {
  const files: Partial<Record<CatalogArea, string[]>> = {};
  for (const p of PAGES) {
    const area = p.catalog?.area;
    if (!area || area === "common") continue;
    const list = (files[area] ??= []);
    if (!list.includes(`app/${p.module}`)) list.push(`app/${p.module}`);
  }
  return files;
}
