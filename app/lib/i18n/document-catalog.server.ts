import type { CatalogArea } from "#app/lib/i18n/areas.ts";
import { documentCatalogJson } from "#app/lib/i18n/browser-catalog.ts";
import { loadMessages, type CatalogName } from "#app/lib/i18n/catalog.ts";

/** Built once per catalog and set of areas: the same bytes for every request. */
const JSON_TEXT = new Map<string, Promise<string>>();

/** The page's catalogs as the JSON app/root.tsx writes into the document. */
export function documentCatalogFor(
  catalog: CatalogName,
  areas: readonly CatalogArea[],
): Promise<string> {
  const key = `${catalog}/${areas.join(",")}`;
  let text = JSON_TEXT.get(key);
  if (!text) {
    text = Promise.all(
      areas.map(async (area) => [area, await loadMessages(catalog, area)]),
    ).then((entries) =>
      documentCatalogJson({ catalog, areas: Object.fromEntries(entries) }),
    );
    text.catch(() => JSON_TEXT.delete(key));
    JSON_TEXT.set(key, text);
  }
  return text;
}
