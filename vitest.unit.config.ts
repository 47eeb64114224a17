import { linguiPlugins } from "./vite-lingui.ts";
import { defineConfig } from "vitest/config";

/** Pure functions only: no Workers runtime, no DOM. */
export default defineConfig({
  // Lingui macros and PO catalogs compile here exactly as in the build.
  plugins: linguiPlugins(),
  test: { include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" },
});
