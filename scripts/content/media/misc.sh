#!/usr/bin/env bash
# Brand + one-off images: logo.svg, favicon.svg, og-image.png, crypto-joke.webp, fellows/*.webp
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
mkdir -p "$IMAGES/fellows"
FONT="system-ui,-apple-system,'Segoe UI',Helvetica,Arial,sans-serif"

# --- Wordmark -------------------------------------------------------------------------------
cat > "$IMAGES/logo.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48" width="160" height="48" role="img" aria-label="Nirvana"><title>Nirvana</title><g transform="translate(1 2) scale(.92)"><circle cx="24" cy="24" r="21" fill="#0f3d2e"/><path d="M24 11c5 5 7 10 7 15s-3 9-7 11c-4-2-7-6-7-11s2-10 7-15z" fill="#a7f3d0"/><path d="M11 27c6-1 10 2 13 10-7 0-12-4-13-10zM37 27c-6-1-10 2-13 10 7 0 12-4 13-10z" fill="#6ee7b7"/></g><text x="49" y="33" font-family="$FONT" font-size="25" font-weight="700" letter-spacing="-.5" fill="#0f3d2e" textLength="106" lengthAdjust="spacingAndGlyphs">Nirvana</text></svg>
SVG

# --- Favicon ---------------------------------------------------------------------------------
cat > "$ROOT/public/favicon.svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f3d2e"/><path d="M18 48V16h6l16 22V16h6v32h-6L24 26v22z" fill="#ecfdf5"/><circle cx="50" cy="14" r="5" fill="#6ee7b7"/></svg>
SVG

# --- Open Graph card (1200x630 PNG) ----------------------------------------------------------
RANDOM=2024
svg="$WORK/og.svg"
{
  printf '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">'
  printf '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#052e22"/><stop offset="1" stop-color="#0f5b45"/></linearGradient>'
  printf '</defs><rect width="1200" height="630" fill="url(#bg)"/><circle cx="1010" cy="150" r="70" fill="#fef3c7" opacity=".9"/>'
  for L in 0 1 2; do
    mix col "#1f7a5c" "#031f17" $(( L * 50 ))
    ridge d 1200 630 $(( 470 + L * 45 )) 30 120
    printf '<path d="%s" fill="%s"/>' "$d" "$col"
    x=-10
    while (( x < 1210 )); do
      crest_y cy "$x"; rnd hj 70 130; h=$(( (30 + L * 22) * hj / 100 ))
      conifer t "$x" $(( cy + h / 6 )) "$h" $(( h * 45 / 100 )); printf '<path d="%s" fill="%s"/>' "$t" "$col"
      rnd gap $(( h / 3 )) $(( h * 2 / 3 )); x=$(( x + gap + 4 ))
    done
  done
  printf '<g transform="translate(96 120) scale(2.4)"><circle cx="24" cy="24" r="21" fill="#ecfdf5"/><path d="M24 11c5 5 7 10 7 15s-3 9-7 11c-4-2-7-6-7-11s2-10 7-15z" fill="#0f5b45"/><path d="M11 27c6-1 10 2 13 10-7 0-12-4-13-10zM37 27c-6-1-10 2-13 10 7 0 12-4 13-10z" fill="#1f7a5c"/></g>'
  printf '<text font-family="%s" fill="#ecfdf5"><tspan x="240" y="210" font-size="104" font-weight="800" letter-spacing="-2">Nirvana</tspan>' "$FONT"
  printf '<tspan x="100" y="320" font-size="46" font-weight="500" fill="#d1fae5">— a neutral AI search engine for finance</tspan></text>'
  printf '<text x="100" y="380" font-family="%s" font-size="26" fill="#d1fae5">Answers without an agenda. Sample site · fictional content.</text>' "$FONT"
  printf '</svg>'
} > "$svg"
render_svg "$svg" "$WORK/og.png" 1200 630
"$IM" "$WORK/og.png" -strip -define png:compression-level=9 -define png:compression-filter=5 "$IMAGES/og-image.png"
if [ "$(stat -c %s "$IMAGES/og-image.png")" -gt 150000 ]; then
  "$IM" "$WORK/og.png" -strip -dither FloydSteinberg -colors 256 -define png:compression-level=9 "$IMAGES/og-image.png"
fi
echo "  og-image.png: $(stat -c %s "$IMAGES/og-image.png") bytes"

