/**
 * Which scan events are already counted, in storage bounded by code-days: a
 * scalable blocked Bloom filter per (day, code) (docs/decisions/scan-pipeline.md).
 *
 * A code-day's filter grows in generations as its events are counted:
 * generation g is 2^g rows of DEDUP_WORDS 64-bit words (4,096 bits a row)
 * and takes the code-day's events number DEDUP_ROW_CAPACITY x (2^g - 1) up
 * to the next generation's start, DEDUP_ROW_CAPACITY a row on average. A
 * code-day with n counted events has at most 2n / DEDUP_ROW_CAPACITY + 1
 * rows: one row up to 128 events, and never more than 2^(DEDUP_MAX_GENERATION + 1) - 1.
 * Events for codes that do not exist share one filter per day (scope "").
 * An event id picks one row per generation and sets DEDUP_HASHES bits in
 * it; an event whose bits are all set in any generation is taken as
 * counted. A false positive drops a real event: the rate is
 * expectedFalsePositiveRate() (tests/unit/scan-dedup.test.ts checks it on a
 * generated stream). A filter is deleted once its day is past the queue's
 * redelivery window, so closed days keep only their aggregates.
 */

/** 64-bit words per filter row (columns w0..w63 in migrations/0016_scan_dedup_code_filter.sql). */
export const DEDUP_WORDS = 64;
/** Bits per filter row. */
export const DEDUP_BLOCK_BITS = DEDUP_WORDS * 64;
/** Events per row: 32 bits an event keeps each generation near 5e-7 false positives. */
export const DEDUP_ROW_CAPACITY = 128;
/** Bits set per event: the fewest false positives at 32 bits an event is 22; 16 costs little and fits one SHA-256. */
export const DEDUP_HASHES = 16;
/**
 * Last generation (2^17 rows): generations 0..17 hold 128 x (2^18 - 1), about
 * 33.5 million events of one code on one day; later events share generation 17.
 */
export const DEDUP_MAX_GENERATION = 17;

/** One event's hash: where it lives in any generation of its code-day's filter. */
export interface FilterKey {
  day: string;
  /** The event's code, or "" for codes that do not exist (one shared filter a day). */
  scope: string;
  /** 32 bits that choose the row: the low g bits in generation g. */
  hash: number;
  /** Word index (0..63) to the bits this event sets in its row. */
  masks: Map<number, bigint>;
}

/** A key placed in its generation and row, ready to be written. */
export interface PlacedKey extends FilterKey {
  generation: number;
  block: number;
}

const encoder = new TextEncoder();
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Codes are inlined into SQL (app/lib/db/scans.server.ts): only their own alphabet passes. */
const SCOPE = /^(?:[A-Z0-9][A-Z0-9-]{2,63})?$/;

/**
 * SHA-256 of the event id: 32 bits choose the row, then DEDUP_HASHES 12-bit
 * positions inside its 4,096 bits (224 of the 256 bits).
 */
export async function filterKey(
  id: string,
  day: string,
  scope: string,
): Promise<FilterKey> {
  if (!DAY.test(day)) throw new Error(`not a day: ${day}`);
  if (!SCOPE.test(scope)) throw new Error(`not a code: ${scope}`);
  const hash = new Uint8Array(
    await crypto.subtle.digest("SHA-256", encoder.encode(id)),
  );
  const masks = new Map<number, bigint>();
  for (let i = 0; i < DEDUP_HASHES; i++) {
    const bit = 32 + i * 12;
    const byte = bit >> 3;
    const pair = (hash[byte]! << 8) | hash[byte + 1]!;
    const position = bit % 8 === 0 ? pair >> 4 : pair & 0xfff;
    const word = position >> 6;
    masks.set(word, (masks.get(word) ?? 0n) | (1n << BigInt(position & 63)));
  }
  return {
    day,
    scope,
    hash: new DataView(hash.buffer).getUint32(0),
    masks,
  };
}

/** The first event number (0-based) of generation g: 128 x (2^g - 1). */
export function generationStart(generation: number): number {
  return DEDUP_ROW_CAPACITY * (2 ** generation - 1);
}

/** The generation that takes a code-day's event number `position` (0-based). */
export function generationOf(position: number): number {
  let generation = 0;
  while (
    generation < DEDUP_MAX_GENERATION &&
    position >= generationStart(generation + 1)
  )
    generation++;
  return generation;
}

/** The highest generation a code-day with `counted` events has written. */
export function topGeneration(counted: number): number {
  return generationOf(Math.max(0, counted - 1));
}

/** Puts the code-day's event number `position` into its generation's row. */
export function placeKey(key: FilterKey, position: number): PlacedKey {
  const generation = generationOf(position);
  return {
    ...key,
    generation,
    block: key.hash & (2 ** generation - 1),
  };
}

/** log of the binomial probability mass, accumulated term by term. */
function binomialTerms(trials: number, p: number, limit: number): number[] {
  const out: number[] = [];
  let logChoose = 0;
  const lp = Math.log(p);
  const lq = Math.log1p(-p);
  for (let j = 0; j <= Math.min(limit, trials); j++) {
    if (j > 0) logChoose += Math.log(trials - j + 1) - Math.log(j);
    out.push(Math.exp(logChoose + j * lp + (trials - j) * lq));
  }
  return out;
}

/** The chance that a fresh event's bits are all set in one row holding `load` events. */
function rowClaims(load: number): number {
  const filled = 1 - (1 - 1 / DEDUP_BLOCK_BITS) ** (DEDUP_HASHES * load);
  return filled ** DEDUP_HASHES;
}

/** The chance that a generation of `rows` rows holding `events` claims a fresh event. */
export function generationFalsePositiveRate(
  events: number,
  rows: number,
): number {
  if (events <= 0) return 0;
  if (rows === 1) return rowClaims(events);
  // Each row holds a binomial share of the generation's events.
  const mean = events / rows;
  const limit = Math.ceil(mean + 12 * Math.sqrt(mean) + 30);
  return binomialTerms(events, 1 / rows, limit).reduce(
    (sum, mass, j) => sum + mass * rowClaims(j),
    0,
  );
}

/**
 * The chance that an event never counted is taken for counted, once
 * `counted` other events of its code and day are in the filter: it is
 * looked up in every generation, and any one may claim it.
 */
export function expectedFalsePositiveRate(counted: number): number {
  let spared = 1;
  for (let g = 0; g <= topGeneration(counted); g++) {
    const start = generationStart(g);
    const end = g === DEDUP_MAX_GENERATION ? Infinity : generationStart(g + 1);
    const events = Math.min(counted, end) - start;
    spared *= 1 - generationFalsePositiveRate(events, 2 ** g);
  }
  return counted <= 0 ? 0 : 1 - spared;
}

/** Merges placed keys that share a row, so each row is written once per statement. */
export function mergeKeys(keys: PlacedKey[]): PlacedKey[] {
  const rows = new Map<string, PlacedKey>();
  for (const key of keys) {
    const id = `${key.day} ${key.scope} ${key.generation} ${key.block}`;
    const row = rows.get(id) ?? { ...key, masks: new Map() };
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
