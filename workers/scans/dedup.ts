/**
 * Which scan events are already counted, in storage that does not grow with
 * scans: a blocked Bloom filter per event day (docs/decisions/scan-pipeline.md).
 *
 * A day's filter is DEDUP_BLOCKS rows of DEDUP_WORDS 64-bit words (4,096 bits
 * a row, 2^28 bits = 32 MiB a day at most, whatever the traffic). An event id
 * picks one row and sets DEDUP_HASHES bits in it; an event whose bits are all
 * set already is taken as counted. A false positive drops a real event: the
 * rate is expectedFalsePositiveRate() (tests/unit/scan-dedup.test.ts checks it
 * on a generated stream). A filter is deleted once its day is past the queue's
 * redelivery window.
 */

/** 64-bit words per filter row (columns w0..w63 in migrations/0014_scan_dedup_filter.sql). */
export const DEDUP_WORDS = 64;
/** Bits per filter row. */
export const DEDUP_BLOCK_BITS = DEDUP_WORDS * 64;
/** Rows per day: 2^16 x 4,096 bits = 2^28 bits, sized for 10 million events a day. */
export const DEDUP_BLOCKS = 1 << 16;
/** Bits set per event: the fewest false positives at about 10 million events a day. */
export const DEDUP_HASHES = 10;

/** Where one event lives in its day's filter. */
export interface FilterKey {
  day: string;
  block: number;
  /** Word index (0..63) to the bits this event sets in it. */
  masks: Map<number, bigint>;
}

const encoder = new TextEncoder();
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * SHA-256 of the event id: 32 bits choose the row, then DEDUP_HASHES 12-bit
 * positions inside its 4,096 bits. `blocks` is a power of two (smaller in tests).
 */
export async function filterKey(
  id: string,
  day: string,
  blocks = DEDUP_BLOCKS,
): Promise<FilterKey> {
  if (!DAY.test(day)) throw new Error(`not a day: ${day}`);
  const hash = new Uint8Array(
    await crypto.subtle.digest("SHA-256", encoder.encode(id)),
  );
  const view = new DataView(hash.buffer);
  const block = view.getUint32(0) & (blocks - 1);
  const masks = new Map<number, bigint>();
  // 10 positions x 12 bits = 120 bits, read from bytes 4..18.
  for (let i = 0; i < DEDUP_HASHES; i++) {
    const bit = 32 + i * 12;
    const byte = bit >> 3;
    const pair = (hash[byte]! << 8) | hash[byte + 1]!;
    const position = bit % 8 === 0 ? pair >> 4 : pair & 0xfff;
    const word = position >> 6;
    masks.set(word, (masks.get(word) ?? 0n) | (1n << BigInt(position & 63)));
  }
  return { day, block, masks };
}

/** Poisson probability mass, computed in log space so large means do not overflow. */
function poisson(mean: number, j: number, logFactorial: number): number {
  return Math.exp(-mean + j * Math.log(mean) - logFactorial);
}

/**
 * The chance that an event never counted is taken for counted, once `events`
 * other events of its day are in a filter of `blocks` rows: rows hold a
 * Poisson number of events, and all DEDUP_HASHES bits must be set already.
 */
export function expectedFalsePositiveRate(
  events: number,
  blocks = DEDUP_BLOCKS,
): number {
  const mean = events / blocks;
  const limit = Math.ceil(mean + 12 * Math.sqrt(mean) + 30);
  let rate = 0;
  let logFactorial = 0;
  for (let j = 0; j <= limit; j++) {
    if (j > 0) logFactorial += Math.log(j);
    const filled = 1 - (1 - 1 / DEDUP_BLOCK_BITS) ** (DEDUP_HASHES * j);
    rate += poisson(mean, j, logFactorial) * filled ** DEDUP_HASHES;
  }
  return rate;
}

/** Merges keys that share a row, so each row is written once per statement. */
export function mergeKeys(keys: FilterKey[]): FilterKey[] {
  const rows = new Map<string, FilterKey>();
  for (const key of keys) {
    const id = `${key.day} ${key.block}`;
    const row = rows.get(id) ?? {
      day: key.day,
      block: key.block,
      masks: new Map(),
    };
    for (const [word, mask] of key.masks)
      row.masks.set(word, (row.masks.get(word) ?? 0n) | mask);
    rows.set(id, row);
  }
  return [...rows.values()];
}

/** A mask as an SQL hex literal: SQLite reads it as a 64-bit two's-complement integer. */
export function sqlMask(mask: bigint): string {
  return `0x${mask.toString(16)}`;
}
