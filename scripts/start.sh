#!/usr/bin/env bash
# `npm start`: production build served by workerd with local D1 (migrated) and KV.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
PORT="${PORT:-8787}"
react-router build
CI=1 wrangler d1 migrations apply DB --local
# Local billing secrets (README "Configuration"): the deployed Worker has no
# fallback and refuses billing calls without them; locally a fixed test value
# stands in unless the environment names one.
BILLING_DEV_VARS="--var PADDLE_WEBHOOK_SECRET:${PADDLE_WEBHOOK_SECRET:-pdl_ntfset_test_secret} --var BILLING_API_TOKEN:${BILLING_API_TOKEN:-test-billing-api-token}"
# The site and its renderer Worker (workers/render/) in one session, as deployed.
# --persist-to: the state the migrations above were applied to. Without it,
# wrangler keeps the state beside the built config (build/server/.wrangler),
# a database without tables that every build wipes.
exec wrangler dev -c build/server/wrangler.json -c build/render/wrangler.json \
  --persist-to .wrangler/state \
  --port "$PORT" --ip "${HOST:-127.0.0.1}" $BILLING_DEV_VARS ${WRANGLER_DEV_ARGS:-}
