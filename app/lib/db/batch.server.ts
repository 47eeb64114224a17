import { env } from "cloudflare:workers";

/**
 * One statement a store module built. A use case or a money flow that must
 * change several aggregates at once gathers their stores' statements and
 * commits them here: one D1 batch, which is one transaction. Only store
 * modules (app/lib/db/, app/lib/money/store/) write SQL or touch the
 * database (tooling/eslint/layers.ts).
 */
export type Statement = D1PreparedStatement;

/** What one committed statement reports (its rows, `meta.changes`). */
export type StatementResult<T = unknown> = D1Result<T>;

/** Runs the statements in order as one transaction; all or nothing. */
export function commit<T = unknown>(
  statements: Statement[],
): Promise<StatementResult<T>[]> {
  return env.DB.batch<T>(statements);
}
