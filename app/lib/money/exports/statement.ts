import type { LedgerEntry } from "#app/lib/money/rules/entries.ts";
import type {
  LineState,
  StatementFacts,
} from "#app/lib/money/rules/line-state.ts";

/**
 * The payee's statement (GET /my-trust-code/statement.csv, docs/my-trust-code.md):
 * one row per ledger entry except hold and release, which only move money
 * between states and show as the status `on-hold` of the commission they hold.
 * The reference is the entry's own id (or the payout line's), never anything
 * about a member.
 */
export type StatementType = Exclude<LedgerEntry["type"], "hold" | "release">;
export type StatementStatus =
  "pending" | "on-hold" | "available" | "paid" | "reversed" | LineState;

export interface StatementRow {
  date: string;
  type: StatementType;
  status: StatementStatus;
  amountCents: number;
  reference: string;
  /** The date a pending commission becomes available (YYYY-MM-DD), else null. */
  availableOn: string | null;
  /** A share kept in another currency, e.g. "EUR 47.61" (its amountCents is 0), else null. */
  originalAmount: string | null;
}

const NO_FACTS: StatementFacts = { billedAt: new Map(), lineStates: new Map() };

/** Charge-bound entry types: dated by the charge's billing date. */
const CHARGE_DATED: ReadonlySet<string> = new Set([
  "commission",
  "reversal",
  "reinstatement",
  "clawback",
]);

type Entry = Pick<
  LedgerEntry,
  | "id"
  | "type"
  | "state"
  | "amount_cents"
  | "charge_id"
  | "available_at"
  | "payout_line_id"
  | "created_at"
> &
  Partial<Pick<LedgerEntry, "original_currency" | "original_cents">>;

const sumBy = <T>(
  items: T[],
  key: (t: T) => string | null,
  f: (t: T) => number,
) => {
  const sums = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== null) sums.set(k, (sums.get(k) ?? 0) + f(item));
  }
  return sums;
};

/** An accrued entry's own state: pending until its available_at, then available. */
function accruedStatus(e: Entry, now: string): StatementStatus {
  if (e.state === "held") return "on-hold";
  return e.available_at !== null && e.available_at > now
    ? "pending"
    : "available";
}

export function statementRows(
  entries: Entry[],
  now: Date,
  facts: StatementFacts = NO_FACTS,
): StatementRow[] {
  const iso = now.toISOString();
  const rows = entries.filter((e) => e.type !== "hold" && e.type !== "release");
  const commissionOf = sumBy(
    rows.filter((e) => e.type === "commission"),
    (e) => e.charge_id,
    (e) => e.amount_cents,
  );
  // What reversals (less reinstatements) took back, per charge.
  const reversedOf = sumBy(
    rows.filter((e) => e.type === "reversal" || e.type === "reinstatement"),
    (e) => e.charge_id,
    (e) => -e.amount_cents,
  );
  // Money moved to on-hold, per charge (hold +x held, release −x held).
  const heldOf = sumBy(
    entries.filter((e) => e.state === "held"),
    (e) => e.charge_id,
    (e) => e.amount_cents,
  );
  const returnedLines = new Set(
    rows
      .filter((e) => e.type === "payout-returned")
      .map((e) => e.payout_line_id),
  );
  const lastPayout = rows.filter((e) => e.type === "payout").at(-1)?.id ?? 0;

  // A share kept in another currency, per charge (its entries are 0 USD).
  const originalOf = sumBy(
    entries.filter((e) => e.original_currency),
    (e) => e.charge_id,
    (e) => e.original_cents ?? 0,
  );

  const statuses = rows.map((e): StatementStatus => {
    if (e.original_currency)
      return e.type !== "reversal" &&
        (originalOf.get(e.charge_id ?? "") ?? 0) > 0
        ? "on-hold"
        : "reversed";
    if (e.type === "payout") {
      const state = e.payout_line_id
        ? facts.lineStates.get(e.payout_line_id)
        : undefined;
      return state ?? (returnedLines.has(e.payout_line_id) ? "failed" : "paid");
    }
    if (e.type === "reversal") return "reversed";
    if (e.type === "commission" && e.charge_id !== null) {
      const earned = commissionOf.get(e.charge_id) ?? 0;
      if ((reversedOf.get(e.charge_id) ?? 0) >= earned) return "reversed";
      if ((heldOf.get(e.charge_id) ?? 0) > 0) return "on-hold";
    }
    return accruedStatus(e, iso);
  });
  // A clawback or negative adjustment before the last payout was taken from it.
  const settled = (e: Entry, i: number) =>
    statuses[i] === "available" &&
    e.type !== "payout-returned" &&
    e.amount_cents < 0 &&
    e.id < lastPayout;
  // Paid money (plus what those settled deductions took) covers the oldest
  // available money first.
  let budget = -rows
    .filter((e) => e.type === "payout" || e.type === "payout-returned")
    .reduce((sum, e) => sum + e.amount_cents, 0);
  rows.forEach((e, i) => {
    if (settled(e, i)) {
      budget -= e.amount_cents;
      statuses[i] = "paid";
    }
  });
  rows.forEach((e, i) => {
    if (
      statuses[i] === "available" &&
      e.type !== "payout-returned" &&
      e.amount_cents > 0 &&
      budget >= e.amount_cents
    ) {
      budget -= e.amount_cents;
      statuses[i] = "paid";
    }
  });

  return rows.map((e, i) => {
    const billed =
      CHARGE_DATED.has(e.type) && e.charge_id
        ? facts.billedAt.get(e.charge_id)
        : undefined;
    return {
      date: (billed ?? e.created_at).slice(0, 10),
      type: e.type as StatementType,
      status: statuses[i]!,
      amountCents: e.amount_cents,
      reference:
        (e.type === "payout" || e.type === "payout-returned") &&
        e.payout_line_id
          ? e.payout_line_id
          : `E${e.id}`,
      availableOn:
        statuses[i] === "pending" && e.available_at
          ? e.available_at.slice(0, 10)
          : null,
      originalAmount:
        e.original_currency && e.original_cents
          ? `${e.original_currency} ${formatCents(e.original_cents)}`
          : null,
    };
  });
}

/** Signed cents as "50.00" / "-50.00" (no thousands separator: a spreadsheet reads it as a number). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export const STATEMENT_HEADER =
  "date,type,status,amount_usd,reference,available_on,original_amount";

/**
 * RFC 4180 with CRLF like the console's exports. No cell needs quoting: dates,
 * fixed words, numbers and ids; a reference is quoted if it ever holds a comma.
 */
export function statementCsv(rows: StatementRow[]): string {
  const cell = (v: string) =>
    /[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
  const lines = [STATEMENT_HEADER];
  for (const r of rows)
    lines.push(
      [
        r.date,
        r.type,
        r.status,
        formatCents(r.amountCents),
        cell(r.reference),
        r.availableOn ?? "",
        r.originalAmount ?? "",
      ].join(","),
    );
  return `${lines.join("\r\n")}\r\n`;
}
