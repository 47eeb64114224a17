import { clientKey } from "#app/lib/platform/client-key.ts";

/** Seconds a rate-limited client is told to wait: the binding's window (wrangler.toml). */
export const RATE_LIMIT_RETRY_AFTER_S = 60;

/**
 * One budget per client network (an IPv4 address or an IPv6 /64,
 * app/lib/platform/client-key.ts), shared by the JSON API and the route actions, so
 * no-JS posts are no way around it. A `scope` gives a feature its own budget
 * of the same size (the binding's limit in wrangler.toml).
 */
export async function withinRateLimit(
  limiter: RateLimit,
  headers: Headers,
  scope?: string,
): Promise<boolean> {
  const client = clientKey(headers);
  const key = scope ? `${scope}:${client}` : client;
  const { success } = await limiter.limit({ key });
  return success;
}
