#!/usr/bin/env bash
# Shared data for the generators and for manifest.sh (single source of truth for names/alt text).

# slug|display name|line 1|line 2 (small caps line)|text colour|line-1 font size
CHARITIES=(
  "canopy-trust|Canopy Trust|Canopy|TRUST|#14532d|19"
  "blue-reef-fund|Blue Reef Fund|Blue Reef|FUND|#1e3a8a|19"
  "harbour-light-foundation|Harbour Light Foundation|Harbour Light|FOUNDATION|#7c2d12|14"
  "open-meadow-alliance|Open Meadow Alliance|Open Meadow|ALLIANCE|#3f6212|14"
  "riverstone-relief|Riverstone Relief|Riverstone|RELIEF|#334155|17"
  "kindle-futures|Kindle Futures|Kindle|FUTURES|#9a3412|19"
  "northwind-literacy|Northwind Literacy|Northwind|LITERACY|#312e81|17"
  "solace-health-collective|Solace Health Collective|Solace Health|COLLECTIVE|#9d174d|14"
  "tidewater-conservancy|Tidewater Conservancy|Tidewater|CONSERVANCY|#115e59|17"
  "lantern-kitchen|Lantern Kitchen|Lantern|KITCHEN|#78350f|19"
  "greenline-rewilding|Greenline Rewilding|Greenline|REWILDING|#065f46|17"
  "brightwell-water|Brightwell Water|Brightwell|WATER|#155e75|17"
)

# file stem|alt text|sky top|sky bottom|far hills|near hills|tree colour|sun colour
FOREST=(
  "forest-1|Illustrated pine forest at dawn, layered ridges fading into a peach sky|#fbcfe8|#fed7aa|#c4a3b8|#7d6a86|#2e2a3f|#fff1c1"
  "forest-2|Illustrated misty forest in the morning, pale blue layers of conifers|#dbeafe|#f1f5f9|#a9bfd1|#6f8ca5|#284257|#ffffff"
  "forest-3|Illustrated green forest valley under a clear midday sky|#7dd3fc|#e0f2fe|#86b89a|#4f8a66|#1d4a33|#fffbe6"
  "forest-4|Illustrated autumn forest with amber and rust coloured ridges|#fde68a|#fef3c7|#d9a066|#b45f3c|#4a2418|#fff7d6"
  "forest-5|Illustrated forest at dusk, dark pine silhouettes under a violet sky|#312e81|#f472b6|#6d4a8a|#3b2a5c|#130f26|#fde68a"
)

# Palettes for the abstract founder gallery: name|sky top|sky bottom|layer colours (4, far->near)|sun
FOUNDER_PALETTES=(
  "golden evening|#f59e0b|#fde68a|#d97757,#a8553f,#6b3a2e,#3b2220|#fff7e0"
  "teal morning|#99f6e4|#f0fdfa|#5eada0,#3f8f86,#23655f,#113b37|#ffffff"
  "violet dusk|#4c1d95|#f9a8d4|#9d5fa8,#6e3f85,#46285e,#221433|#fde68a"
  "desert noon|#38bdf8|#fef3c7|#e8b07a,#d08c55,#a8643a,#6e3d22|#fffbeb"
  "blue winter|#1e3a8a|#bfdbfe|#8fb0d8,#6489b8,#3f6490,#213b5e|#f8fafc"
  "green spring|#a7f3d0|#fefce8|#9ccf87,#6eaa5e,#43803e,#22512a|#fffde8"
  "crimson sunset|#7f1d1d|#fdba74|#c2573a,#8f3a2c,#5e2420,#2e1212|#ffedd5"
  "grey rain|#64748b|#e2e8f0|#a3adb9,#7d8896,#556170,#2f3946|#f1f5f9"
  "ochre harvest|#ca8a04|#fef9c3|#c9a04a,#a57a2c,#76531c,#45300f|#fffbeb"
  "indigo night|#0b1026|#3b3f8f|#3a3d7a,#2a2c5e,#1b1c42,#0c0d24|#f5f3ff"
)

FOUNDER_KINDS=("rolling hills" "mountain range" "sea horizon")

# founder_meta N -- sets FM_W FM_H FM_KIND FM_PAL (index) FM_ALT for founder-NN.webp
founder_meta() {
  local n="$1" palname
  if (( n % 2 == 1 )); then FM_W=600; FM_H=800; else FM_W=800; FM_H=600; fi
  FM_PAL=$(( (n - 1) % ${#FOUNDER_PALETTES[@]} ))
  FM_KIND="${FOUNDER_KINDS[$(( ((n - 1) / ${#FOUNDER_PALETTES[@]} + n) % 3 ))]}"
  palname="${FOUNDER_PALETTES[$FM_PAL]%%|*}"
  FM_ALT="Abstract photo-art: $FM_KIND in $palname tones"
}
