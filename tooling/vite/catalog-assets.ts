import { getConfig } from "@lingui/conf";
import {
  createCompiledCatalog,
  getCatalogForFile,
  getCatalogs,
} from "@lingui/cli/api";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { catalogAssetPath } from "../../app/lib/i18n/catalog-asset-path.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));
const SOURCE = path.join(root, "app/lib/i18n/catalog-source.ts");
const ASSETS_SOURCE = path.join(root, "app/lib/i18n/catalog-source.assets.ts");

/**
 * Keeps the compiled catalogs out of the production Worker's upload
 * (docs/decisions/i18n-library.md): the client build writes each one as a
 * static asset (`_catalogs/<locale>/<area>.json`, the same JSON that
 * @lingui/vite-plugin would inline), and the server build takes
 * app/lib/i18n/catalog-source.assets.ts, which reads them through the ASSETS
 * binding, in place of app/lib/i18n/catalog-source.ts. The dev server and
 * the tests keep importing PO files.
 */
export function catalogAssetsPlugin(): Plugin {
  let building = false;
  return {
    name: "nirvana-catalog-assets",
    enforce: "pre",
    configResolved(config) {
      building = config.command === "build";
    },
    async resolveId(source, importer, options) {
      if (!building || this.environment.name !== "ssr" || !importer) return;
      if (
        !source.endsWith("catalog-source") &&
        !source.endsWith("catalog-source.ts")
      )
        return;
      const resolved = await this.resolve(source, importer, {
        ...options,
        skipSelf: true,
      });
      return resolved?.id === SOURCE ? ASSETS_SOURCE : undefined;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const config = getConfig({ cwd: root });
      const catalogs = await getCatalogs(config);
      const localesDir = path.join(root, "app/locales");
      for (const locale of readdirSync(localesDir)) {
        for (const file of readdirSync(path.join(localesDir, locale))) {
          if (!file.endsWith(".po")) continue;
          const area = file.slice(0, -".po".length);
          const found = getCatalogForFile(
            path.relative(config.rootDir, path.join(localesDir, locale, file)),
            catalogs,
          );
          if (!found)
            throw new Error(`No Lingui catalog for ${locale}/${file}`);
          const { messages } = await found.catalog.getTranslations(locale, {
            fallbackLocales: config.fallbackLocales,
            sourceLocale: config.sourceLocale,
            // As @lingui/vite-plugin compiles them (its default).
            missingBehavior: "resolved",
          });
          const pseudo = config.pseudoLocale.find((p) => p.locale === locale);
          const { source, errors } = createCompiledCatalog(locale, messages, {
            namespace: "json",
            pseudoLocale: pseudo?.locale,
            pseudoLocaleOptions: pseudo?.options,
          });
          if (errors.length)
            throw new Error(`${locale}/${file} does not compile`);
          this.emitFile({
            type: "asset",
            fileName: catalogAssetPath(locale, area).slice(1),
            source: JSON.stringify(
              (JSON.parse(source) as { messages: unknown }).messages,
            ),
          });
        }
      }
    },
  };
}
