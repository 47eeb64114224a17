/**
 * Where the client build writes a compiled catalog for the production
 * Worker (tooling/vite/catalog-assets.ts). The path always reaches the Worker
 * first (`run_worker_first` in wrangler.toml), which does not serve it:
 * browsers get catalogs from the document or /api/messages, and the
 * server-only areas stay private.
 */
export const CATALOG_ASSET_DIR = "_catalogs";

export function catalogAssetPath(catalog: string, area: string): string {
  return `/${CATALOG_ASSET_DIR}/${catalog}/${area}.json`;
}
