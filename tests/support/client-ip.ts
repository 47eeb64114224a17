/**
 * A fresh client address per call (sent as cf-connecting-ip, the rate
 * limiter's key). A test that wants its own allowance calls this once.
 *
 * Unique where the limiter is shared: across Playwright's worker processes
 * (the worker's index picks the second octet) and across the worker-test
 * files that run one after another in one runtime (vitest.config.ts): the
 * counter lives on the global object, which those files share.
 */
const shared = globalThis as { nextTestClient?: number };
const worker = Number(globalThis.process?.env?.TEST_WORKER_INDEX ?? 0) % 64;

export function clientIp(): string {
  const i = (shared.nextTestClient = (shared.nextTestClient ?? -1) + 1);
  return `100.${64 + worker}.${Math.floor(i / 254) % 256}.${(i % 254) + 1}`;
}
