#!/usr/bin/env bash
# 5 forest carousel images (1200x675 WebP < 90 KB) + 800x450 and 600x338 phone variants (-800.webp, -600.webp).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
source "$(dirname "${BASH_SOURCE[0]}")/data.sh"
OUT="$IMAGES/forest"; mkdir -p "$OUT"
W=1200; H=675

idx=0
for entry in "${FOREST[@]}"; do
  IFS='|' read -r slug alt skyTop skyBottom far near tree sun <<<"$entry"
  idx=$((idx + 1)); RANDOM=$((idx * 7919))
  rnd sunx 180 1020; rnd suny 110 260
  svg="$WORK/$slug.svg"
  {
    printf '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">' $W $H $W $H
    printf '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="%s"/><stop offset=".75" stop-color="%s"/></linearGradient>' "$skyTop" "$skyBottom"
    printf '<radialGradient id="glow"><stop offset="0" stop-color="%s" stop-opacity=".9"/><stop offset=".25" stop-color="%s" stop-opacity=".35"/><stop offset="1" stop-color="%s" stop-opacity="0"/></radialGradient>' "$sun" "$sun" "$sun"
    printf '<linearGradient id="mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="%s" stop-opacity="0"/><stop offset="1" stop-color="%s" stop-opacity=".55"/></linearGradient></defs>' "$skyBottom" "$skyBottom"
    printf '<rect width="%d" height="%d" fill="url(#sky)"/>' $W $H
    printf '<circle cx="%d" cy="%d" r="320" fill="url(#glow)"/><circle cx="%d" cy="%d" r="46" fill="%s"/>' "$sunx" "$suny" "$sunx" "$suny" "$sun"
    # five layers from far to near
    layers=5
    for (( L = 0; L < layers; L++ )); do
      base=$(( 300 + L * 75 )); amp=$(( 50 - L * 6 ))
      if (( L < 2 )); then mix col "$far" "$near" $(( L * 60 )); else mix col "$near" "$tree" $(( (L - 2) * 45 )); fi
      ridge d $W $H "$base" "$amp" 90
      printf '<path d="%s" fill="%s"/>' "$d" "$col"
      # trees along this crest (not on the farthest ridge)
      if (( L >= 1 )); then
        th=$(( 22 + L * L * 9 )); x=-20
        while (( x < W + 20 )); do
          crest_y cy "$x"; rnd hj 70 130; rnd off 0 12
          h=$(( th * hj / 100 ))
          conifer t "$x" $(( cy + off + h / 6 )) "$h" $(( h * 45 / 100 ))
          printf '<path d="%s" fill="%s"/>' "$t" "$col"
          rnd gap $(( h / 4 )) $(( h / 2 )); x=$(( x + gap + 4 ))
        done
      fi
      (( L < layers - 1 )) && printf '<rect y="%d" width="%d" height="%d" fill="url(#mist)"/>' $(( base - 60 )) $W 160
    done
    # two large foreground pines framing the image
    conifer t 70 $((H + 20)) 520 230; printf '<path d="%s" fill="%s"/>' "$t" "$tree"
    conifer t 1150 $((H + 20)) 430 190; printf '<path d="%s" fill="%s"/>' "$t" "$tree"
    printf '</svg>'
  } > "$svg"
  render_svg "$svg" "$WORK/$slug.png" $W $H
  to_webp "$WORK/$slug.png" "$OUT/$slug.webp" 70 90000
  to_webp "$WORK/$slug.png" "$OUT/$slug-800.webp" 70 45000 800x450
  to_webp "$WORK/$slug.png" "$OUT/$slug-600.webp" 70 30000 600x338
done
