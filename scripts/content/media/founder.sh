#!/usr/bin/env bash
# 40 abstract "photographs" for the founder gallery (mixed 600x800 / 800x600, WebP q60 < 40 KB)
# plus founder-portrait.webp (600x800 abstract silhouette).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
source "$(dirname "${BASH_SOURCE[0]}")/data.sh"
OUT="$IMAGES/founder"; mkdir -p "$OUT"

# peaks VAR W H BASE AMP STEP -- jagged mountain silhouette (straight segments)
peaks() {
  local __v="$1" w="$2" h="$3" base="$4" amp="$5" step="$6" x y r __p
  __p="M-10 $((h + 10))"
  for (( x = -10; x <= w + step; x += step )); do
    rnd r 0 "$amp"; y=$(( base - r ))
    __p+="L$x $y"
    rnd r 20 $(( amp / 2 + 21 )); __p+="L$((x + step / 2)) $(( y + r ))"
  done
  __p+="L$((w + step)) $((h + 10))Z"
  printf -v "$__v" '%s' "$__p"
}

for (( n = 1; n <= 40; n++ )); do
  founder_meta "$n"; W=$FM_W; H=$FM_H
  IFS='|' read -r _ skyTop skyBottom layerCsv sun <<<"${FOUNDER_PALETTES[$FM_PAL]}"
  IFS=',' read -r -a LC <<<"$layerCsv"
  RANDOM=$(( n * 104729 ))
  rnd sunx $(( W / 6 )) $(( W * 5 / 6 )); rnd suny $(( H / 8 )) $(( H * 2 / 5 )); rnd sunr 22 60
  rnd seed 1 999; rnd cloudop 18 40
  name=$(printf 'founder-%02d' "$n"); svg="$WORK/$name.svg"
  {
    printf '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">' $W $H $W $H
    printf '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="%s"/><stop offset=".7" stop-color="%s"/></linearGradient>' "$skyTop" "$skyBottom"
    printf '<radialGradient id="g"><stop offset="0" stop-color="%s" stop-opacity=".8"/><stop offset="1" stop-color="%s" stop-opacity="0"/></radialGradient>' "$sun" "$sun"
    printf '<radialGradient id="v" cx=".5" cy=".5" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></radialGradient>'
    printf '<filter id="c" x="0" y="0" width="100%%" height="100%%"><feTurbulence type="fractalNoise" baseFrequency="0.004 0.012" numOctaves="3" seed="%d"/><feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 1.4 -0.55"/></filter>' "$seed"
    printf '<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient></defs>' "${LC[2]}" "${LC[3]}"
    printf '<rect width="%d" height="%d" fill="url(#s)"/>' $W $H
    printf '<circle cx="%d" cy="%d" r="%d" fill="url(#g)"/><circle cx="%d" cy="%d" r="%d" fill="%s"/>' "$sunx" "$suny" $(( sunr * 5 )) "$sunx" "$suny" "$sunr" "$sun"
    printf '<rect width="%d" height="%d" filter="url(#c)" opacity=".%02d"/>' $W $((H * 2 / 3)) "$cloudop"
    case "$FM_KIND" in
      "rolling hills")
        for L in 0 1 2 3; do
          ridge d $W $H $(( H * (50 + L * 11) / 100 )) $(( H / (9 + L * 3) )) $(( W / 5 ))
          printf '<path d="%s" fill="%s"/>' "$d" "${LC[L]}"
        done ;;
      "mountain range")
        for L in 0 1 2; do
          peaks d $W $H $(( H * (58 + L * 10) / 100 )) $(( H / (4 + L * 2) )) $(( W / (4 + L * 2) ))
          printf '<path d="%s" fill="%s" stroke="%s" stroke-width="2" stroke-linejoin="round"/>' "$d" "${LC[L]}" "${LC[L]}"
        done
        ridge d $W $H $(( H * 90 / 100 )) $(( H / 30 )) $(( W / 4 ))
        printf '<path d="%s" fill="%s"/>' "$d" "${LC[3]}" ;;
      "sea horizon")
        hz=$(( H * 62 / 100 ))
        ridge d $W $H $(( hz - H / 30 )) $(( H / 40 )) $(( W / 3 ))
        printf '<path d="%s" fill="%s"/>' "$d" "${LC[1]}"
        printf '<rect y="%d" width="%d" height="%d" fill="url(#w)"/>' "$hz" $W $(( H - hz ))
        for (( k = 0; k < 14; k++ )); do
          rnd ry "$hz" "$H"; rnd rw $(( W / 20 )) $(( W / 4 )); rnd rj -40 40
          printf '<rect x="%d" y="%d" width="%d" height="%d" rx="2" fill="%s" opacity=".%d"/>' \
            $(( sunx - rw / 2 + rj * (ry - hz) / 100 )) "$ry" "$rw" $(( 2 + (ry - hz) / 40 )) "$sun" $(( 25 + k * 3 ))
        done ;;
    esac
    printf '<rect width="%d" height="%d" fill="url(#v)"/></svg>' $W $H
  } > "$svg"
  render_svg "$svg" "$WORK/$name.png" $W $H
  to_webp "$WORK/$name.png" "$OUT/$name.webp" 60 40000
done

# Founder portrait: abstract head-and-shoulders silhouette against a warm gradient.
svg="$WORK/portrait.svg"
cat > "$svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fcd9b6"/><stop offset=".55" stop-color="#e79a7a"/><stop offset="1" stop-color="#6d4a7e"/></linearGradient>
<radialGradient id="halo" cx=".5" cy=".36" r=".5"><stop offset="0" stop-color="#fff7ed" stop-opacity=".9"/><stop offset="1" stop-color="#fff7ed" stop-opacity="0"/></radialGradient>
<linearGradient id="fig" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b2a4a"/><stop offset="1" stop-color="#1c1426"/></linearGradient></defs>
<rect width="600" height="800" fill="url(#bg)"/>
<circle cx="300" cy="290" r="300" fill="url(#halo)"/>
<g fill="none" stroke="#fff7ed" stroke-opacity=".35" stroke-width="2"><circle cx="300" cy="290" r="190"/><circle cx="300" cy="290" r="235"/><circle cx="300" cy="290" r="285"/></g>
<path d="M300 150c62 0 104 50 104 118 0 52-22 96-50 118l-2 34c74 14 132 44 162 96 18 32 26 72 26 84V800H60V600c0-12 8-52 26-84 30-52 88-82 162-96l-2-34c-28-22-50-66-50-118 0-68 42-118 104-118z" fill="url(#fig)"/>
</svg>
SVG
render_svg "$svg" "$WORK/portrait.png" 600 800
to_webp "$WORK/portrait.png" "$OUT/founder-portrait.webp" 70 40000
