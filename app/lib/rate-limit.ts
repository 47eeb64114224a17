/**
 * One budget per client address, shared by the JSON API and the route
 * actions, so no-JS posts are no way around it.
 */
export async function withinRateLimit(
  limiter: RateLimit,
  headers: Headers,
): Promise<boolean> {
  const key = headers.get("cf-connecting-ip") ?? "anonymous";
  const { success } = await limiter.limit({ key });
  return success;
}
