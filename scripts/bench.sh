#!/usr/bin/env bash
# `npm run bench`: starts the production build and a control worker, then
# measures everything in one run (scripts/bench.mjs). Not part of npm test.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
APP_PORT="${BENCH_APP_PORT:-8791}"
CONTROL_PORT="${BENCH_CONTROL_PORT:-8792}"

react-router build >/dev/null
CI=1 wrangler d1 migrations apply DB --local >/dev/null
setsid wrangler dev --port "$APP_PORT" --ip 127.0.0.1 >/tmp/bench-app.log 2>&1 &
APP_PID=$!
setsid wrangler dev --config bench/control.wrangler.toml --port "$CONTROL_PORT" --ip 127.0.0.1 >/tmp/bench-control.log 2>&1 &
CONTROL_PID=$!
trap 'kill -- -$APP_PID -$CONTROL_PID 2>/dev/null || true' EXIT

for url in "http://127.0.0.1:$APP_PORT/api/health" "http://127.0.0.1:$CONTROL_PORT/"; do
  for _ in $(seq 1 120); do
    curl -s -o /dev/null "$url" && break
    sleep 0.5
  done
done

node scripts/bench.mjs "http://127.0.0.1:$APP_PORT" "http://127.0.0.1:$CONTROL_PORT"
node scripts/bench-durability.mjs "http://127.0.0.1:$APP_PORT"
