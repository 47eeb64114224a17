// The plugin ships the `cloudflare:test` types as a script, not a module.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../node_modules/@cloudflare/vitest-plugin/types/cloudflare-test.d.ts" />
import { applyD1Migrations, env } from "cloudflare:test";

// TEST_MIGRATIONS is provided by vitest.config.ts from the migrations folder.
const testEnv = env as unknown as Env & {
  TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1];
};
await applyD1Migrations(testEnv.DB, testEnv.TEST_MIGRATIONS);
