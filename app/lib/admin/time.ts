/**
 * How the console shows a stored time (an ISO string, UTC): "2026-08-01"
 * (day), "2026-08-01 14:05" (minute) or "2026-08-01 14:05:09" (second);
 * nothing stored reads "—".
 */
const LENGTH = { day: 10, minute: 16, second: 19 } as const;

export function consoleTime(
  iso: string | null | undefined,
  precision: keyof typeof LENGTH = "minute",
): string {
  return iso ? iso.replace("T", " ").slice(0, LENGTH[precision]) : "—";
}
