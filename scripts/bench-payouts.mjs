// Payout run figures against the bench harness (bench/payout-run-worker.ts,
// the site's own payout code on local D1): seeds BENCH_PAYEES (10,000)
// issuers with available money, then times preparing the month's run (read
// balances and payee facts, decide, write lines and carry-forwards in one
// batch), approving it (one payout entry per line) and writing its PayPal files.
import { serveFakePaypal } from "./fake-paypal-server.mjs";

const harness = process.argv[2];
// The local PayPal the harness sends to (bench.sh gives it PAYPAL_API_BASE).
const PAYPAL_PORT = Number(
  process.argv[3] ?? process.env.BENCH_PAYPAL_PORT ?? 8796,
);
const PAYEES = Number(process.env.BENCH_PAYEES ?? 10_000);

const post = async (path) => {
  const res = await fetch(`${harness}${path}`, { method: "POST" });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
};

const seeded = await post(`/seed?n=${PAYEES}`);
const started = performance.now();
const run = await post("/run?month=2026-10");
const wall = Math.round(performance.now() - started);
const fmt = (n) => n.toLocaleString("en-US");
console.log(
  `payout run, ${fmt(seeded.payees)} payees (${fmt(seeded.entries)} ledger entries): ` +
    `prepare ${fmt(run.prepareMs)} ms (${fmt(run.lines)} lines, ${fmt(run.carried)} carried forward), ` +
    `approve ${fmt(run.approveMs)} ms, PayPal files ${fmt(run.filesMs)} ms ` +
    `(${fmt(run.paypalRows)} rows, ${fmt(run.paypalBytes)} bytes); ${fmt(wall)} ms end to end`,
);
if (
  !run.prepared.startsWith("Prepared") ||
  !run.approved.startsWith("Approved")
)
  throw new Error(`payout bench: ${run.prepared} / ${run.approved}`);

// The PayPal send for the same run: build and send its batches to the local
// PayPal, read them back page by page, then press send again (no second batch).
const { server, fake } = await serveFakePaypal(PAYPAL_PORT);
try {
  const sendStarted = performance.now();
  const send = await post("/send?month=2026-10");
  const sendWall = Math.round(performance.now() - sendStarted);
  console.log(
    `PayPal send, ${fmt(seeded.payees)} payees: ${fmt(send.items)} items in ${fmt(send.batches)} ` +
      `batch(es) sent in ${fmt(send.sendMs)} ms (token, build, POST /v1/payments/payouts), ` +
      `read back in ${fmt(send.readBackMs)} ms (GET, pages of 1,000); batches PayPal made: ` +
      `${fmt(fake.batches.size)}, create calls: ${fmt(fake.createCalls.length)}; ${fmt(sendWall)} ms end to end`,
  );
  if (!send.ok || send.againOk || fake.batches.size !== send.batches)
    throw new Error(`PayPal bench: ${JSON.stringify(send)}`);
} finally {
  server.close();
}
