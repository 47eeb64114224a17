// Billing intake and drain (docs/ledger.md), printed as figures:
// 1. Intake: BENCH_BILLING_EVENTS (10,000) distinct Paddle notifications,
//    signed as Paddle signs them, posted with BENCH_BILLING_CONNECTIONS in
//    flight to a build WITHOUT the queue consumer (as deployed, the consumer
//    runs in invocations of its own): acknowledgements per second, p50/p99,
//    then every acknowledged event_id must be stored exactly once (0 lost,
//    0 doubled), and a second delivery of 1,000 of them must answer
//    `duplicate: true` and store nothing.
// 2. Drain: BENCH_BILLING_DRAIN (1,000) charges for a real code posted to the
//    full app; time until every one is processed into one commission each
//    (queue consumer in the same local process), as events per second.
// Usage: node scripts/bench-billing.mjs <producer-only url> <producer state dir> <app url> [<app state dir>]
import { createHmac } from "node:crypto";
import { execFileSync } from "node:child_process";

const [producer, producerState, app, appState] = process.argv.slice(2);
const SECRET = process.env.PADDLE_WEBHOOK_SECRET ?? "pdl_ntfset_test_secret";
const TOTAL = Number(process.env.BENCH_BILLING_EVENTS ?? 10_000);
const DRAIN = Number(process.env.BENCH_BILLING_DRAIN ?? 1_000);
const CONNECTIONS = Number(process.env.BENCH_BILLING_CONNECTIONS ?? 32);
const DRAIN_TIMEOUT_MS =
  Number(process.env.BENCH_BILLING_DRAIN_TIMEOUT_S ?? 600) * 1000;
const run = Date.now().toString(36);

function query(state, sql) {
  const args = ["d1", "execute", "DB", "--local", "--json", "--command", sql];
  if (state) args.push("--persist-to", state);
  const out = execFileSync("wrangler", args, {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out)[0].results;
}

function notification(i, code) {
  const billedAt = new Date().toISOString();
  const totals = {
    subtotal: "56900",
    discount: "0",
    tax: "4552",
    total: "61452",
    grand_total: "61452",
    fee: "3073",
    earnings: "53827",
    currency_code: "USD",
  };
  return {
    event_id: `evt_bench_${run}_${i}`,
    event_type: "transaction.completed",
    occurred_at: billedAt,
    notification_id: `ntf_bench_${run}_${i}`,
    data: {
      id: `txn_bench_${run}_${i}`,
      status: "completed",
      customer_id: `ctm_bench_${run}_${i}`,
      subscription_id: `sub_bench_${run}_${i}`,
      // A first purchase: only membership charges earn (docs/ledger.md).
      origin: "web",
      currency_code: "USD",
      collection_mode: "automatic",
      custom_data: code ? { trust_code: code } : null,
      billed_at: billedAt,
      created_at: billedAt,
      updated_at: billedAt,
      details: { totals, payout_totals: totals, line_items: [] },
      items: [],
      payments: [],
    },
  };
}

/** Signed when sent, as Paddle signs at delivery: a slow run never sends a stale signature. */
function signed(raw) {
  const ts = Math.floor(Date.now() / 1000);
  const h1 = createHmac("sha256", SECRET).update(`${ts}:${raw}`).digest("hex");
  return { raw, signature: `ts=${ts};h1=${h1}` };
}

async function post(base, raw) {
  for (let tries = 1; ; tries++) {
    const body = signed(raw);
    const started = performance.now();
    try {
      const res = await fetch(`${base}/api/billing/paddle`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "paddle-signature": body.signature,
        },
        body: body.raw,
      });
      const json = await res.json();
      return { status: res.status, json, ms: performance.now() - started };
    } catch (error) {
      // The overloaded local server may drop a connection before answering; Paddle retries too.
      if (tries >= 4) throw error;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

async function pool(items, fn) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i], i);
      }
    }),
  );
  return results;
}

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

// 0. One at a time: the acknowledgement time Paddle sees on a quiet server.
const single = [];
for (let i = 0; i < 200; i++) {
  const e = notification(i, null);
  e.event_id = `evt_single_${run}_${i}`;
  single.push((await post(producer, JSON.stringify(e))).ms);
}
single.sort((a, b) => a - b);
console.table([
  {
    name: "billing intake, one request in flight",
    events: single.length,
    "p50 ms": Math.round(pct(single, 50)),
    "p99 ms": Math.round(pct(single, 99)),
  },
]);

