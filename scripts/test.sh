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
echo "== types (react-router typegen + tsc --noEmit)"
react-router typegen >/dev/null
tsc --noEmit
echo "== unit"
vitest run --config vitest.unit.config.ts
echo "== worker integration"
vitest run --config vitest.config.ts
echo "== end-to-end (production build in workerd)"
playwright test
