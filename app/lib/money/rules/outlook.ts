/**
 * When and why, for the payee's page (docs/my-trust-code.md): each pending
 * commission with the date it becomes available, each reversal as a
 * reversal (never which member, nor refund or chargeback), and whether the
 * payee is in the next payout run and, if not, why. Pure.
 */
import type { LedgerEntry } from "#app/lib/money/rules/entries.ts";
import type { CarryReason } from "#app/lib/money/rules/qualify.ts";

export interface PendingCommission {
  amountCents: number;
  /** YYYY-MM-DD (UTC). */
  availableOn: string;
}

export interface ReversalRow {
  /** YYYY-MM-DD (UTC): when it was reversed. */
  date: string;
  /** Positive: what was taken back. */
  amountCents: number;
}

type Entry = Pick<
  LedgerEntry,
  | "type"
  | "state"
  | "amount_cents"
  | "charge_id"
  | "available_at"
  | "created_at"
>;

/** Money of each charge still pending at `now`, soonest first. */
export function pendingCommissions(
  entries: readonly Entry[],
  now: Date,
): PendingCommission[] {
  const iso = now.toISOString();
  const byCharge = new Map<string, { cents: number; at: string }>();
  for (const e of entries) {
    if (e.state !== "accrued" || !e.charge_id || !e.available_at) continue;
    if (e.available_at <= iso) continue;
    const c = byCharge.get(e.charge_id) ?? { cents: 0, at: e.available_at };
    c.cents += e.amount_cents;
    byCharge.set(e.charge_id, c);
  }
  return [...byCharge.values()]
    .filter((c) => c.cents > 0)
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
    .map((c) => ({ amountCents: c.cents, availableOn: c.at.slice(0, 10) }));
}

/** Reversals and clawbacks, newest first, as what was taken back. */
export function reversalRows(entries: readonly Entry[]): ReversalRow[] {
  return entries
    .filter(
      (e) =>
        (e.type === "reversal" || e.type === "clawback") && e.amount_cents < 0,
    )
    .map((e) => ({
      date: e.created_at.slice(0, 10),
      amountCents: -e.amount_cents,
    }))
    .reverse();
}

/** The reasons the page names, in the payee's words (INTERFACE's list and a general one). */
export type NotInRunReason =
  | "below-minimum"
  | "unverified"
  | "details"
  | "on-hold"
  | "nothing-available"
  | "other";

/** The run's carry reasons as the page groups them; on-hold when only held money stands in the way. */
export function notInRunReasons(
  reasons: readonly CarryReason[],
  onHoldCents: number,
): NotInRunReason[] {
  const out = new Set<NotInRunReason>();
  for (const r of reasons) {
    if (r === "below-minimum") out.add("below-minimum");
    else if (r === "unverified") out.add("unverified");
    else if (r === "details-unconfirmed" || r === "incomplete-details")
      out.add("details");
    else if (r === "nothing-available")
      out.add(onHoldCents > 0 ? "on-hold" : "nothing-available");
    else out.add("other");
  }
  return [...out];
}
