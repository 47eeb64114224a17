import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests against the production build served exactly as `npm start`
 * serves it. Set E2E_BASE_URL to test a server you started yourself.
 */
const PORT = Number(process.env.E2E_PORT ?? 8799);
const external = process.env.E2E_BASE_URL;
/** Turns the operator console on in the e2e server (tests/e2e/admin.spec.ts); no .dev.vars needed. */
export const E2E_ADMIN = { username: "admin", password: "e2e-secret" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"]],
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
        command: `PORT=${PORT} WRANGLER_DEV_ARGS="--var ADMIN_BASIC_AUTH:${E2E_ADMIN.username}:${E2E_ADMIN.password}" bash scripts/start.sh`,
        url: `http://127.0.0.1:${PORT}/api/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: "ignore",
        stderr: "pipe",
      },
});