// 1. Intake, beside the same number of /api/health requests with the same
// concurrency: the ratio cancels out the machine's load.
const HEALTH = Math.min(TOTAL, 2000);
const h0 = performance.now();
await pool(Array.from({ length: HEALTH }), () =>
  fetch(`${producer}/api/health`).then((r) => r.text()),
);
const healthPerSecond = HEALTH / ((performance.now() - h0) / 1000);
const bodies = Array.from({ length: TOTAL }, (_, i) =>
  JSON.stringify(notification(i, null)),
);
const t0 = performance.now();
const answers = await pool(bodies, (b) => post(producer, b));
const seconds = (performance.now() - t0) / 1000;
const acked = answers.filter(
  (a) => a.status === 200 && a.json.success && !a.json.duplicate,
).length;
const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
const rows = query(
  producerState,
  `SELECT COUNT(*) AS n, COUNT(DISTINCT event_id) AS d FROM billing_events WHERE event_id LIKE 'evt_bench_${run}_%'`,
)[0];
const repeats = await pool(bodies.slice(0, 1000), (b) => post(producer, b));
const after = query(
  producerState,
  `SELECT COUNT(*) AS n FROM billing_events WHERE event_id LIKE 'evt_bench_${run}_%'`,
)[0].n;
console.table([
  {
    name: "billing intake (signed Paddle events)",
    events: TOTAL,
    "acked/s": Math.round(acked / seconds),
    "health req/s": Math.round(healthPerSecond),
    "intake/health":
      Math.round((acked / seconds / healthPerSecond) * 100) / 100,
    "p50 ms": Math.round(pct(latencies, 50)),
    "p99 ms": Math.round(pct(latencies, 99)),
    acknowledged: acked,
    lost: acked - rows.d,
    doubled: rows.n - rows.d,
    "repeats answered duplicate": repeats.filter(
      (a) => a.status === 200 && a.json.duplicate,
    ).length,
    "rows added by repeats": after - rows.n,
  },
]);

// 2. Drain into the ledger.
const issuer = `bench-issuer-${run}`;
const code = `BENCH-${run.toUpperCase()}`;
const now = new Date().toISOString();
query(
  appState,
  `INSERT INTO issuers (id, full_name, email, country_of_residence, payout_method, declarations_accepted_at, created_at, email_normalised, email_domain, verified_at)
   VALUES ('${issuer}', 'Bench Issuer', '${issuer}@example.com', 'GB', 'paypal', '${now}', '${now}', '${issuer}@example.com', 'example.com', '${now}');
   INSERT INTO trust_codes (code, owner_kind, owner_id, status, created_at) VALUES ('${code}', 'individual', '${issuer}', 'active', '${now}')`,
);
const drainRun = `${run}d`;
const drainBodies = Array.from({ length: DRAIN }, (_, i) => {
  const e = notification(i, code);
  e.event_id = `evt_drain_${drainRun}_${i}`;
  e.data.id = `txn_drain_${drainRun}_${i}`;
  e.data.customer_id = `ctm_drain_${drainRun}_${i}`;
  return JSON.stringify(e);
});
const d0 = performance.now();
const drainAnswers = await pool(drainBodies, (b) => post(app, b));
const drainAcked = drainAnswers.filter((a) => a.status === 200).length;
// How far the consumer had got when the last event was acknowledged: close to
// all of them means the drain keeps up with the intake.
const ackedAt = performance.now();
const processedAtAck = query(
  appState,
  `SELECT COUNT(*) AS n FROM billing_events WHERE event_id LIKE 'evt_drain_${drainRun}_%' AND status = 'processed'`,
)[0].n;
let processed = 0;
let entries = 0;
while (performance.now() - d0 < DRAIN_TIMEOUT_MS) {
  processed = query(
    appState,
    `SELECT COUNT(*) AS n FROM billing_events WHERE event_id LIKE 'evt_drain_${drainRun}_%' AND status = 'processed'`,
  )[0].n;
  if (processed >= drainAcked) break;
  await new Promise((r) => setTimeout(r, 1000));
}
const drainSeconds = (performance.now() - d0) / 1000;
entries = query(
  appState,
  `SELECT COUNT(*) AS n, COALESCE(SUM(amount_cents), 0) AS cents FROM ledger_entries WHERE payee_id = '${issuer}'`,
)[0];
console.table([
  {
    name: "billing drain (intake → queue → ledger)",
    events: DRAIN,
    acknowledged: drainAcked,
    processed,
    "events/s": Math.round(processed / drainSeconds),
    "seconds to drain": Math.round(drainSeconds * 10) / 10,
    "processed at last ack": processedAtAck,
    // Polling through `wrangler d1 execute` takes seconds itself: 0 when the
    // consumer was already done at the last acknowledgement.
    "seconds after last ack":
      processedAtAck >= drainAcked
        ? 0
        : Math.round((d0 + drainSeconds * 1000 - ackedAt) / 100) / 10,
    "ledger entries": entries.n,
    "USD accrued": (entries.cents / 100).toFixed(2),
  },
]);
if (
  acked !== TOTAL ||
  rows.n !== rows.d ||
  rows.d !== acked ||
  after !== rows.n ||
  processed !== DRAIN ||
  entries.n !== DRAIN
)
  process.exitCode = 1;
