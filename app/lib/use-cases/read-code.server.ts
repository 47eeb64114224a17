import { foldCode, nearMissKeys } from "#app/lib/trust-codes/index.ts";
import {
  activeCodesByFoldKeys,
  activeCodesReadingAs,
} from "#app/lib/db/index.server.ts";

/**
 * What a typed, well-formed code turned out to be: the active code itself, the
 * one active code it reads as once look-alikes are folded ("mapped"), the one
 * active code a single edit away ("suggestion"), or nothing.
 */
export type CodeReading =
  { kind: "exact" | "mapped" | "suggestion"; code: string } | { kind: "none" };

/**
 * Reads a normalised code generously (docs/attribution.md "Reading a typed
 * code"). Two D1 statements at most, each on the fold_key index; when several
 * codes fit, none is guessed. Callers sit behind the per-client rate limit.
 */
export async function readTypedCode(code: string): Promise<CodeReading> {
  const folded = foldCode(code);
  const alike = await activeCodesReadingAs(code, folded);
  if (alike[0] === code) return { kind: "exact", code };
  if (alike.length === 1) return { kind: "mapped", code: alike[0]! };
  if (alike.length > 1) return { kind: "none" };
  const near = await activeCodesByFoldKeys(nearMissKeys(folded));
  return near.length === 1
    ? { kind: "suggestion", code: near[0]! }
    : { kind: "none" };
}
