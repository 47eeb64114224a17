#!/usr/bin/env bash
# Shared helpers for the Nirvana sample-media generators.
# Operator tooling only: nothing here is used at build time.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
STATIC="$ROOT/public/static"
IMAGES="$STATIC/images"
MEDIA="$STATIC/media"
# Real ImageMagick (a stand-in may shadow `convert` on PATH).
if [ -x /usr/bin/magick ]; then IM=/usr/bin/magick; else IM=/usr/bin/convert; fi
IDENTIFY=/usr/bin/identify
CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"

WORK="$(mktemp -d /tmp/nirvana-media.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT

# render_svg IN.svg OUT.png WIDTH HEIGHT  -- rasterise an SVG with headless chromium
render_svg() {
  local svg="$1" out="$2" w="$3" h="$4" html
  html="$WORK/render-$$-$RANDOM.html"
  {
    printf '<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden;background:#000}svg{display:block}</style></head><body>'
    cat "$svg"
    printf '</body></html>'
  } > "$html"
  "$CHROMIUM" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --hide-scrollbars --user-data-dir="$WORK/chrome-profile" \
    --screenshot="$out" --window-size="$w,$h" "file://$html" >/dev/null 2>&1
  [ -s "$out" ] || { echo "render failed: $svg" >&2; return 1; }
}

# to_webp IN.png OUT.webp QUALITY MAX_BYTES [RESIZE]  -- encode, lowering quality until under budget
to_webp() {
  local in="$1" out="$2" q="$3" max="$4" resize="${5:-}" args=()
  [ -n "$resize" ] && args=(-resize "$resize!")
  while :; do
    "$IM" "$in" "${args[@]}" -strip -quality "$q" -define webp:method=6 "$out"
    local size; size=$(stat -c %s "$out")
    if [ "$size" -le "$max" ] || [ "$q" -le 20 ]; then break; fi
    q=$((q - 5))
  done
  echo "  $(basename "$out"): $(stat -c %s "$out") bytes (q=$q)"
}

# rnd VAR LO HI -- deterministic pseudo-random integer in [LO, HI] stored in VAR
# (seed with RANDOM=n beforehand; never call inside $(...) or the sequence won't advance).
rnd() { printf -v "$1" '%d' $(( $2 + RANDOM % ($3 - $2 + 1) )); }
