/**
 * A fresh client address per call (sent as cf-connecting-ip, the rate
 * limiter's key), unique across Playwright's worker processes: the worker's
 * index picks the second octet, one counter shared by every spec file in the
 * worker the rest. A test that wants its own allowance calls this once.
 */
const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 64;
let n = 0;

export function clientIp(): string {
  const i = n++;
  return `100.${64 + worker}.${Math.floor(i / 254) % 256}.${(i % 254) + 1}`;
}
