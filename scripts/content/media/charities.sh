#!/usr/bin/env bash
# 12 fictional charity logos as small hand-written SVGs (viewBox 0 0 200 80).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
source "$(dirname "${BASH_SOURCE[0]}")/data.sh"
OUT="$IMAGES/charities"; mkdir -p "$OUT"

FONT="system-ui,-apple-system,'Segoe UI',Helvetica,Arial,sans-serif"

# Icons are drawn in a 60x60 box centred at (40,40).
icon() {
  case "$1" in
    canopy-trust) echo '<circle cx="40" cy="40" r="27" fill="#dcfce7"/><path d="M40 17 55 38H47L58 54H22L33 38H25Z" fill="#166534"/><rect x="37" y="54" width="6" height="9" fill="#166534"/>' ;;
    blue-reef-fund) echo '<clipPath id="c"><circle cx="40" cy="40" r="27"/></clipPath><circle cx="40" cy="40" r="27" fill="#1e40af"/><path clip-path="url(#c)" d="M16 44q6-6 12 0t12 0 12 0 12 0v8q-6-6-12 0t-12 0-12 0-12 0z" fill="#bfdbfe"/><path d="M30 36c3-9 8-13 10-16 2 3 7 7 10 16-4 2-16 2-20 0z" fill="#fda4af"/>' ;;
    harbour-light-foundation) echo '<circle cx="40" cy="40" r="27" fill="#fef3c7"/><path d="M35 30h10l3 32H32z" fill="#9a3412"/><path d="M34 40h12v5H34z" fill="#fff7ed"/><path d="M36 22h8v8h-8z" fill="#f59e0b"/><path d="M44 24l16-6v14zM36 24l-16-6v14z" fill="#fbbf24" opacity=".7"/>' ;;
    open-meadow-alliance) echo '<circle cx="40" cy="40" r="27" fill="#ecfccb"/><g fill="#ca8a04"><circle cx="40" cy="28" r="6"/><circle cx="40" cy="44" r="6"/><circle cx="32" cy="36" r="6"/><circle cx="48" cy="36" r="6"/></g><circle cx="40" cy="36" r="4.5" fill="#78350f"/><path d="M39 44h2v18h-2z" fill="#3f6212"/><path d="M40 56q-8-6-12-2 6 4 12 2z" fill="#3f6212"/>' ;;
    riverstone-relief) echo '<circle cx="40" cy="40" r="27" fill="#e0f2fe"/><ellipse cx="40" cy="56" rx="18" ry="6" fill="#475569"/><ellipse cx="40" cy="45" rx="13" ry="5" fill="#64748b"/><ellipse cx="40" cy="36" rx="8" ry="4" fill="#94a3b8"/><path d="M18 27q8-5 16 0t16 0 12 0" fill="none" stroke="#0284c7" stroke-width="3" stroke-linecap="round"/>' ;;
    kindle-futures) echo '<circle cx="40" cy="40" r="27" fill="#ffedd5"/><path d="M40 16c10 12 14 20 14 28a14 14 0 0 1-28 0c0-6 3-10 7-14 0 6 2 9 5 10-2-8 0-16 2-24z" fill="#ea580c"/><path d="M40 40c4 5 6 8 6 11a6 6 0 0 1-12 0c0-3 2-6 6-11z" fill="#fde68a"/>' ;;
    northwind-literacy) echo '<circle cx="40" cy="40" r="27" fill="#e0e7ff"/><path d="M18 30q11-5 21 2v26q-10-7-21-2zM62 30q-11-5-21 2v26q10-7 21-2z" fill="#3730a3"/><path d="M40 14l4 10h-8z" fill="#4338ca"/>' ;;
    solace-health-collective) echo '<circle cx="40" cy="40" r="27" fill="#fce7f3"/><path d="M40 58C22 46 20 36 24 30c4-6 12-6 16 1 4-7 12-7 16-1 4 6 2 16-16 28z" fill="#be185d"/><path d="M28 40h7l3-6 4 12 3-6h7" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"/>' ;;
    tidewater-conservancy) echo '<clipPath id="c"><circle cx="40" cy="40" r="27"/></clipPath><circle cx="40" cy="40" r="27" fill="#0f766e"/><circle cx="48" cy="28" r="7" fill="#f0fdfa"/><circle cx="51" cy="26" r="6" fill="#0f766e"/><g clip-path="url(#c)"><path d="M13 46q7-7 14 0t13 0 14 0 14 0v10H13z" fill="#99f6e4"/><path d="M13 54q7-5 14 0t13 0 14 0 14 0v14H13z" fill="#5eead4"/></g>' ;;
    lantern-kitchen) echo '<circle cx="40" cy="40" r="27" fill="#fef9c3"/><path d="M20 40h40a20 20 0 0 1-40 0z" fill="#b45309"/><path d="M17 40h46" stroke="#78350f" stroke-width="3" stroke-linecap="round"/><path d="M33 33q-3-5 0-9t0-9M41 33q-3-5 0-9t0-9M49 33q-3-5 0-9" fill="none" stroke="#d97706" stroke-width="2" stroke-linecap="round"/>' ;;
    greenline-rewilding) echo '<circle cx="40" cy="40" r="27" fill="#d1fae5"/><path d="M22 58C20 36 34 20 60 20 60 44 46 58 22 58z" fill="#047857"/><path d="M24 56 52 28" stroke="#d1fae5" stroke-width="2.5" stroke-linecap="round"/>' ;;
    brightwell-water) echo '<circle cx="40" cy="40" r="27" fill="#cffafe"/><path d="M40 15c9 13 15 22 15 30a15 15 0 0 1-30 0c0-8 6-17 15-30z" fill="#0e7490"/><path d="M33 46a7 7 0 0 0 7 7" fill="none" stroke="#cffafe" stroke-width="3" stroke-linecap="round"/>' ;;
  esac
}

for entry in "${CHARITIES[@]}"; do
  IFS='|' read -r slug name line1 line2 color size1 <<<"$entry"
  cat > "$OUT/$slug.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80" width="200" height="80" role="img" aria-label="$name"><title>$name</title><rect width="200" height="80" rx="10" fill="#fff"/>$(icon "$slug")<text font-family="$FONT" fill="$color"><tspan x="76" y="39" font-size="$size1" font-weight="700">$line1</tspan><tspan x="76" y="56" font-size="10.5" font-weight="600" letter-spacing="1.2">$line2</tspan></text></svg>
SVG
  echo "  $slug.svg: $(stat -c %s "$OUT/$slug.svg") bytes"
done
