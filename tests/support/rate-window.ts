/**
 * The local rate limiter (miniflare) counts per fixed window aligned to the
 * wall clock: floor(now / period). A test that must see the limit reached
 * within one window first waits out a window that is about to roll over.
 */
export const RATE_LIMIT = 30;
const PERIOD_MS = 60_000;
/** Time the test needs inside one window, with room to spare. */
const NEEDED_MS = 25_000;

export async function startOfFreshWindow(now = Date.now()): Promise<void> {
  const left = PERIOD_MS - (now % PERIOD_MS);
  if (left < NEEDED_MS)
    await new Promise((resolve) => setTimeout(resolve, left + 50));
}
