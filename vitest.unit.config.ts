import { entriesPlugin } from "./tooling/vite/entries.ts";
import { linguiPlugins } from "./tooling/vite/lingui.ts";
import { defineConfig } from "vitest/config";

const TESTS = "tests/unit/**/*.test.{ts,tsx}";
/**
 * Files that replace a module (vi.mock) or count what a module builds on
 * first use: each runs in a module registry of its own. Every other file
 * shares one per worker (`isolate: false`), which halves the layer's time;
 * pure functions leave nothing behind for the next file.
 */
const OWN_MODULES = [
  "tests/unit/api-client.test.ts",
  "tests/unit/figures-follow-price.test.ts",
  "tests/unit/i18n-per-locale-cache.test.ts",
  "tests/unit/i18n-catalog-assets.test.ts",
];

/** Pure functions only: no Workers runtime, no DOM. */
export default defineConfig({
  // Lingui macros and PO catalogs compile here exactly as in the build, and
  // features' entries are looked through as in the build.
  plugins: [entriesPlugin(), ...linguiPlugins()],
  test: {
    environment: "node",
    // npm test runs this layer beside eslint (scripts/test.sh): vitest's
    // default of 5 s failed the heaviest tests (a property test, PDFs read
    // back, the sitemap) on a loaded machine.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [TESTS],
          exclude: OWN_MODULES,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "unit-own-modules", include: OWN_MODULES },
      },
    ],
  },
});
