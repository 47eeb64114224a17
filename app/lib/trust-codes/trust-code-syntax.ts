import { MAX_TRUST_CODE_LENGTH } from "#app/lib/policies.ts";

/** A letter or digit, then letters, digits or hyphens; 3+ characters. */
const TRUST_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,}$/i;

/**
 * Trims and upper-cases a code; null when it breaks the syntax. The pattern is
 * checked before upper-casing so look-alikes such as "ı" (dotless i, which
 * upper-cases to "I") or "ſ" are refused rather than silently folded.
 */
export function normaliseTrustCode(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const code = raw.trim();
  if (code.length > MAX_TRUST_CODE_LENGTH) return null;
  return TRUST_CODE_PATTERN.test(code) ? code.toUpperCase() : null;
}
