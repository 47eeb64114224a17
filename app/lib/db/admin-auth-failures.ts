import { env } from "cloudflare:workers";
import { ADMIN_AUTH_MAX_FAILURES, ADMIN_AUTH_WINDOW_MS } from "~/lib/policies";

/**
 * Failed Basic-auth attempts per client (cf-connecting-ip), in D1 so every
 * isolate sees the same count. A client over the limit is refused before its
 * password is even compared, until its window ends.
 */
export function authClient(request: Request): string {
  return request.headers.get("cf-connecting-ip") ?? "anonymous";
}

/** Seconds until this client may try again, or 0 when it may try now. */
export async function blockedFor(client: string, now: number): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT failures, window_started_at FROM admin_auth_failures WHERE client = ?1",
  )
    .bind(client)
    .first<{ failures: number; window_started_at: string }>();
  if (!row || row.failures < ADMIN_AUTH_MAX_FAILURES) return 0;
  const ends = Date.parse(row.window_started_at) + ADMIN_AUTH_WINDOW_MS;
  return ends > now ? Math.ceil((ends - now) / 1000) : 0;
}

/** Counts one failure; a window that has ended starts again at 1. */
export async function recordFailure(
  client: string,
  now: number,
): Promise<void> {
  const nowIso = new Date(now).toISOString();
  const windowStart = new Date(now - ADMIN_AUTH_WINDOW_MS).toISOString();
  await env.DB.prepare(
    `INSERT INTO admin_auth_failures (client, failures, window_started_at) VALUES (?1, 1, ?2)
     ON CONFLICT (client) DO UPDATE SET
       failures = CASE WHEN window_started_at <= ?3 THEN 1 ELSE failures + 1 END,
       window_started_at = CASE WHEN window_started_at <= ?3 THEN ?2 ELSE window_started_at END`,
  )
    .bind(client, nowIso, windowStart)
    .run();
}
