import type { Messages } from "@lingui/core";
import { env } from "cloudflare:workers";
import { AREA_NAMES } from "#app/lib/i18n/areas.ts";
import { catalogAssetPath } from "#app/lib/i18n/catalog-asset-path.ts";
import { LOCALE_CODES } from "#app/lib/i18n/locales.ts";
import { PSEUDO_CATALOG } from "#app/lib/i18n/pseudo.ts";

/**
 * The production Worker's catalogs (in place of app/lib/i18n/catalog-source.ts,
 * see tooling/vite/catalog-assets.ts): the client build writes each compiled
 * catalog as a JSON static asset, and the Worker reads the one it needs
 * through its ASSETS binding on first use; app/lib/i18n/catalog.ts keeps it
 * for the isolate's life.
 */
const CATALOGS: readonly string[] = [...LOCALE_CODES, PSEUDO_CATALOG];

export function catalogExists(catalog: string, area: string): boolean {
  return (
    CATALOGS.includes(catalog) &&
    (AREA_NAMES as readonly string[]).includes(area)
  );
}

export async function fetchCatalog(
  catalog: string,
  area: string,
): Promise<Messages> {
  if (!catalogExists(catalog, area))
    throw new Error(`No ${area} catalog for locale "${catalog}"`);
  // The host is not looked at: ASSETS answers from this deploy's files.
  const url = `https://assets.invalid${catalogAssetPath(catalog, area)}`;
  const response = await env.ASSETS.fetch(url);
  if (!response.ok)
    throw new Error(`${area} catalog of "${catalog}": ${response.status}`);
  return (await response.json()) as Messages;
}
