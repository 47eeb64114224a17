/**
 * Months and amounts of payout runs (docs/payouts.md). Pure functions, UTC.
 */

/** A run's month, `YYYY-MM`. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string): boolean {
  return MONTH_PATTERN.test(value);
}

/** The UTC month `at` falls in. */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The month before `month`. */
export function previousMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}

/** A run may be prepared for a month that has ended (UTC). */
export function isPastMonth(month: string, now: Date): boolean {
  return isMonth(month) && month < monthOf(now);
}

/** The month the cron prepares at `now`: the previous one, on the 1st (UTC) only. */
export function cronMonth(now: Date): string | null {
  return now.getUTCDate() === 1 ? previousMonth(monthOf(now)) : null;
}

/**
 * A line's id: `PO-<month>-<5 digits>`, 16 characters, well inside PayPal's
 * 30-character per-row reference. `index` counts from 0.
 */
export function lineId(month: string, index: number): string {
  return `PO-${month}-${String(index + 1).padStart(5, "0")}`;
}

/** Integer cents as a plain decimal with two places: 50000 → "500.00", -1 → "-0.01". */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents))
    throw new RangeError("cents must be an integer");
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * Signed US dollars with at most two decimals, as an operator types them
 * ("-12.5", "+100", "0.01"), to integer cents; null for anything else.
 */
export function decimalToCents(text: string): number | null {
  const match = /^([+-])?(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return sign === "-" ? -cents : cents;
}

/**
 * The months a run may be prepared for, newest first: every ended month from
 * `earliest` (the month of the ledger's first entry; last month when there is
 * none) up to last month, without those that have a run. At most `limit`.
 */
export function preparableMonths(
  now: Date,
  earliest: string | null,
  taken: ReadonlySet<string>,
  limit = 36,
): string[] {
  const out: string[] = [];
  let month = previousMonth(monthOf(now));
  const first = earliest && isMonth(earliest) ? earliest : month;
  while (month >= first && out.length < limit) {
    if (!taken.has(month)) out.push(month);
    month = previousMonth(month);
  }
  return out;
}
