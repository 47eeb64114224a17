// The plugin ships the `cloudflare:test` types as a script, not a module.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../node_modules/@cloudflare/vitest-plugin/types/cloudflare-test.d.ts" />
import { applyD1Migrations, env } from "cloudflare:test";
import { stubPages } from "./server-build-stub.ts";

/**
 * Runs before every test file. Files share one workerd per vitest worker
 * (`isolate: false` in vitest.config.ts: starting a runtime per file cost
 * most of the layer's time), so each file starts here from what a fresh
 * runtime would give it: an empty database at the latest migration, an empty
 * KV namespace, and a build id of its own, so that no page another file
 * cached is served to it.
 */
const testEnv = env as unknown as Env & {
  TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1];
};

/** Drops every table (their indexes and triggers go with them). */
async function emptyDatabase(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare(
      `SELECT name FROM sqlite_master
        WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'
        ORDER BY rowid DESC`,
    )
    .all<{ name: string }>();
  if (results.length === 0) return;
  await db.batch([
    // Children go before parents (newest first); checks wait for the commit.
    db.prepare("PRAGMA defer_foreign_keys = on"),
    ...results.map(({ name }) =>
      db.prepare(`DROP TABLE "${name.replaceAll('"', '""')}"`),
    ),
  ]);
}

async function emptyKv(kv: KVNamespace): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await kv.list(cursor ? { cursor } : {});
    await Promise.all(page.keys.map(({ name }) => kv.delete(name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

await emptyDatabase(testEnv.DB);
await applyD1Migrations(testEnv.DB, testEnv.TEST_MIGRATIONS);
await emptyKv(testEnv.CACHE);
stubPages.startFile();
