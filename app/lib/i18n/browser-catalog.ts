import type { Messages } from "@lingui/core";
import type { CatalogArea } from "#app/lib/i18n/areas.ts";

/**
 * How catalogs reach a browser. The server writes the page's own catalogs
 * (its locale, `common` and the page's areas) into the document as JSON
 * (app/root.tsx), so hydration waits for no download; a page of another area
 * reached by client navigation fetches its catalog from /api/messages as
 * JSON. Either way the browser gets one locale's words for the page it
 * shows, and its JavaScript holds no per-language code, whatever the number
 * of languages.
 */
export const DOCUMENT_CATALOG_ID = "page-catalog";

/** The document's catalogs, as the server writes them. */
export interface DocumentCatalogData {
  catalog: string;
  areas: Partial<Record<CatalogArea, Messages>>;
}

/** Written into a <script type="application/json">: nothing can close the element early. */
export function documentCatalogJson(data: DocumentCatalogData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

let text: string | undefined;
let data: DocumentCatalogData | null | undefined;

/** The JSON the server wrote, unchanged, so hydration renders the same element. */
export function documentCatalogText(): string {
  text ??= document.getElementById(DOCUMENT_CATALOG_ID)?.textContent ?? "";
  return text;
}

function documentCatalogData(): DocumentCatalogData | null {
  if (data === undefined) {
    const json = documentCatalogText();
    data = json ? (JSON.parse(json) as DocumentCatalogData) : null;
  }
  return data;
}

/** Whether this document came from the server with its catalogs. */
export function hasDocumentCatalog(): boolean {
  return documentCatalogData() !== null;
}

/** Where a catalog is fetched; the build's version keeps caches apart across deploys. */
export function messagesPath(catalog: string, area: CatalogArea): string {
  const version = (
    window as Window & { __reactRouterManifest?: { version?: string } }
  ).__reactRouterManifest?.version;
  return `/api/messages/${catalog}/${area}${version ? `?v=${encodeURIComponent(version)}` : ""}`;
}

/** One area's compiled messages: from the document when it has them, otherwise fetched. */
export async function browserMessages(
  catalog: string,
  area: CatalogArea,
): Promise<Messages> {
  const own = documentCatalogData();
  const inDocument = own?.catalog === catalog ? own.areas[area] : undefined;
  if (inDocument) return inDocument;
  const response = await fetch(messagesPath(catalog, area));
  if (!response.ok)
    throw new Error(`${area} catalog of "${catalog}": ${response.status}`);
  return (await response.json()) as Messages;
}
