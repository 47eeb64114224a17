import type { Messages } from "@lingui/core";

/**
 * Where the server's compiled catalogs come from. Here, the dev server, the
 * unit and the worker tests: every PO file, compiled on import by
 * @lingui/vite-plugin. The production Worker's build swaps this module for
 * app/lib/i18n/catalog-source.assets.ts (tooling/vite/catalog-assets.ts), so
 * no catalog is part of its upload (docs/decisions/i18n-library.md).
 */
const CATALOGS = import.meta.glob<{ messages: Messages }>(
  "../../locales/*/*.po",
);

export function catalogExists(catalog: string, area: string): boolean {
  return `../../locales/${catalog}/${area}.po` in CATALOGS;
}

export async function fetchCatalog(
  catalog: string,
  area: string,
): Promise<Messages> {
  const load = CATALOGS[`../../locales/${catalog}/${area}.po`];
  if (!load) throw new Error(`No ${area} catalog for locale "${catalog}"`);
  return (await load()).messages;
}
