/**
 * Reading a typed code generously (docs/attribution.md "Reading a typed
 * code"): characters people confuse fold onto one, and a near miss of one
 * character is found by listing every code one edit away. Pure functions;
 * the D1 look-ups are in app/lib/db/code-lookup.server.ts.
 */
import { NEAR_MISS_MAX_LENGTH } from "#app/lib/policies.ts";

/**
 * Each look-alike and the character it folds onto. The same mapping is the
 * `fold_key` column in migrations/0011_code_fold_key.sql; a worker test keeps
 * both equal.
 */
export const CONFUSABLES: Readonly<Record<string, string>> = {
  O: "0",
  Q: "0",
  D: "0",
  I: "1",
  L: "1",
  Z: "2",
  S: "5",
  B: "8",
  U: "V",
};

/** Every character a folded code can hold: A-Z, 0-9 and "-" minus the look-alikes (28). */
export const FOLDED_ALPHABET = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-"]
  .filter((c) => !(c in CONFUSABLES))
  .join("");

/** A normalised (upper-case) code with every look-alike folded. */
export function foldCode(code: string): string {
  let out = "";
  for (const c of code) out += CONFUSABLES[c] ?? c;
  return out;
}

/**
 * Every folded key one edit from `folded`: one character deleted, replaced,
 * inserted, or two neighbours swapped. At most 58n + 27 keys for length n
 * (643 for an 11-character code); none past NEAR_MISS_MAX_LENGTH.
 */
export function nearMissKeys(folded: string): string[] {
  if (folded.length > NEAR_MISS_MAX_LENGTH) return [];
  const keys = new Set<string>();
  const n = folded.length;
  for (let i = 0; i <= n; i++) {
    const head = folded.slice(0, i);
    for (const c of FOLDED_ALPHABET) keys.add(head + c + folded.slice(i));
    if (i === n) continue;
    const tail = folded.slice(i + 1);
    keys.add(head + tail);
    for (const c of FOLDED_ALPHABET) keys.add(head + c + tail);
    if (i + 1 < n)
      keys.add(head + folded[i + 1] + folded[i] + folded.slice(i + 2));
  }
  keys.delete(folded);
  return [...keys];
}
