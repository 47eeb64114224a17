/**
 * CSV for spreadsheets (RFC 4180), safe to open
 * (https://owasp.org/www-community/attacks/CSV_Injection): every cell is
 * quoted, and text a spreadsheet would run as a formula gets a leading quote:
 * at the start of a cell, and after a `;` or `,` (a spreadsheet that splits
 * on another separator than ours starts a new cell there). Numbers pass as
 * they are: a negative amount is no formula.
 */
import { BRAND } from "#app/lib/brand.ts";

const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /([;,]\s*)(?=[=+\-@\t\r])/g;

function neutralised(value: unknown): string {
  let text = String(value ?? "");
  if (typeof value !== "number" && typeof value !== "bigint") {
    text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return text;
}

export function csvCell(value: unknown): string {
  return `"${neutralised(value).replace(/"/g, '""')}"`;
}

/**
 * A cell for machine-read files with a fixed layout (PayPal's mass-payment
 * file reads bare values): neutralised the same way, quoted only where
 * RFC 4180 needs it (a comma, quote or line break inside).
 */
export function bareCsvCell(value: unknown): string {
  const text = neutralised(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(",")];
  for (const row of rows)
    lines.push(columns.map((c) => csvCell(c.value(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** A download named after the list and the day, e.g. nirvana-scans-2026-08-01.csv. */
export function csvResponse(
  list: string,
  body: string,
  now = new Date(),
): Response {
  const filename = `${BRAND.slug}-${list}-${now.toISOString().slice(0, 10)}.csv`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
