import type { PostalAddress } from "#app/lib/identity/index.ts";
import { bareCsvCell, toCsv } from "#app/lib/platform/index.ts";
import { BRAND } from "#app/lib/brand.ts";
import { centsToDecimal } from "#app/lib/money/rules/month.ts";

/**
 * The files a payout run hands to the outside world (docs/payouts.md):
 * PayPal's mass-payment file and the cheque register. Pure functions over
 * the run's lines; every cell is formula-neutralised (app/lib/platform/csv.ts),
 * the PayPal file's quoted only where a value needs it, as PayPal reads it.
 */

/** PayPal Payouts accepts at most this many rows in one uploaded file. */
export const PAYPAL_ROWS_PER_FILE = 5_000;
/** PayPal's per-row reference ("Customer ID") is at most this long. */
export const PAYPAL_REFERENCE_MAX = 30;

export interface FileLine extends PostalAddress {
  id: string;
  amount_cents: number;
  payee_name: string;
  paypal_email: string | null;
}

/** The fixed note on every payment of a run: no personal data, no commas. */
export function payoutNote(month: string): string {
  return `${BRAND.name} Trust Code payout ${month}`;
}

/** How many PayPal files a run with `rows` PayPal lines needs (at least 1). */
export function paypalParts(rows: number): number {
  return Math.max(1, Math.ceil(rows / PAYPAL_ROWS_PER_FILE));
}

/**
 * One part of PayPal's mass-payment file: no header row; per line
 * `<paypal e-mail>,<amount>,USD,<line id>,<note>,PAYPAL`, CRLF line ends.
 * `part` counts from 1; lines must already be in file order.
 */
export function paypalFile(
  month: string,
  lines: FileLine[],
  part: number,
): string {
  const start = (part - 1) * PAYPAL_ROWS_PER_FILE;
  const note = payoutNote(month);
  return lines
    .slice(start, start + PAYPAL_ROWS_PER_FILE)
    .map((line) => {
      if (line.id.length > PAYPAL_REFERENCE_MAX)
        throw new RangeError(`line id too long for PayPal: ${line.id}`);
      return [
        line.paypal_email,
        centsToDecimal(line.amount_cents),
        "USD",
        line.id,
        note,
        "PAYPAL",
      ]
        .map(bareCsvCell)
        .join(",");
    })
    .map((row) => `${row}\r\n`)
    .join("");
}

/** A cheque's address on one line, parts joined with ", " (empty parts left out). */
export function chequeAddress(line: FileLine): string {
  return [
    line.postal_address_line1,
    line.postal_address_line2,
    line.postal_city,
    line.postal_zip,
    line.postal_country,
  ]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(", ");
}

/** The cheque register: a header row, then one row per cheque line. */
export function chequeRegister(month: string, lines: FileLine[]): string {
  const memo = payoutNote(month);
  return toCsv<FileLine>(
    [
      { header: "payee_name", value: (l) => l.postal_name || l.payee_name },
      { header: "address", value: chequeAddress },
      { header: "amount", value: (l) => centsToDecimal(l.amount_cents) },
      { header: "currency", value: () => "USD" },
      { header: "line_id", value: (l) => l.id },
      { header: "memo", value: () => memo },
    ],
    lines,
  );
}
