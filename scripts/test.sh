#!/usr/bin/env bash
# `npm test`: every layer, cheapest first. Installs Debian's chromium if missing.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

if [ ! -x /usr/bin/chromium ]; then
  echo "== installing chromium (Debian)"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

echo "== format (prettier --check)"
prettier --check . --log-level warn
echo "== Env types match wrangler.toml (wrangler types --check)"
if ! out=$(npm run -s types:check 2>&1); then
  echo "$out"
  echo "worker-configuration.d.ts is stale: run \`npm run types\` and commit it." >&2
  exit 1
fi
echo "== types (react-router typegen + tsc --noEmit)"
react-router typegen >/dev/null
tsc --noEmit
echo "== lint (eslint: typescript-eslint, react-hooks, jsx-a11y)"
eslint --cache --cache-location node_modules/.cache/eslint .
echo "== unused files, exports and dependencies (knip)"
knip
echo "== unit"
vitest run --config vitest.unit.config.ts
echo "== worker integration"
vitest run --config vitest.config.ts
echo "== end-to-end (production build in workerd)"
playwright test
