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

# mix VAR '#rrggbb' '#rrggbb' PCT -- linear blend (PCT=0 -> first colour, 100 -> second)
mix() {
  local a="${2#\#}" b="${3#\#}" t="$4" out="#" i ca cb
  for i in 0 2 4; do
    ca=$((16#${a:i:2})); cb=$((16#${b:i:2}))
    out+=$(printf '%02x' $(( ca + (cb - ca) * t / 100 )))
  done
  printf -v "$1" '%s' "$out"
}

# ridge VAR WIDTH HEIGHT BASE_Y AMPLITUDE STEP -- closed, smooth ridge path filled to the bottom.
# Leaves sample points in RX/RY for placing things along the crest.
ridge() {
  local __var="$1" w="$2" h="$3" base="$4" amp="$5" step="$6" x y __d mx my r
  RX=(); RY=()
  y=$base
  for (( x = -step; x <= w + step; x += step )); do
    rnd r $((-amp)) "$amp"
    y=$(( (y * 2 + base + r) / 3 + (r / 3) ))
    RX+=("$x"); RY+=("$y")
  done
  __d="M${RX[0]} ${RY[0]}"
  local n=${#RX[@]} i
  for (( i = 1; i < n; i++ )); do
    mx=$(( (RX[i-1] + RX[i]) / 2 )); my=$(( (RY[i-1] + RY[i]) / 2 ))
    __d+="Q${RX[i-1]} ${RY[i-1]} $mx $my"
  done
  __d+="L${RX[n-1]} ${RY[n-1]}L$((w + step)) $((h + 10))L$((-step)) $((h + 10))Z"
  printf -v "$__var" '%s' "$__d"
}

# crest_y VAR X -- height of the last ridge() crest at X (linear interpolation of samples)
crest_y() {
  local x="$2" i n=${#RX[@]}
  for (( i = 1; i < n; i++ )); do
    if (( x <= RX[i] )); then
      printf -v "$1" '%d' $(( RY[i-1] + (RY[i] - RY[i-1]) * (x - RX[i-1]) / (RX[i] - RX[i-1]) ))
      return
    fi
  done
  printf -v "$1" '%d' "${RY[n-1]}"
}

# conifer VAR X BASE_Y HEIGHT WIDTH -- path data for a three-tier pine silhouette
conifer() {
  local x="$2" y="$3" h="$4" w="$5"
  printf -v "$1" 'M%d %dL%d %dL%d %dL%d %dL%d %dL%d %dL%d %dL%d %dL%d %dL%d %dL%d %dZ' \
    "$x" $((y - h)) \
    $((x + w * 30 / 100)) $((y - h * 62 / 100)) $((x + w * 14 / 100)) $((y - h * 62 / 100)) \
    $((x + w * 42 / 100)) $((y - h * 30 / 100)) $((x + w * 24 / 100)) $((y - h * 30 / 100)) \
    $((x + w / 2)) "$y" $((x - w / 2)) "$y" \
    $((x - w * 24 / 100)) $((y - h * 30 / 100)) $((x - w * 42 / 100)) $((y - h * 30 / 100)) \
    $((x - w * 14 / 100)) $((y - h * 62 / 100)) $((x - w * 30 / 100)) $((y - h * 62 / 100))
}