# --- Crypto joke (800x500) -------------------------------------------------------------------
svg="$WORK/crypto.svg"
cat > "$svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient></defs>
<rect width="800" height="500" fill="url(#sky)"/>
<g fill="#fff" opacity=".9"><ellipse cx="120" cy="80" rx="60" ry="20"/><ellipse cx="160" cy="66" rx="40" ry="22"/><ellipse cx="640" cy="110" rx="70" ry="22"/><ellipse cx="600" cy="96" rx="40" ry="20"/></g>
<rect y="440" width="800" height="60" fill="#86efac"/><rect y="440" width="800" height="6" fill="#4ade80"/>
<g stroke="#94a3b8" stroke-width="6">
<path d="M60 440V402M130 440V356M190 440V262M250 440V178M300 440V146M350 440V188M410 440V330M470 440V418M530 440V394M590 440V312M650 440V250M710 440V232M770 440V250"/>
<path d="M130 440 190 262M250 440 300 146M350 188 410 440M590 440 650 250M710 440 770 250" stroke-width="3" opacity=".7"/></g>
<path id="track" d="M-10 420C90 420 180 150 300 145S420 440 500 430 600 230 720 228 810 260 810 260" fill="none" stroke="#dc2626" stroke-width="12" stroke-linecap="round"/>
<path d="M-10 420C90 420 180 150 300 145S420 440 500 430 600 230 720 228 810 260 810 260" fill="none" stroke="#fecaca" stroke-width="3" stroke-dasharray="6 10"/>
<g transform="translate(318 118) rotate(8)">
 <path d="M-70 20h120l-10 26h-100z" fill="#2563eb"/><circle cx="-50" cy="48" r="9" fill="#1e293b"/><circle cx="30" cy="48" r="9" fill="#1e293b"/>
 <ellipse cx="-10" cy="0" rx="58" ry="40" fill="#f9a8d4"/>
 <rect x="-26" y="-38" width="26" height="6" rx="3" fill="#9d174d"/>
 <path d="M-66 0q-12-6-8-14 6 2 2 8" fill="none" stroke="#ec4899" stroke-width="3" stroke-linecap="round"/>
 <path d="M18-34l6-24 14 20z" fill="#f472b6"/><path d="M30-30l16-20 4 24z" fill="#f472b6"/>
 <ellipse cx="50" cy="-2" rx="16" ry="13" fill="#f472b6"/><circle cx="45" cy="-2" r="3" fill="#9d174d"/><circle cx="55" cy="-2" r="3" fill="#9d174d"/>
 <circle cx="30" cy="-16" r="7" fill="#fff"/><circle cx="32" cy="-16" r="3.5" fill="#0f172a"/>
 <path d="M20 10q8 14 24 6" fill="#fff" stroke="#9d174d" stroke-width="2"/>
 <path d="M-20-30l-14-40M4-34l12-40" stroke="#f9a8d4" stroke-width="10" stroke-linecap="round"/>
</g>
<g font-family="$FONT" font-weight="800" text-anchor="middle">
 <g transform="translate(420 70) rotate(14)"><circle r="17" fill="#facc15" stroke="#a16207" stroke-width="3"/><text y="7" font-size="20" fill="#713f12">¢</text></g>
 <g transform="translate(470 120) rotate(-20)"><circle r="14" fill="#facc15" stroke="#a16207" stroke-width="3"/><text y="6" font-size="16" fill="#713f12">¢</text></g>
 <g transform="translate(385 30) rotate(30)"><circle r="12" fill="#facc15" stroke="#a16207" stroke-width="3"/><text y="5" font-size="14" fill="#713f12">¢</text></g>
</g>
<g font-family="$FONT"><path d="M450 166h290a14 14 0 0 1 14 14v52a14 14 0 0 1-14 14H510l-30 22 6-22h-36a14 14 0 0 1-14-14v-52a14 14 0 0 1 14-14z" fill="#fff" stroke="#0f172a" stroke-width="3"/>
<text x="595" y="200" font-size="24" font-weight="800" fill="#0f172a" text-anchor="middle">WHEEE... wait,</text><text x="595" y="230" font-size="17" font-weight="600" fill="#334155" text-anchor="middle">where did my savings go?</text>
<rect x="0" y="458" width="800" height="42" fill="#0f172a" opacity=".85"/>
<text x="400" y="486" font-size="20" font-weight="600" fill="#f8fafc" text-anchor="middle">Crypto: please keep your savings inside the vehicle at all times.</text></g>
</svg>
SVG
render_svg "$svg" "$WORK/crypto.png" 800 500
to_webp "$WORK/crypto.png" "$IMAGES/crypto-joke.webp" 75 60000

# --- Fellows: three abstract portrait placeholders (400x500) --------------------------------
# n|bg top|bg bottom|figure|accent|hair path
FELLOWS=(
  "1|#bfdbfe|#6366f1|#1e1b4b|#e0e7ff|<circle cx='200' cy='132' r='27'/>"
  "2|#fde68a|#f97316|#431407|#fff7ed|<path d='M140 190c0-50 26-80 60-80s60 30 60 80v80h-120z'/>"
  "3|#a7f3d0|#0d9488|#042f2e|#ccfbf1|<path d='M144 176c0-40 24-66 56-66s56 26 56 66c-20-22-92-22-112 0z'/>"
)
for f in "${FELLOWS[@]}"; do
  IFS='|' read -r n top bottom fig accent hair <<<"$f"
  svg="$WORK/fellow-$n.svg"
  cat > "$svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="$top"/><stop offset="1" stop-color="$bottom"/></linearGradient></defs>
<rect width="400" height="500" fill="url(#bg)"/>
<g fill="none" stroke="$accent" stroke-opacity=".45" stroke-width="2"><circle cx="$((60 + n * 70))" cy="$((90 + n * 30))" r="150"/><circle cx="$((340 - n * 50))" cy="$((420 - n * 20))" r="110"/></g>
<g fill="$fig">$hair<circle cx="200" cy="200" r="62"/><path d="M178 250h44l4 36c60 10 104 40 120 100 6 22 8 60 8 114H46c0-54 2-92 8-114 16-60 60-90 120-100z"/></g>
</svg>
SVG
  render_svg "$svg" "$WORK/fellow-$n.png" 400 500
  to_webp "$WORK/fellow-$n.png" "$IMAGES/fellows/fellow-$n.webp" 70 25000
done
echo "  logo.svg: $(stat -c %s "$IMAGES/logo.svg") bytes; favicon.svg: $(stat -c %s "$ROOT/public/favicon.svg") bytes"
