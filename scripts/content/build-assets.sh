#!/usr/bin/env bash
# Regenerates every asset derived from the business figures
# (app/lib/money/terms/programme-terms.ts) after one of them changed: the PDFs and
# the preview image of "Your right to know". The static documents need
# nothing: the build fills their {{figures}} (tooling/vite/figures.ts).
#   npm run assets
set -euo pipefail
cd "$(dirname "$0")/../.."
node scripts/content/pdf/build.mjs
# The picture /your-right-to-know shows until pdf.js has drawn page 1
# (scripts/content/pdf/README.md); needs Debian's poppler-utils and ffmpeg.
if command -v pdftoppm >/dev/null && command -v ffmpeg >/dev/null; then
  tmp=$(mktemp -d)
  pdftoppm -f 1 -l 1 -png -scale-to-x 800 -scale-to-y -1 \
    public/static/pdf/your-right-to-know.pdf "$tmp/ytk"
  ffmpeg -loglevel error -y -i "$tmp"/ytk-1.png -c:v libwebp -quality 70 \
    public/static/pdf/your-right-to-know-page-1.webp
  rm -rf "$tmp"
else
  echo "pdftoppm or ffmpeg missing: your-right-to-know-page-1.webp not redrawn" >&2
fi
