import { topGeneration } from "#app/lib/scans/dedup.ts";

/** Rows a code-day's filter has after `counted` events: 2^(top + 1) - 1 at most. */
export function maxFilterRows(counted: number): number {
  if (counted <= 0) return 0;
  return 2 ** (topGeneration(counted) + 1) - 1;
}
