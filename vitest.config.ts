import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { entriesPlugin } from "./tooling/vite/entries.ts";
import { linguiPlugins } from "./tooling/vite/lingui.ts";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { propertySettings } from "./tests/support/property-seed.ts";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The ledger's property test explores a new seed each run unless one is
// given; the line below names it, so a failing run is replayed exactly.
// Bindings carry both into workerd, where the host's process.env does not
// reach (tests/support/property-seed.ts).
const property = propertySettings(process.env);
console.log(
  `ledger property test: LEDGER_PROPERTY_SEED=${property.seed} LEDGER_PROPERTY_ITERATIONS=${property.iterations} (replay: ${property.replay})`,
);

/** Worker integration tests: the real workers/app.ts on real (local) D1 and KV. */
export default defineConfig({
  plugins: [
    // Worker code may use Lingui macros and PO catalogs, compiled as in the
    // build; features' entries are looked through as in the build.
    entriesPlugin(),
    ...linguiPlugins(),
    cloudflareTest(async () => ({
      main: "./tests/worker/test-main.ts",
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(here("./migrations")),
          // Turns the operator console on for route-level tests (admin-*.test.ts).
          ADMIN_BASIC_AUTH: "admin:pool-secret",
          // Requests in these tests name the production host; this is no production.
          ENVIRONMENT: "test",
          // Billing secrets, test values (tests/worker/paddle-fixtures.ts signs with the same).
          PADDLE_WEBHOOK_SECRET: "pdl_ntfset_test_secret",
          BILLING_API_TOKEN: "test-billing-api-token",
          LEDGER_PROPERTY_SEED: property.seed,
          LEDGER_PROPERTY_ITERATIONS: property.iterations,
        },
        // The renderer Worker's entrypoint, exported by test-main.ts.
        serviceBindings: {
          RENDERER: { name: "nirvana-site", entrypoint: "Renderer" },
        },
      },
    })),
  ],
  resolve: {
    alias: {
      // React Router's build is not part of these tests; a stub renders a marker page.
      "virtual:react-router/server-build": here(
        "./tests/worker/server-build-stub.ts",
      ),
    },
  },
  test: {
    include: ["tests/worker/**/*.test.ts"],
    // One workerd per vitest worker, reused file after file: starting one per
    // file took most of this layer's time. The setup file gives each file the
    // empty storage a fresh runtime would.
    isolate: false,
    // Four workerd runtimes at once, each with its own storage and rate
    // limiter. A file spends most of its time waiting (on a queue, a rate
    // window, the renderer), so on a two-core machine four fill the cores
    // that one left idle: 89 s with vitest's default of one, 31 s with
    // three or four, 33 s with six.
    maxWorkers: 4,
    // A rate-limit test first waits out a minute window that is about to
    // roll over (up to 12 s, tests/support/rate-window.ts), then sends its
    // requests: vitest's default of 5 s failed such a test whenever the
    // wait was longer than that, and slow tests on a loaded machine too.
    testTimeout: 30_000,
    setupFiles: ["./tests/worker/apply-migrations.ts"],
  },
});
