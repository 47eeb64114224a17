import { describe, expect, it } from "vitest";
import {
  DEDUP_BLOCK_BITS,
  DEDUP_HASHES,
  DEDUP_MAX_GENERATION,
  DEDUP_ROW_CAPACITY,
  expectedFalsePositiveRate,
  filterKey,
  generationFalsePositiveRate,
  generationOf,
  generationStart,
  mergeKeys,
  placeKey,
  topGeneration,
  type FilterKey,
  type PlacedKey,
} from "#app/lib/scans/dedup.ts";
import { maxFilterRows } from "../support/scan-bounds";

const DAY = "2026-05-05";
const CODE = "DEDUP-TEST";

/** An in-memory copy of the D1 filter: the same rows, the same bit tests. */
function memoryFilter() {
  const rows = new Map<string, Map<number, bigint>>();
  const rowId = (k: { scope: string; generation: number; block: number }) =>
    `${k.scope} ${k.generation} ${k.block}`;
  return {
    rows,
    add(key: PlacedKey) {
      const row = rows.get(rowId(key)) ?? new Map<number, bigint>();
      for (const [w, m] of key.masks) row.set(w, (row.get(w) ?? 0n) | m);
      rows.set(rowId(key), row);
    },
    /** Looked up as the consumer does: every generation up to `top`. */
    has(key: FilterKey, top: number) {
      for (let generation = 0; generation <= top; generation++) {
        const row = rows.get(
          rowId({
            scope: key.scope,
            generation,
            block: key.hash & (2 ** generation - 1),
          }),
        );
        if (
          row &&
          [...key.masks].every(([w, m]) => ((row.get(w) ?? 0n) & m) === m)
        )
          return true;
      }
      return false;
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

const keysOf = (n: number) =>
  Promise.all(eventIds(n).map((id) => filterKey(id, DAY, CODE)));

describe("scan dedup filter", () => {
  it("hashes an event to sixteen bits of a 4,096-bit row, the same each time", async () => {
    const id = eventIds(1)[0]!;
    const a = await filterKey(id, DAY, CODE);
    const b = await filterKey(id, DAY, CODE);
    expect(b).toEqual(a);
    expect(a.hash).toBeGreaterThanOrEqual(0);
    expect(a.hash).toBeLessThan(2 ** 32);
    let bits = 0;
    for (const [w, m] of a.masks) {
      expect(w).toBeGreaterThanOrEqual(0);
      expect(w).toBeLessThan(DEDUP_BLOCK_BITS / 64);
      expect(m >> 64n).toBe(0n);
      bits += m.toString(2).replaceAll("0", "").length;
    }
    // A few of the sixteen positions may coincide.
    expect(bits).toBeGreaterThanOrEqual(DEDUP_HASHES - 3);
    expect(bits).toBeLessThanOrEqual(DEDUP_HASHES);
    await expect(filterKey(id, "2026-5-5", CODE)).rejects.toThrow(/not a day/);
    // Scopes are inlined into SQL: only a code's alphabet (or "") passes.
    await expect(filterKey(id, DAY, "X'); DROP TABLE x; --")).rejects.toThrow(
      /not a code/,
    );
    await expect(filterKey(id, DAY, "")).resolves.toMatchObject({ scope: "" });
  });

  it("grows a code-day's filter in generations that double, one row for its first 128 events", async () => {
    expect(DEDUP_ROW_CAPACITY).toBe(128);
    expect(generationOf(0)).toBe(0);
    expect(generationOf(127)).toBe(0);
    expect(generationOf(128)).toBe(1);
    expect(generationOf(383)).toBe(1);
    expect(generationOf(384)).toBe(2);
    expect(generationStart(3)).toBe(128 * 7);
    expect(generationOf(10 ** 12)).toBe(DEDUP_MAX_GENERATION);
    expect(topGeneration(128)).toBe(0);
    expect(topGeneration(129)).toBe(1);
    // Rows after n events: 1 up to 128, then never more than 2n / 128 + 1.
    expect(maxFilterRows(0)).toBe(0);
    expect(maxFilterRows(100)).toBe(1);
    expect(maxFilterRows(128)).toBe(1);
    expect(maxFilterRows(129)).toBe(3);
    for (const n of [129, 1_000, 3_333, 100_000, 10_000_000])
      expect(maxFilterRows(n)).toBeLessThanOrEqual((2 * n) / 128 + 1);
    expect(maxFilterRows(10 ** 12)).toBe(2 ** (DEDUP_MAX_GENERATION + 1) - 1);
    const [key] = await keysOf(1);
    for (const position of [0, 127, 128, 5_000, 10 ** 9]) {
      const placed = placeKey(key!, position);
      expect(placed.generation).toBe(generationOf(position));
      expect(placed.block).toBeGreaterThanOrEqual(0);
      expect(placed.block).toBeLessThan(2 ** placed.generation);
    }
  });

  it("merges keys that share a row", async () => {
    const [a, b] = (await keysOf(2)).map((k) => placeKey(k, 0));
    const [row] = mergeKeys([a!, b!]);
    expect(mergeKeys([a!, b!])).toHaveLength(1);
    for (const key of [a!, b!])
      for (const [w, m] of key.masks)
        expect((row!.masks.get(w)! & m) === m).toBe(true);
    // Another code's keys never share its rows.
    const other = { ...placeKey(a!, 0), scope: "OTHER-CODE" };
    expect(mergeKeys([a!, other])).toHaveLength(2);
  });

  it("claims fresh events at the stated rate in overloaded generations", async () => {
    // One row and eight rows loaded five times past their capacity: a
    // measurable rate. One filter's own fill varies by several per cent, so
    // the measurement averages independent filters.
    for (const [rows, filters] of [
      [1, 4],
      [8, 2],
    ] as const) {
      const events = rows * DEDUP_ROW_CAPACITY * 5;
      const expected = generationFalsePositiveRate(events, rows);
      expect(expected).toBeGreaterThan(0.02);
      const generation = Math.log2(rows);
      const probes = 5_000;
      let claimed = 0;
      for (let f = 0; f < filters; f++) {
        const filter = memoryFilter();
        for (const key of await keysOf(events))
          filter.add({ ...key, generation, block: key.hash & (rows - 1) });
        // Only this generation's rows exist, so a claim is this generation's.
        for (const key of await keysOf(probes))
          if (filter.has(key, generation)) claimed++;
      }
      const measured = claimed / (probes * filters);
      expect(Math.abs(measured - expected) / expected).toBeLessThan(0.2);
    }
  }, 120_000);

  it("recognises every counted event and claims fresh ones at the stated rate on a generated stream", async () => {
    // 30,000 events of one code-day, placed by number as the consumer does:
    // generations 0..7 (255 rows), each loaded to its capacity.
    const events = 30_000;
    const filter = memoryFilter();
    const stored = await keysOf(events);
    stored.forEach((key, n) => filter.add(placeKey(key, n)));
    const top = topGeneration(events);
    expect(top).toBe(7);
    expect(filter.rows.size).toBeLessThanOrEqual(maxFilterRows(events));
    // Every stored event is recognised: a redelivery is never counted twice.
    expect(stored.every((key) => filter.has(key, top))).toBe(true);
    const probes = 30_000;
    const claimed = (await keysOf(probes)).filter((k) => filter.has(k, top));
    const expected = expectedFalsePositiveRate(events);
    // About 4e-6 summed over the generations: expected 0.1 claims of 30,000.
    expect(expected).toBeLessThan(1e-5);
    expect(claimed.length).toBeLessThanOrEqual(3);
  }, 60_000);

  it("states the false-positive rate docs/capacity.md gives", () => {
    // One generation at capacity; a hot code's 10 million events a day (17 generations).
    expect(generationFalsePositiveRate(128, 1)).toBeLessThan(4e-7);
    expect(expectedFalsePositiveRate(100)).toBeLessThan(1e-7);
    expect(expectedFalsePositiveRate(3_333)).toBeLessThan(3e-6);
    expect(expectedFalsePositiveRate(10_000_000)).toBeLessThan(1e-5);
    expect(expectedFalsePositiveRate(33_000_000)).toBeLessThan(1e-5);
    // The rate grows with a code-day's events, one generation at a time.
    expect(expectedFalsePositiveRate(10_000_000)).toBeGreaterThan(
      expectedFalsePositiveRate(100_000),
    );
  });
});
