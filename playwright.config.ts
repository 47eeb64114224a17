import { defineConfig } from "@playwright/test";
import {
  TEST_BILLING_TOKEN,
  TEST_PADDLE_SECRET,
} from "./tests/support/paddle-events";

/**
 * End-to-end tests against the production build served as `npm start` serves
 * it, on its own port and local state (scripts/e2e-server.sh), stopped when
 * the run ends. Set E2E_BASE_URL to test a server you started yourself.
 */
const PORT = Number(process.env.E2E_PORT ?? 8799);
/** Where the JSON report goes; scripts/test.sh counts results from it. */
const JSON_REPORT = process.env.E2E_JSON_REPORT;
const external = process.env.E2E_BASE_URL;
/** Turns the operator console on in the e2e server (tests/e2e/admin.spec.ts); no .dev.vars needed. */
export const E2E_ADMIN = { username: "admin", password: "e2e-secret" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Four on these two-core machines: a test spends much of its time
  // waiting on the server or on the network going idle, which more workers
  // fill (8.4 min with two, 7.0 with three for an earlier suite; 6.0 with
  // three and 5.6 with four for today's). Six gain nothing more: the cores
  // are then busy 97% of the time (vmstat) and the run takes 5.6 min too.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  // A test that passes only on a retry is a flake: fail it instead.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Generous: the suite shares two cores with other work; a slow machine must
  // not turn into failures (retries are off, so a timeout is a failure).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: JSON_REPORT
    ? [["list"], ["json", { outputFile: JSON_REPORT }]]
    : [["list"]],
  use: {
    baseURL: external ?? `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: external
    ? undefined
    : {
        command: `E2E_PORT=${PORT} WRANGLER_DEV_ARGS="--var ADMIN_BASIC_AUTH:${E2E_ADMIN.username}:${E2E_ADMIN.password} --var PSEUDO_LOCALE:on --var PADDLE_WEBHOOK_SECRET:${TEST_PADDLE_SECRET} --var BILLING_API_TOKEN:${TEST_BILLING_TOKEN}" bash scripts/e2e-server.sh`,
        url: `http://127.0.0.1:${PORT}/api/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: "ignore",
        stderr: "pipe",
      },
});
