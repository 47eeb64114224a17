// Scan pipeline figures against the bench harness (bench/scan-drain-worker.ts,
// the real consumer on local D1 and a local queue):
// 1. drain: a burst of BENCH_SCAN_EVENTS (100,000) events across 1,000 codes,
//    events/s folded into D1 and the rows left afterwards (codes x days bound);
// 2. durability: the consumer throws once (after its D1 commit, then before
//    it), the queue retries, and every acknowledged event is counted once.
const harness = process.argv[2];
const EVENTS = Number(process.env.BENCH_SCAN_EVENTS ?? 100_000);
const CODES = Number(process.env.BENCH_SCAN_CODES ?? 1_000);
const DURABILITY_EVENTS = 5_000;
/** Events per /enqueue call and calls in flight: keeps each request's subrequests small. */
const PER_CALL = 1_000;
const PARALLEL = 4;
const TIMEOUT_MS = 15 * 60 * 1000;

const call = async (path) => {
  const res = await fetch(`${harness}${path}`, { method: "POST" });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
};
const stats = (prefix) => call(`/stats?prefix=${prefix}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function enqueue(prefix, n, codes) {
  let acknowledged = 0;
  const calls = Array.from({ length: Math.ceil(n / PER_CALL) }, (_, i) =>
    Math.min(PER_CALL, n - i * PER_CALL),
  );
  while (calls.length) {
    const wave = calls.splice(0, PARALLEL);
    const done = await Promise.all(
      wave.map((k) => call(`/enqueue?n=${k}&codes=${codes}&prefix=${prefix}`)),
    );
    acknowledged += done.reduce((a, d) => a + d.acknowledged, 0);
  }
  return acknowledged;
}

/** Polls until `target` events are counted, or the count stops moving well past it. */
async function waitFor(prefix, target) {
  const started = Date.now();
  let last = -1;
  let stableSince = Date.now();
  for (;;) {
    const s = await stats(prefix);
    if (s.events >= target) {
      // Give a redelivery the chance to (wrongly) count twice before judging.
      await sleep(3_000);
      return stats(prefix);
    }
    if (s.events !== last) {
      last = s.events;
      stableSince = Date.now();
    }
    if (Date.now() - stableSince > 60_000 || Date.now() - started > TIMEOUT_MS)
      return s;
    await sleep(250);
  }
}

const run = Date.now().toString(36).toUpperCase();

// 1. Drain rate.
const drain = `DR${run}`;
await call(`/codes?codes=${CODES}&prefix=${drain}`);
const t0 = performance.now();
const acknowledged = await enqueue(drain, EVENTS, CODES);
const tEnqueued = performance.now();
await waitFor(drain, acknowledged);
const tDrained = performance.now() - 3_000; // waitFor's settling pause
const after = await call(`/stats?prefix=${drain}&tables=1`);
console.log(
  JSON.stringify({
    burst: EVENTS,
    codes: CODES,
    acknowledged,
    "enqueue s": +((tEnqueued - t0) / 1000).toFixed(1),
    "drained s": +((tDrained - t0) / 1000).toFixed(1),
    "events/s folded": Math.round(after.events / ((tDrained - t0) / 1000)),
    counted: after.events,
    lost: acknowledged - after.events,
  }),
);
const scanRows = after.code_day_rows + after.breakdown_rows + after.filter_rows;
console.log(
  JSON.stringify({
    "D1 rows after burst": {
      scan_code_daily: after.code_day_rows,
      scan_daily: after.breakdown_rows,
      // A code-day's filter is one row up to 128 events, 2n/128 + 1 past that.
      "scan_dedup_filter (per code-day: 1 up to 128 events)": after.filter_rows,
      "scan rows in all (aggregates + filter)": scanRows,
      "codes x days": CODES,
      "scan rows per code-day": +(scanRows / CODES).toFixed(2),
      "rows in every table": Object.values(after.tables).reduce(
        (a, b) => a + b,
        0,
      ),
    },
    "every table's rows (none holds one row per event)": after.tables,
    "code-day bytes (approx)": after.code_day_bytes_approx,
    "scans (people)": after.scans,
    "unique visitors (sum of daily estimates)": after.visitors,
  }),
);

// 2. Durability across a consumer failure, after and before the commit.
for (const when of ["after", "before"]) {
  const prefix = `DU${when[0].toUpperCase()}${run}`;
  await call(`/codes?codes=100&prefix=${prefix}`);
  const before = (await stats(prefix)).faultsFired;
  await call(`/fault?when=${when}`);
  const acked = await enqueue(prefix, DURABILITY_EVENTS, 100);
  const s = await waitFor(prefix, acked);
  console.log(
    JSON.stringify({
      "consumer failure": `${when} D1 commit`,
      faultsFired: s.faultsFired - before,
      acknowledged: acked,
      counted: s.events,
      lost: Math.max(0, acked - s.events),
      duplicated: Math.max(0, s.events - acked),
    }),
  );
}
