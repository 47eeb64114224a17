/**
 * The 8-digit codes of the payee's sign-in (docs/my-trust-code.md). Each
 * digit string is equally likely: a 32-bit draw at or above the largest
 * multiple of 10^8 below 2^32 is redrawn, so `% 10^8` favours no code.
 */
import { sha256Hex } from "#app/lib/platform/index.ts";

const SPACE = 100_000_000;
const LIMIT = Math.floor(2 ** 32 / SPACE) * SPACE;

const CODE_PATTERN = /^\d{8}$/;

export function newOneTimeCode(): string {
  const draw = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(draw);
    if (draw[0]! < LIMIT) return String(draw[0]! % SPACE).padStart(8, "0");
  }
}

/**
 * The code someone typed, or null when it is not 8 digits: spaces and dashes
 * (as in "1234 5678") are ignored.
 */
export function typedOneTimeCode(
  typed: string | null | undefined,
): string | null {
  const code = (typed ?? "").replace(/[\s-]/g, "");
  return CODE_PATTERN.test(code) ? code : null;
}

/** SHA-256 of "<row id>:<code>": the row id keeps equal codes of two rows apart. */
export async function codeHash(rowId: string, code: string): Promise<string> {
  return sha256Hex(`${rowId}:${code}`);
}
