#!/usr/bin/env bash
# `npm run bench`: starts the production build, a control worker, the scan
# consumer harness and the payout harness, then measures everything in one run
# (scripts/bench.mjs, scripts/bench-durability.mjs, scripts/bench-scans.mjs,
# scripts/bench-billing.mjs, scripts/bench-payouts.mjs). Not part of npm test.
# Ports: BENCH_APP_PORT, BENCH_CONTROL_PORT, BENCH_SCANS_PORT,
# BENCH_PRODUCER_PORT, BENCH_PAYOUTS_PORT, BENCH_PAYPAL_PORT (inspectors on BENCH_INSPECTOR_PORT
# and the next four).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
APP_PORT="${BENCH_APP_PORT:-8791}"
CONTROL_PORT="${BENCH_CONTROL_PORT:-8792}"
SCANS_PORT="${BENCH_SCANS_PORT:-8793}"
PRODUCER_PORT="${BENCH_PRODUCER_PORT:-8794}"
INSPECTOR="${BENCH_INSPECTOR_PORT:-9331}"
PAYOUTS_PORT="${BENCH_PAYOUTS_PORT:-8795}"
# The local PayPal (scripts/fake-paypal-server.mjs) that the payout harness sends to.
PAYPAL_PORT="${BENCH_PAYPAL_PORT:-8796}"
PAYPAL_VARS="--var PAYPAL_API_BASE:http://127.0.0.1:$PAYPAL_PORT --var PAYPAL_CLIENT_ID:fake-client --var PAYPAL_CLIENT_SECRET:fake-secret"
SCANS_STATE=.wrangler/bench-scans
PAYOUTS_STATE=.wrangler/bench-payouts

react-router build >/dev/null
# The same build with the queue producer but without its consumer: locally
# the consumer (and its D1) would run inside the redirect's own process,
# while deployed it runs in invocations of its own
# (docs/decisions/redirect-fast-path.md). Its queue is one no dev session
# consumes, so wrangler never forwards the events to another session.
PRODUCER_CONFIG=build/server/bench-producer-only.json
node -e '
  const fs = require("node:fs");
  const config = JSON.parse(fs.readFileSync("build/server/wrangler.json", "utf8"));
  delete config.queues.consumers;
  for (const producer of config.queues.producers) producer.queue = "bench-unconsumed";
  fs.writeFileSync(process.argv[1], JSON.stringify(config));
' "$PRODUCER_CONFIG"
CI=1 wrangler d1 migrations apply DB --local >/dev/null
# The producer-only build stores billing events too (the billing intake figure).
CI=1 wrangler d1 migrations apply DB --local --persist-to .wrangler/bench-producer >/dev/null
# The harness starts from an empty database so its row counts are this run's.
rm -rf "$SCANS_STATE"
CI=1 wrangler d1 migrations apply DB --local --config bench/scan-drain.wrangler.toml --persist-to "$SCANS_STATE" >/dev/null
rm -rf "$PAYOUTS_STATE"
CI=1 wrangler d1 migrations apply DB --local --config bench/payout-run.wrangler.toml --persist-to "$PAYOUTS_STATE" >/dev/null
wait_for() {
  for _ in $(seq 1 120); do
    curl -s -o /dev/null "$1" && return 0
    sleep 0.5
  done
  echo "server at $1 did not start" >&2
  return 1
}

# The page cache (Cache API) persists with the local state: emptied, so the
# bench's first request for a page is the render that fills it.
rm -rf .wrangler/state/v3/cache
# One at a time: two wrangler dev processes starting together race for ports.
# Billing secrets: the local test values (README "Configuration").
BILLING_VARS="--var ENVIRONMENT:test --var PADDLE_WEBHOOK_SECRET:pdl_ntfset_test_secret --var BILLING_API_TOKEN:test-billing-api-token"
# --persist-to: the state migrated above (scripts/start.sh says why).
setsid wrangler dev -c build/server/wrangler.json -c build/render/wrangler.json --persist-to .wrangler/state --port "$APP_PORT" --ip 127.0.0.1 --inspector-port "$INSPECTOR" $BILLING_VARS >"/tmp/bench-app-$APP_PORT.log" 2>&1 &
APP_PID=$!
trap 'kill -- -$APP_PID 2>/dev/null || true' EXIT
wait_for "http://127.0.0.1:$APP_PORT/api/health"
setsid wrangler dev --config bench/control.wrangler.toml --port "$CONTROL_PORT" --ip 127.0.0.1 --inspector-port "$((INSPECTOR + 1))" >"/tmp/bench-control-$CONTROL_PORT.log" 2>&1 &
CONTROL_PID=$!
trap 'kill -- -$APP_PID -$CONTROL_PID 2>/dev/null || true' EXIT
wait_for "http://127.0.0.1:$CONTROL_PORT/"
setsid wrangler dev --config bench/scan-drain.wrangler.toml --persist-to "$SCANS_STATE" --port "$SCANS_PORT" --ip 127.0.0.1 --inspector-port "$((INSPECTOR + 2))" >"/tmp/bench-scans-$SCANS_PORT.log" 2>&1 &
SCANS_PID=$!
trap 'kill -- -$APP_PID -$CONTROL_PID -$SCANS_PID 2>/dev/null || true' EXIT
wait_for "http://127.0.0.1:$SCANS_PORT/"
setsid wrangler dev --config "$PRODUCER_CONFIG" --config build/render/wrangler.json --persist-to .wrangler/bench-producer $BILLING_VARS --port "$PRODUCER_PORT" --ip 127.0.0.1 --inspector-port "$((INSPECTOR + 3))" >"/tmp/bench-producer-$PRODUCER_PORT.log" 2>&1 &
PRODUCER_PID=$!
trap 'kill -- -$APP_PID -$CONTROL_PID -$SCANS_PID -$PRODUCER_PID 2>/dev/null || true' EXIT
wait_for "http://127.0.0.1:$PRODUCER_PORT/api/health"
setsid wrangler dev --config bench/payout-run.wrangler.toml --persist-to "$PAYOUTS_STATE" --var ENVIRONMENT:test $PAYPAL_VARS --port "$PAYOUTS_PORT" --ip 127.0.0.1 --inspector-port "$((INSPECTOR + 4))" >"/tmp/bench-payouts-$PAYOUTS_PORT.log" 2>&1 &
PAYOUTS_PID=$!
trap 'kill -- -$APP_PID -$CONTROL_PID -$SCANS_PID -$PRODUCER_PID -$PAYOUTS_PID 2>/dev/null || true' EXIT
wait_for "http://127.0.0.1:$PAYOUTS_PORT/"

node scripts/bench-startup.mjs
node scripts/bench.mjs "http://127.0.0.1:$APP_PORT" "http://127.0.0.1:$CONTROL_PORT" "http://127.0.0.1:$PRODUCER_PORT"
node scripts/bench-durability.mjs "http://127.0.0.1:$APP_PORT"
node scripts/bench-scans.mjs "http://127.0.0.1:$SCANS_PORT"
node scripts/bench-billing.mjs "http://127.0.0.1:$PRODUCER_PORT" .wrangler/bench-producer "http://127.0.0.1:$APP_PORT"
node scripts/bench-payouts.mjs "http://127.0.0.1:$PAYOUTS_PORT" "$PAYPAL_PORT"
