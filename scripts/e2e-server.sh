#!/usr/bin/env bash
# The end-to-end server (playwright.config.ts starts and stops it): the
# production build in workerd like `npm start`, but on its own port and its
# own fresh local state, so e2e never reads or writes the D1/KV that
# `npm start` and the bench use (.wrangler/state).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
PORT="${E2E_PORT:?E2E_PORT is required}"
STATE=".wrangler/e2e-state-$PORT"

# A server already on the port would answer the tests instead of this build.
if ! node -e '
  const server = require("node:net").createServer();
  server.once("error", () => process.exit(1));
  server.listen(Number(process.argv[1]), "127.0.0.1", () => server.close());
' "$PORT"; then
  echo "e2e: port $PORT is already in use; stop whatever listens there or set E2E_PORT to a free port." >&2
  exit 1
fi

rm -rf "$STATE"
BUILD_LOG=".wrangler/e2e-build-$PORT.log"
mkdir -p .wrangler
# scripts/test.sh builds while the linters run and sets E2E_PREBUILT=1.
if [ "${E2E_PREBUILT:-}" != 1 ]; then
  react-router build >"$BUILD_LOG" 2>&1 || { cat "$BUILD_LOG" >&2; exit 1; }
fi
CI=1 wrangler d1 migrations apply DB --local --persist-to "$STATE" >/dev/null
# The site and its renderer Worker (workers/render/) in one session, as deployed.
exec wrangler dev -c build/server/wrangler.json -c build/render/wrangler.json \
  --port "$PORT" --ip 127.0.0.1 --persist-to "$STATE" \
  --inspector-port "$((PORT + 1000))" --var ENVIRONMENT:test ${WRANGLER_DEV_ARGS:-}
