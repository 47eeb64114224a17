/**
 * HyperLogLog sketch of daily unique visitors (one per code and day).
 *
 * 2^10 = 1,024 one-byte registers, stored as 2,048 upper-case hex digits so
 * D1 can merge two sketches register by register in SQL (fixed-width hex
 * compares like the number it encodes; see app/lib/db/scans.server.ts). The sketch
 * costs the same at ten visitors or ten million. Standard error of the
 * estimate: 1.04 / sqrt(1024) = 3.25% (tests/unit/hll.test.ts checks it).
 */

export const HLL_PRECISION = 10;
export const HLL_REGISTERS = 1 << HLL_PRECISION;
/** 1.04 / sqrt(m): the relative standard error of the estimate. */
export const HLL_STANDARD_ERROR = 1.04 / Math.sqrt(HLL_REGISTERS);
/** Hex digits per sketch (two per one-byte register). */
export const HLL_HEX_LENGTH = HLL_REGISTERS * 2;
/** Visitor hashes are 64 bits, written as 16 hex digits. */
const HASH_HEX = /^[0-9a-f]{16}$/i;
/** Bits left after the register index: ranks run from 1 to 55. */
const REST_BITS = 64 - HLL_PRECISION;

export function emptySketch(): Uint8Array {
  return new Uint8Array(HLL_REGISTERS);
}

/** Adds one 64-bit hash (16 hex digits); the same hash twice changes nothing. */
export function addHash(sketch: Uint8Array, hashHex: string): void {
  if (!HASH_HEX.test(hashHex))
    throw new Error("visitor hash must be 16 hex digits");
  const hi = parseInt(hashHex.slice(0, 8), 16) >>> 0;
  const lo = parseInt(hashHex.slice(8), 16) >>> 0;
  const index = hi >>> (32 - HLL_PRECISION);
  // The 54 bits after the index: 22 from hi, then all 32 of lo.
  const hiRest = hi & ((1 << (32 - HLL_PRECISION)) - 1);
  let rank: number;
  if (hiRest !== 0) rank = Math.clz32(hiRest) - HLL_PRECISION + 1;
  else if (lo !== 0) rank = 32 - HLL_PRECISION + Math.clz32(lo) + 1;
  else rank = REST_BITS + 1;
  if (rank > sketch[index]!) sketch[index] = rank;
}

/** Register-wise maximum: the sketch of the union of both streams. */
export function mergeSketches(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(HLL_REGISTERS);
  for (let i = 0; i < HLL_REGISTERS; i++) out[i] = Math.max(a[i]!, b[i]!);
  return out;
}

/** Flajolet et al.'s estimator with linear counting for small cardinalities. */
export function estimate(sketch: Uint8Array): number {
  const m = HLL_REGISTERS;
  let sum = 0;
  let zeros = 0;
  for (const r of sketch) {
    sum += 2 ** -r;
    if (r === 0) zeros++;
  }
  const alpha = 0.7213 / (1 + 1.079 / m);
  const raw = (alpha * m * m) / sum;
  if (raw <= 2.5 * m && zeros > 0) return Math.round(m * Math.log(m / zeros));
  return Math.round(raw);
}

/** Upper-case hex of every byte: the consumer writes a 2,048-digit sketch per code-day a batch. */
const HEX_BYTE = Array.from({ length: 256 }, (_, b) =>
  b.toString(16).padStart(2, "0").toUpperCase(),
);

export function sketchToHex(sketch: Uint8Array): string {
  let hex = "";
  for (const r of sketch) hex += HEX_BYTE[r]!;
  return hex;
}

/** The value of an upper-case hex digit's character code (0-9, A-F). */
const nibble = (c: number) => (c <= 57 ? c - 48 : c - 55);

export function sketchFromHex(hex: string): Uint8Array {
  if (hex.length !== HLL_HEX_LENGTH || !/^[0-9A-F]*$/.test(hex))
    throw new Error("not a visitor sketch");
  const sketch = new Uint8Array(HLL_REGISTERS);
  for (let i = 0; i < HLL_REGISTERS; i++)
    sketch[i] =
      (nibble(hex.charCodeAt(i * 2)) << 4) | nibble(hex.charCodeAt(i * 2 + 1));
  return sketch;
}
