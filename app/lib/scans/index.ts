/**
 * Scan counting (dedup, HyperLogLog) and what a scanned visitor's greeting
 * shows.
 * Code outside app/lib/scans/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export {
  DEDUP_MAX_GENERATION,
  DEDUP_WORDS,
  type FilterKey,
  type PlacedKey,
  filterKey,
  generationStart,
  mergeKeys,
  placeKey,
  sqlMask,
} from "#app/lib/scans/dedup.ts";
export {
  addHash,
  emptySketch,
  estimate,
  mergeSketches,
  sketchFromHex,
  sketchToHex,
} from "#app/lib/scans/hll.ts";
export type { ScanGreeting } from "#app/lib/scans/scan-greeting.ts";
