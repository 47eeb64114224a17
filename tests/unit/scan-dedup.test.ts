import { describe, expect, it } from "vitest";
import {
  DEDUP_BLOCK_BITS,
  DEDUP_BLOCKS,
  DEDUP_HASHES,
  expectedFalsePositiveRate,
  filterKey,
  mergeKeys,
  type FilterKey,
} from "../../workers/scans/dedup";

const DAY = "2026-05-05";

/** An in-memory copy of the D1 filter: the same keys, the same bit tests. */
function memoryFilter() {
  const rows = new Map<number, Map<number, bigint>>();
  return {
    add(key: FilterKey) {
      const row = rows.get(key.block) ?? new Map<number, bigint>();
      for (const [w, m] of key.masks) row.set(w, (row.get(w) ?? 0n) | m);
      rows.set(key.block, row);
    },
    has(key: FilterKey) {
      const row = rows.get(key.block);
      return (
        !!row &&
        [...key.masks].every(([w, m]) => ((row.get(w) ?? 0n) & m) === m)
      );
    },
  };
}

let serial = 0;
/** Event ids as the producer makes them: 12 hex ms + 16 random hex. */
function eventIds(n: number): string[] {
  return Array.from({ length: n }, () => {
    const at = Date.parse(`${DAY}T00:00:00Z`) + serial++;
    const rnd = [...crypto.getRandomValues(new Uint8Array(8))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
    return at.toString(16).padStart(12, "0") + rnd;
  });
}

/** Fills a filter of `blocks` rows with `events` ids; the share of fresh ids it claims. */
async function measuredFalsePositives(
  blocks: number,
  events: number,
  probes: number,
) {
  const filter = memoryFilter();
  const stored = await Promise.all(
    eventIds(events).map((id) => filterKey(id, DAY, blocks)),
  );
  for (const key of stored) filter.add(key);
  // Every stored event is recognised: a redelivery is never counted twice.
  expect(stored.every((key) => filter.has(key))).toBe(true);
  const fresh = await Promise.all(
    eventIds(probes).map((id) => filterKey(id, DAY, blocks)),
  );
  return fresh.filter((key) => filter.has(key)).length;
}

describe("scan dedup filter", () => {
  it("puts an event in one 4,096-bit row with ten bits, the same each time", async () => {
    const id = eventIds(1)[0]!;
    const a = await filterKey(id, DAY);
    const b = await filterKey(id, DAY);
    expect(b).toEqual(a);
    expect(a.block).toBeGreaterThanOrEqual(0);
    expect(a.block).toBeLessThan(DEDUP_BLOCKS);
    let bits = 0;
    for (const [w, m] of a.masks) {
      expect(w).toBeGreaterThanOrEqual(0);
      expect(w).toBeLessThan(DEDUP_BLOCK_BITS / 64);
      expect(m >> 64n).toBe(0n);
      bits += m.toString(2).replaceAll("0", "").length;
    }
    // Two of the ten positions may coincide.
    expect(bits).toBeGreaterThanOrEqual(DEDUP_HASHES - 2);
    expect(bits).toBeLessThanOrEqual(DEDUP_HASHES);
    await expect(filterKey(id, "2026-5-5")).rejects.toThrow(/not a day/);
  });

  it("merges keys that share a row", async () => {
    const [a, b] = await Promise.all(
      eventIds(2).map((id) => filterKey(id, DAY, 1)),
    );
    const [row] = mergeKeys([a!, b!]);
    expect(mergeKeys([a!, b!])).toHaveLength(1);
    for (const key of [a!, b!])
      for (const [w, m] of key.masks)
        expect((row!.masks.get(w)! & m) === m).toBe(true);
  });

  it("claims fresh events at the stated rate on a generated stream", async () => {
    // 16 rows loaded like 3x the design day (500 events a row): a measurable rate.
    const expected = expectedFalsePositiveRate(8_000, 16);
    expect(expected).toBeGreaterThan(0.02);
    const probes = 50_000;
    const claimed = await measuredFalsePositives(16, 8_000, probes);
    expect(Math.abs(claimed / probes - expected) / expected).toBeLessThan(0.15);
  }, 60_000);

  it("drops about one event in 100,000 at the design day of 10 million events", async () => {
    // The same load per row as 10 million events in 65,536 rows.
    const perRow = 10_000_000 / DEDUP_BLOCKS;
    const events = Math.round(perRow * 16);
    const probes = 50_000;
    const claimed = await measuredFalsePositives(16, events, probes);
    // Expected 50,000 x 1.0e-5 = 0.5 claimed.
    expect(claimed).toBeLessThanOrEqual(4);
    // The figures docs/capacity.md states.
    expect(expectedFalsePositiveRate(10_000_000)).toBeLessThan(1.1e-5);
    expect(expectedFalsePositiveRate(3_330_000)).toBeLessThan(1e-9);
    expect(expectedFalsePositiveRate(20_000_000)).toBeLessThan(2e-3);
    expect(expectedFalsePositiveRate(100_000)).toBeLessThan(1e-15);
  }, 60_000);
});
