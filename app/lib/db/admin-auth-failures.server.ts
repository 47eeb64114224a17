import { env } from "cloudflare:workers";
import { clientKey } from "#app/lib/platform/index.ts";
import {
  ADMIN_AUTH_ALARM_FAILURES,
  ADMIN_AUTH_ALARM_WINDOW_MS,
  ADMIN_AUTH_MAX_FAILURES,
  ADMIN_AUTH_WINDOW_MS,
} from "#app/lib/policies.ts";

/**
 * Failed Basic-auth attempts per client network (the rate-limit key: IPv4
 * address or IPv6 /64), in D1 so every isolate sees the same count. A client
 * over the limit is refused before its password is even compared, until its
 * window ends.
 */
export function authClient(request: Request): string {
  return clientKey(request.headers);
}

/** The row counting every network's failures together; no client key looks like it. */
export const SITE_WIDE = "*";

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

const countStatement = (client: string, now: number, windowMs: number) =>
  env.DB.prepare(
    `INSERT INTO admin_auth_failures (client, failures, window_started_at) VALUES (?1, 1, ?2)
     ON CONFLICT (client) DO UPDATE SET
       failures = CASE WHEN window_started_at <= ?3 THEN 1 ELSE failures + 1 END,
       window_started_at = CASE WHEN window_started_at <= ?3 THEN ?2 ELSE window_started_at END
     RETURNING failures`,
  ).bind(
    client,
    new Date(now).toISOString(),
    new Date(now - windowMs).toISOString(),
  );

/**
 * Counts one failure for the client and one site-wide; a window that has
 * ended starts again at 1. The failure that brings the site-wide count to
 * the alarm threshold logs an error once per window (Workers Logs), and the
 * console's overview shows the alarm while it lasts.
 */
export async function recordFailure(
  client: string,
  now: number,
): Promise<void> {
  const [, site] = await env.DB.batch<{ failures: number }>([
    countStatement(client, now, ADMIN_AUTH_WINDOW_MS),
    countStatement(SITE_WIDE, now, ADMIN_AUTH_ALARM_WINDOW_MS),
  ]);
  if (site!.results[0]?.failures === ADMIN_AUTH_ALARM_FAILURES)
    console.error(
      `ALARM: ${ADMIN_AUTH_ALARM_FAILURES} failed operator sign-ins across all networks within ${ADMIN_AUTH_ALARM_WINDOW_MS / 60_000} minutes`,
    );
}

/** Failed sign-ins from every network in the current alarm window, when at or over the alarm. */
export async function signInAlarm(now = Date.now()): Promise<number | null> {
  const row = await env.DB.prepare(
    "SELECT failures, window_started_at FROM admin_auth_failures WHERE client = ?1",
  )
    .bind(SITE_WIDE)
    .first<{ failures: number; window_started_at: string }>();
  if (!row || row.failures < ADMIN_AUTH_ALARM_FAILURES) return null;
  const ends = Date.parse(row.window_started_at) + ADMIN_AUTH_ALARM_WINDOW_MS;
  return ends > now ? row.failures : null;
}
