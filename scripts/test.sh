#!/usr/bin/env bash
# `npm test`: every layer, cheapest first, each run even when an earlier one
# failed. Each layer prints its own summary; the last line sums them all:
# "N passed, N failed" (", N skipped" when any). Exits non-zero on any failure.
# Installs Debian's chromium if missing.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

if [ ! -x /usr/bin/chromium ]; then
  echo "== installing chromium (Debian)"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

REPORTS="$(mktemp -d)"
trap 'rm -rf "$REPORTS"' EXIT
SUMMARY="node scripts/test-summary.mjs"

# A check that is one pass or one fail (formatting, types).
check() {
  local name="$1"
  shift
  if "$@"; then
    echo "pass" >"$REPORTS/$name.check"
  else
    echo "fail" >"$REPORTS/$name.check"
  fi
  $SUMMARY layer "$name" "$REPORTS/$name.check"
}

echo "== format (prettier --check)"
check format prettier --check . --log-level warn

echo "== Env types match wrangler.toml (wrangler types --check)"
check env-types bash -c 'out=$(npm run -s types:check 2>&1) || { echo "$out"; echo "worker-configuration.d.ts is stale: run \`npm run types\` and commit it." >&2; exit 1; }'

echo "== types (react-router typegen + tsc --noEmit)"
check types bash -c "react-router typegen >/dev/null && tsc --noEmit"

# The e2e layer serves the production build. Building it now, beside the
# linters (one core each), uses the core they leave idle; the e2e server then
# serves this build instead of building again (scripts/e2e-server.sh).
( react-router build >"$REPORTS/e2e-build.log" 2>&1; echo $? >"$REPORTS/e2e-build.rc" ) &
BUILD_PID=$!

echo "== lint (eslint: typescript-eslint, react-hooks, jsx-a11y)"
check eslint eslint --cache --cache-location node_modules/.cache/eslint .

echo "== unused files, exports and dependencies (knip)"
check knip knip

echo "== unit"
vitest run --config vitest.unit.config.ts --reporter=default \
  --reporter=json --outputFile.json="$REPORTS/unit.vitest.json"
$SUMMARY layer unit "$REPORTS/unit.vitest.json"

echo "== worker integration"
vitest run --config vitest.config.ts --reporter=default \
  --reporter=json --outputFile.json="$REPORTS/worker.vitest.json"
$SUMMARY layer worker "$REPORTS/worker.vitest.json"

echo "== end-to-end (production build in workerd)"
wait "$BUILD_PID"
# A failed build is left to the e2e server, which builds again and reports it.
PREBUILT=""
[ "$(cat "$REPORTS/e2e-build.rc" 2>/dev/null)" = 0 ] && PREBUILT=1
E2E_PREBUILT="$PREBUILT" E2E_JSON_REPORT="$REPORTS/e2e.playwright.json" playwright test
$SUMMARY layer e2e "$REPORTS/e2e.playwright.json"

echo "== all layers"
$SUMMARY total "$REPORTS"
