/**
 * The page manifest and what reads it: links, meta, the shell, the sitemap,
 * share cards, page words (site-routes), the landing teaser and the wallet maths.
 * Code outside app/lib/pages/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export { pageById, type PageId, pagePath } from "#app/lib/pages/links.ts";
export {
  type MetaArgsLike,
  type MetaLocation,
  metaLocale,
  pageMeta,
  registryPageMeta,
  routeMeta,
  translatedPageMeta,
} from "#app/lib/pages/meta.ts";
export {
  documentKeyAt,
  documentPath,
  moduleHandle,
  pageAt,
} from "#app/lib/pages/queries.ts";
export { codeCardUrl, sharePathOfSlug } from "#app/lib/pages/share-image.ts";
export { type ShellHandle, shellFor } from "#app/lib/pages/shell.ts";
export { isLocalizedPage, siteRouteMeta } from "#app/lib/pages/site-routes.ts";
export { sitemapXml } from "#app/lib/pages/sitemap.ts";
export {
  AUTO_TOP_UP_THRESHOLD_USD,
  AUTO_TOP_UP_USD,
  GRID_KG_PER_KWH,
  INPUT_COST_PER_MILLION_USD,
  JOULES_PER_INPUT_TOKEN,
  JOULES_PER_OUTPUT_TOKEN,
  MARKUP,
  OFFSET_USD_PER_TONNE,
  OUTPUT_COST_PER_MILLION_USD,
  PER_MILLION_INPUT,
  PER_MILLION_OUTPUT,
  PUE,
  type PerMillion,
  SENSITIVITY,
  WALLET_BLOCK_USD,
  WORKED_EXAMPLE,
  WORKED_EXAMPLE_RESULT,
  estimateUsage,
  formatNumber,
  formatTokens,
  formatUsd,
} from "#app/lib/pages/sustainability.ts";
export { teaserResults } from "#app/lib/pages/teaser.ts";
