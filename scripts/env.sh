# Shared by every script: offline-safe wrangler, and the project's own Node 24
# first on PATH (system Node 20 is too old for react-router 8 and wrangler).
export CLOUDFLARE_CF_FETCH_ENABLED=false
export WRANGLER_SEND_METRICS=false
export PATH="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/node_modules/.bin:$PATH"
