/**
 * Bench harness (bench/payout-run.wrangler.toml): POST /seed?n= writes n
 * issuers with codes and available money (most qualify; some are below the
 * minimum, unverified or without payout details, so carry-forwards are
 * written too); POST /run?month= times preparing, approving (two operators:
 * the run is over the second-approval threshold) and writing the PayPal files
 * of that month's run with the site's own code; POST /send?month= times
 * sending its PayPal lines through the Payouts API to PAYPAL_API_BASE (the
 * local PayPal, scripts/fake-paypal-server.mjs) and reading the batches back.
 */
import { env } from "cloudflare:workers";
// The rooms themselves, not the money entry: the entry carries the payee
// e-mails, whose Lingui macros only the site's build compiles.
import {
  approvePayoutRun,
  preparePayoutRun,
  runLines,
} from "#app/lib/money/store/payouts.server.ts";
import {
  paypalFile,
  paypalParts,
} from "#app/lib/money/exports/payout-files.ts";
import { PaypalClient, paypalConfig } from "#app/lib/money/paypal/client.ts";
import {
  readBackBatch,
  sendRunThroughPaypal,
} from "#app/lib/money/flows/paypal.server.ts";

const BENCH_OPERATOR = { actor: "bench", via: "basic" as const };
const SECOND_OPERATOR = { actor: "bench-second", via: "basic" as const };

async function seed(n: number): Promise<Response> {
  await env.DB.batch([
    env.DB.prepare(
      `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?1)
       INSERT INTO issuers (id, full_name, email, email_normalised, country_of_residence,
         payout_method, paypal_email, postal_name, postal_address_line1, postal_city,
         postal_zip, postal_country, declarations_accepted_at, status, created_at, verified_at,
         details_confirmed_at)
       SELECT printf('bench-%06d', i), 'Bench ' || i, printf('b%06d@bench.example', i),
         printf('b%06d@bench.example', i), 'GB',
         CASE WHEN i % 5 = 0 THEN 'cheque' ELSE 'paypal' END,
         CASE WHEN i % 5 = 0 OR i % 20 = 3 THEN NULL ELSE printf('p%06d@bench.example', i) END,
         'Bench ' || i, '1 High Street', 'Leeds', 'LS1 1AA', 'GB',
         '2026-01-01', 'active', '2026-01-01',
         CASE WHEN i % 10 = 7 THEN NULL ELSE '2026-01-02' END,
         -- Details confirmed by whoever proved the address (migrations/0032).
         CASE WHEN i % 10 = 7 THEN NULL ELSE '2026-01-02' END
       FROM k`,
    ).bind(n),
    env.DB.prepare(
      `INSERT INTO trust_codes (code, owner_kind, owner_id, status, created_at)
       SELECT 'NIR-B' || substr(id, 7), 'individual', id, 'active', '2026-01-01'
       FROM issuers WHERE id LIKE 'bench-%'`,
    ),
    // Eleven or nine commissions of USD 50: most reach the minimum, some do not.
    env.DB.prepare(
      `WITH RECURSIVE c(j) AS (SELECT 1 UNION ALL SELECT j + 1 FROM c WHERE j < 11)
       INSERT INTO ledger_entries (payee_kind, payee_id, code, type, state, amount_cents,
         charge_id, cause_kind, cause_ref, created_at)
       SELECT 'individual', i.id, 'NIR-B' || substr(i.id, 7), 'commission', 'accrued', 5000,
         'txn_' || i.id || '_' || c.j, 'billing-event', 'evt_bench', '2026-09-15'
       FROM issuers i, c
       WHERE i.id LIKE 'bench-%' AND (c.j <= 9 OR CAST(substr(i.id, 7) AS INTEGER) % 10 <> 9)`,
    ),
  ]);
  const row = await env.DB.prepare(
    "SELECT COUNT(DISTINCT payee_id) AS payees, COUNT(*) AS entries FROM ledger_entries",
  ).first<{ payees: number; entries: number }>();
  return Response.json(row);
}

async function run(month: string): Promise<Response> {
  const now = new Date(`${month}-01T00:00:00.000Z`);
  now.setUTCMonth(now.getUTCMonth() + 1);
  const t0 = performance.now();
  const prepared = await preparePayoutRun(month, BENCH_OPERATOR, now);
  const t1 = performance.now();
  // USD 10,000 or more: the first approval waits for a second operator.
  await approvePayoutRun(month, BENCH_OPERATOR, now);
  const approved = await approvePayoutRun(month, SECOND_OPERATOR, now);
  const t2 = performance.now();
  const lines = await runLines(month, "paypal");
  let bytes = 0;
  for (let part = 1; part <= paypalParts(lines.length); part++)
    bytes += paypalFile(month, lines, part).length;
  // The clock only moves at I/O: one trivial query closes the files' span.
  await env.DB.prepare("SELECT 1").first();
  const t3 = performance.now();
  const counts = await env.DB.prepare(
    `SELECT (SELECT COUNT(*) FROM payout_lines WHERE run_month = ?1) AS lines,
       (SELECT COUNT(*) FROM payout_carry_forwards WHERE run_month = ?1) AS carried`,
  )
    .bind(month)
    .first<{ lines: number; carried: number }>();
  return Response.json({
    prepared: prepared.message,
    approved: approved.message,
    ...counts,
    paypalRows: lines.length,
    paypalBytes: bytes,
    prepareMs: Math.round(t1 - t0),
    approveMs: Math.round(t2 - t1),
    filesMs: Math.round(t3 - t2),
  });
}

async function send(month: string): Promise<Response> {
  const config = paypalConfig(env);
  if (!config) return new Response("PAYPAL_* vars not set", { status: 412 });
  const client = new PaypalClient(config, { backoffMs: 0 });
  const t0 = performance.now();
  const sent = await sendRunThroughPaypal(month, BENCH_OPERATOR, client, {
    note: `Bench payout ${month}`,
    subject: "Bench payout",
    compose: null,
  });
  const t1 = performance.now();
  const batches = await env.DB.prepare(
    "SELECT sender_batch_id FROM paypal_batches WHERE run_month = ?1 ORDER BY part",
  )
    .bind(month)
    .all<{ sender_batch_id: string }>();
  for (const b of batches.results)
    await readBackBatch(b.sender_batch_id, client, null, new Date());
  const t2 = performance.now();
  // Pressing send again: nothing left, no second batch.
  const again = await sendRunThroughPaypal(month, BENCH_OPERATOR, client, {
    note: `Bench payout ${month}`,
    subject: "Bench payout",
    compose: null,
  });
  const items = await env.DB.prepare(
    `SELECT COUNT(*) AS n FROM payout_line_channels c JOIN paypal_batches b
       ON b.sender_batch_id = c.sender_batch_id
     WHERE b.run_month = ?1 AND c.item_state = 'sent'`,
  )
    .bind(month)
    .first<{ n: number }>();
  return Response.json({
    sent: sent.message,
    ok: sent.ok,
    againOk: again.ok,
    batches: batches.results.length,
    items: items?.n ?? 0,
    sendMs: Math.round(t1 - t0),
    readBackMs: Math.round(t2 - t1),
  });
}

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === "POST" && url.pathname === "/seed")
      return seed(Number(url.searchParams.get("n") ?? 10_000));
    if (request.method === "POST" && url.pathname === "/run")
      return run(url.searchParams.get("month") ?? "2026-10");
    if (request.method === "POST" && url.pathname === "/send")
      return send(url.searchParams.get("month") ?? "2026-10");
    return new Response("payout bench harness");
  },
};
