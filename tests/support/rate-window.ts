/**
 * The local rate limiter (miniflare) counts per fixed window aligned to the
 * wall clock: floor(now / period). A test that must see the limit reached
 * within one window first waits out a window that is about to roll over.
 */
export const RATE_LIMIT = 30;
const PERIOD_MS = 60_000;
/**
 * Time a test needs inside one window, with room to spare: a worker test's
 * 31 or 32 requests take well under 5 s on a loaded machine. Every test that
 * waits waits up to this long, so it is no larger than it has to be; a test
 * whose requests render pages in a browser's server asks for more.
 */
const NEEDED_MS = 12_000;

export async function startOfFreshWindow(
  neededMs = NEEDED_MS,
  now = Date.now(),
): Promise<void> {
  const left = PERIOD_MS - (now % PERIOD_MS);
  if (left < neededMs)
    await new Promise((resolve) => setTimeout(resolve, left + 50));
}
