import { linguiPlugins } from "./vite-lingui.ts";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Pure functions only: no Workers runtime, no DOM. */
export default defineConfig({
  // Lingui macros and PO catalogs compile here exactly as in the build.
  plugins: linguiPlugins(),
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: { include: ["tests/unit/**/*.test.ts"], environment: "node" },
});
