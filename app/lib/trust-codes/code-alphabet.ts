/**
 * How new Trust Codes are drawn: "NIR-" and 7 characters from an alphabet
 * with no look-alikes, drawn without bias. The alphabet, length and collision
 * odds are in docs/business-rules.md ("Trust Code format").
 */

/**
 * 25 characters: no 0/O/Q/D or 1/I/L at all, and one of each of the pairs
 * 2/Z, 5/S, 8/B, U/V, so every character read off paper maps back to one
 * (app/lib/trust-codes/code-reading.ts folds the others onto these).
 */
export const MINT_ALPHABET = "23456789ACEFGHJKMNPRTVWXY";
export const CODE_PREFIX = "NIR-";
/** 25^7 ≈ 6.1 billion codes: collisions stay rare (docs/business-rules.md). */
export const CODE_BODY_LENGTH = 7;

/** Bytes at or above this are redrawn, so every character is equally likely (250 = 10 × 25). */
const UNBIASED_LIMIT = 256 - (256 % MINT_ALPHABET.length);

export type RandomBytes = (n: number) => Uint8Array;

const cryptoBytes: RandomBytes = (n) =>
  crypto.getRandomValues(new Uint8Array(n));

/** A fresh code; `random` is injectable for tests (crypto.getRandomValues otherwise). */
export function generateCode(random: RandomBytes = cryptoBytes): string {
  let body = "";
  while (body.length < CODE_BODY_LENGTH) {
    for (const b of random(CODE_BODY_LENGTH - body.length)) {
      // Rejection sampling: b % 25 over all 256 bytes would favour 6 characters.
      if (b < UNBIASED_LIMIT) body += MINT_ALPHABET[b % MINT_ALPHABET.length];
    }
  }
  return `${CODE_PREFIX}${body}`;
}
