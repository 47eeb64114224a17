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
wait_for() {
  for _ in $(seq 1 120); do
    curl -s -o /dev/null "$1" && return 0
    sleep 0.5
  done
  echo "server at $1 did not start" >&2
  return 1
}

# One at a time: two wrangler dev processes starting together race for ports.
setsid wrangler dev --port "$APP_PORT" --ip 127.0.0.1 --inspector-port 9331 >/tmp/bench-app.log 2>&1 &
APP_PID=$!
trap 'kill -- -$APP_PID 2>/dev/null || true' EXIT
wait_for "http://127.0.0.1:$APP_PORT/api/health"
setsid wrangler dev --config bench/control.wrangler.toml --port "$CONTROL_PORT" --ip 127.0.0.1 --inspector-port 9332 >/tmp/bench-control.log 2>&1 &
CONTROL_PID=$!
trap 'kill -- -$APP_PID -$CONTROL_PID 2>/dev/null || true' EXIT
wait_for "http://127.0.0.1:$CONTROL_PORT/"

node scripts/bench.mjs "http://127.0.0.1:$APP_PORT" "http://127.0.0.1:$CONTROL_PORT"
node scripts/bench-durability.mjs "http://127.0.0.1:$APP_PORT"
