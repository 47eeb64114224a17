#!/usr/bin/env bash
# `npm start`: production build served by workerd with local D1 (migrated) and KV.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
PORT="${PORT:-8787}"
react-router build
CI=1 wrangler d1 migrations apply DB --local
# Local billing secrets (README "Configuration"): the deployed Worker has no
# fallback and refuses billing calls without them. Locally they are drawn at
# random once and kept in .wrangler/ (never a value published in the repo),
# unless the environment names them.
SECRETS_FILE=".wrangler/local-billing-secrets.env"
if [ ! -f "$SECRETS_FILE" ]; then
  mkdir -p .wrangler
  node -e '
    const r = () => require("node:crypto").randomBytes(24).toString("hex");
    console.log(`LOCAL_PADDLE_WEBHOOK_SECRET=pdl_ntfset_${r()}`);
    console.log(`LOCAL_BILLING_API_TOKEN=${r()}`);
  ' >"$SECRETS_FILE"
  chmod 600 "$SECRETS_FILE"
fi
# shellcheck source=/dev/null
source "$SECRETS_FILE"
echo "npm start: local billing secrets are in $SECRETS_FILE" >&2
BILLING_DEV_VARS="--var PADDLE_WEBHOOK_SECRET:${PADDLE_WEBHOOK_SECRET:-$LOCAL_PADDLE_WEBHOOK_SECRET} --var BILLING_API_TOKEN:${BILLING_API_TOKEN:-$LOCAL_BILLING_API_TOKEN}"
# Not production (app/lib/platform/production.ts fails closed: production unless told).
DEV_VARS="--var ENVIRONMENT:development $BILLING_DEV_VARS"
# The site and its renderer Worker (workers/render/) in one session, as deployed.
# --persist-to: the state the migrations above were applied to. Without it,
# wrangler keeps the state beside the built config (build/server/.wrangler),
# a database without tables that every build wipes.
exec wrangler dev -c build/server/wrangler.json -c build/render/wrangler.json \
  --persist-to .wrangler/state \
  --port "$PORT" --ip "${HOST:-127.0.0.1}" $DEV_VARS ${WRANGLER_DEV_ARGS:-}
