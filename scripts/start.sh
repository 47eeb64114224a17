#!/usr/bin/env bash
# `npm start`: production build served by workerd with local D1 (migrated) and KV.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
PORT="${PORT:-8787}"
react-router build
CI=1 wrangler d1 migrations apply DB --local
# The site and its renderer Worker (workers/render/) in one session, as deployed.
exec wrangler dev -c build/server/wrangler.json -c build/render/wrangler.json \
  --port "$PORT" --ip "${HOST:-127.0.0.1}" ${WRANGLER_DEV_ARGS:-}
