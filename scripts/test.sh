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

# Route types first: tsc, eslint and knip read them (./+types/ imports).
react-router typegen >/dev/null || echo "react-router typegen failed: the types check below shows why" >&2

# Two lanes on the two cores: the checks are single-threaded, so one lane
# alone leaves a core idle. The second lane builds the production build the
# e2e layer serves (the e2e server then serves it instead of building
# again, scripts/e2e-server.sh), then checks the env types and lints. The
# first lane's checks take about half as long, so the unit layer follows
# them there, beside eslint, instead of after it. Each lane's output is
# printed when both are done, in the order of the layers, so the two never
# mix. The worker layer starts only then: its timing-sensitive tests (rate
# windows, queue batches) run on a machine nothing else loads.
(
  ( react-router build >"$REPORTS/e2e-build.log" 2>&1; echo $? >"$REPORTS/e2e-build.rc" )

  echo "== Env types match wrangler.toml (wrangler types --check)"
  check env-types bash -c 'out=$(npm run -s types:check 2>&1) || { echo "$out"; echo "worker-configuration.d.ts is stale: run \`npm run types\` and commit it." >&2; exit 1; }'

  echo "== lint (eslint: typescript-eslint, react-hooks, jsx-a11y)"
  check eslint eslint --cache --cache-location node_modules/.cache/eslint .
) >"$REPORTS/second-lane.log" 2>&1 &
LANE_PID=$!

echo "== format (prettier --check)"
check format prettier --check . --log-level warn

echo "== types (react-router typegen + tsc --noEmit)"
check types tsc --noEmit

echo "== unused files, exports and dependencies (knip)"
check knip knip

# Its console output under a name the summary does not read as a report.
{
  echo "== unit"
  vitest run --config vitest.unit.config.ts --reporter=default \
    --reporter=json --outputFile.json="$REPORTS/unit.vitest.json"
  $SUMMARY layer unit "$REPORTS/unit.vitest.json"
} >"$REPORTS/unit-output.log" 2>&1

wait "$LANE_PID"
cat "$REPORTS/second-lane.log" "$REPORTS/unit-output.log"

echo "== worker integration"
vitest run --config vitest.config.ts --reporter=default \
  --reporter=json --outputFile.json="$REPORTS/worker.vitest.json"
$SUMMARY layer worker "$REPORTS/worker.vitest.json"

echo "== end-to-end (production build in workerd)"
# A failed build is left to the e2e server, which builds again and reports it.
PREBUILT=""
[ "$(cat "$REPORTS/e2e-build.rc" 2>/dev/null)" = 0 ] && PREBUILT=1
E2E_PREBUILT="$PREBUILT" E2E_JSON_REPORT="$REPORTS/e2e.playwright.json" playwright test
$SUMMARY layer e2e "$REPORTS/e2e.playwright.json"

echo "== all layers"
$SUMMARY total "$REPORTS"
