/**
 * Single byte ranges (RFC 9110 §14): enough for audio and video seeking.
 * Multi-range or malformed headers get the whole file, as the RFC allows.
 */
export type RangeResult =
  | { kind: "full" }
  | { kind: "partial"; start: number; end: number }
  | { kind: "unsatisfiable" };

export function parseRange(header: string | null, size: number): RangeResult {
  if (!header) return { kind: "full" };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return { kind: "full" };
  const [, first, last] = match;
  if (first === "") {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return { kind: "unsatisfiable" };
    return {
      kind: "partial",
      start: Math.max(0, size - length),
      end: size - 1,
    };
  }
  const start = Number(first);
  if (start >= size) return { kind: "unsatisfiable" };
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return { kind: "full" };
  return { kind: "partial", start, end };
}
