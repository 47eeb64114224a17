import { env } from "cloudflare:workers";
import type { ListPage, ListQuery } from "#app/lib/db/list-query.ts";

export interface ListSql {
  /** SELECT list, without the word SELECT. */
  select: string;
  /** FROM and JOINs. */
  from: string;
  /** Column compared with ?status= (null: the list has no status filter). */
  statusColumn: string | null;
  /** Columns searched with ?q=. */
  searchColumns: string[];
  orderBy: string;
  /** Further conditions of this list (e.g. the issuers' verified filter). */
  where?: string[];
}

/**
 * The search text as compared: lower-case, matched literally with instr().
 * D1 refuses LIKE patterns over 50 bytes, so a whole e-mail address would fail
 * as a LIKE; instr() has no such limit and no wildcards to escape.
 */
function searchNeedle(q: string): string {
  return q.toLowerCase();
}

/** Runs one filtered, paged list query plus its count. */
export async function runList<T>(
  sql: ListSql,
  query: ListQuery,
): Promise<ListPage<T>> {
  const where: string[] = [...(sql.where ?? [])];
  const binds: unknown[] = [];
  if (query.status && sql.statusColumn) {
    where.push(`${sql.statusColumn} = ?`);
    binds.push(query.status);
  }
  if (query.q && sql.searchColumns.length) {
    where.push(
      `(${sql.searchColumns.map((c) => `instr(lower(${c}), ?) > 0`).join(" OR ")})`,
    );
    for (const _ of sql.searchColumns) binds.push(searchNeedle(query.q));
  }
  const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const [rows, count] = await env.DB.batch([
    env.DB.prepare(
      `SELECT ${sql.select} FROM ${sql.from} ${clause} ORDER BY ${sql.orderBy} LIMIT ? OFFSET ?`,
    ).bind(...binds, query.limit, query.offset),
    env.DB.prepare(`SELECT COUNT(*) AS n FROM ${sql.from} ${clause}`).bind(
      ...binds,
    ),
  ]);
  return {
    rows: rows!.results as T[],
    total: (count!.results[0] as { n: number }).n,
    query,
  };
}

/** The outcome an action shows above the list. */
export interface ActionResult {
  ok: boolean;
  message: string;
}
