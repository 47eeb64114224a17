import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { catalogAssetsPlugin } from "./tooling/vite/catalog-assets.ts";
import { clientChunkName } from "./tooling/vite/chunks.ts";
import { dynamicImportsPlugin } from "./tooling/vite/dynamic-imports.ts";
import { entriesPlugin } from "./tooling/vite/entries.ts";
import { figuresPlugin } from "./tooling/vite/figures.ts";
import { linguiPlugins } from "./tooling/vite/lingui.ts";
import { pageManifestPlugin } from "./tooling/vite/page-manifest.ts";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig(({ command }) => ({
  resolve: {
    alias: {
      // React 19 has the hook the shim polyfills (app/lib/platform/react-sync-external-store.ts).
      "use-sync-external-store/shim": fileURLToPath(
        new URL(
          "./app/lib/platform/react-sync-external-store.ts",
          import.meta.url,
        ),
      ),
    },
  },
  environments: {
    // Beside React Router's build/client and build/server.
    nirvana_render: { build: { outDir: "build/render" } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // The chunk of each module is decided in tooling/vite/chunks.ts.
              groups: [{ name: clientChunkName(), debugName: "client-chunks" }],
            },
          },
        },
      },
    },
  },
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // The renderer Worker, built beside the site (docs/decisions/cold-start.md).
      auxiliaryWorkers: [{ configPath: "./workers/render/wrangler.toml" }],
      // `npm run dev` is not production (app/lib/platform/production.ts fails closed);
      // a build keeps the deployed configuration untouched.
      config:
        command === "serve"
          ? (worker) => ({
              vars: { ...worker.vars, ENVIRONMENT: "development" },
            })
          : undefined,
    }),
    // Imports of a feature's entry go to the modules that define the names.
    entriesPlugin(),
    catalogAssetsPlugin(),
    ...linguiPlugins(),
    figuresPlugin(),
    pageManifestPlugin(),
    dynamicImportsPlugin(),
    reactRouter(),
  ],
}));
