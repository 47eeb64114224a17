#!/usr/bin/env bash
# Regenerates every asset derived from the business figures
# (app/lib/money/terms/programme-terms.ts) after one of them changed: the PDFs and
# the preview images of "Your right to know". The static documents need
# nothing: the build fills their {{figures}} (tooling/vite/figures.ts).
#   npm run assets
set -euo pipefail
cd "$(dirname "$0")/../.."
# Also draws the pictures /your-right-to-know shows until pdf.js has drawn
# page 1, one per language (scripts/content/pdf/README.md).
node scripts/content/pdf/build.mjs
