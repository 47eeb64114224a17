/**
 * Reconciling the ledger with what it should say (pure; docs/ledger.md
 * "Reconciling"). For each (payee, charge) the current sums per state are
 * compared with the desired amount and hold; the difference becomes new
 * entries (commission, reinstatement, reversal, clawback, hold, release),
 * never an edit. Running it again on its own output appends nothing.
 */
import type { PayeeKind } from "#app/lib/money/rules/entries.ts";
import {
  movePair,
  type HoldReason,
  type NewEntry,
} from "#app/lib/money/rules/entries.ts";
import type { DesiredCommission } from "#app/lib/money/rules/desired.ts";

/** The ledger's view of one payee's money for one charge. */
export interface ChargeLedger {
  payeeKind: PayeeKind;
  payeeId: string;
  chargeId: string;
  code: string | null;
  accruedCents: number;
  heldCents: number;
  /** A commission entry exists (a later increase is a reinstatement). */
  hasCommission: boolean;
  /** The commission's available_at, kept by every later entry of the charge. */
  availableAt: string | null;
  /** The reason of the latest hold still standing. */
  holdReason: HoldReason | null;
  /** An operator released this charge's hold: code-stopped and non-USD holds stay released. */
  operatorReleased: boolean;
  /** An operator reversed it: final, the billing rules leave the charge alone. */
  operatorReversed: boolean;
  /** Of the accrued money, how much a payout already took (FIFO). */
  paidCents: number;
  /** Money kept in another currency (its entries carry amount 0 USD): currency and signed sum. */
  originalCurrency?: string | null;
  originalCents?: number;
}

export const ledgerKey = (kind: string, id: string, chargeId: string) =>
  `${kind}\u0000${id}\u0000${chargeId}`;

const OPERATOR_RELEASABLE: ReadonlySet<HoldReason> = new Set([
  "code-stopped",
  "non-usd",
]);

export function reconcile(
  desired: readonly DesiredCommission[],
  current: ReadonlyMap<string, ChargeLedger>,
  causeEventId: string,
): NewEntry[] {
  const wanted = new Map(
    desired.map((d) => [ledgerKey(d.payeeKind, d.payeeId, d.chargeId), d]),
  );
  const keys = new Set([...wanted.keys(), ...current.keys()]);
  const entries: NewEntry[] = [];
  for (const key of [...keys].sort()) {
    const want = wanted.get(key);
    const have = current.get(key);
    if (have?.operatorReversed) continue;
    const payeeKind = (want?.payeeKind ?? have!.payeeKind) as PayeeKind;
    const payeeId = want?.payeeId ?? have!.payeeId;
    const chargeId = want?.chargeId ?? have!.chargeId;
    const availableAt = have?.availableAt ?? want?.availableAt ?? null;
    let reason = want?.holdReason ?? null;
    if (reason && have?.operatorReleased && OPERATOR_RELEASABLE.has(reason))
      reason = null;
    const target = want?.amountCents ?? 0;
    let accrued = have?.accruedCents ?? 0;
    let held = have?.heldCents ?? 0;
    const paid = Math.min(have?.paidCents ?? 0, Math.max(0, accrued));
    const base = {
      payeeKind,
      payeeId,
      code: want?.code ?? have?.code ?? null,
      chargeId,
      causeKind: "billing-event" as const,
      causeRef: causeEventId,
    };
    // A share in another currency moves in that currency only, always held.
    const wantOriginal = want?.original ?? null;
    const originalDelta =
      (wantOriginal?.cents ?? 0) - (have?.originalCents ?? 0);
    const currency = wantOriginal?.currency ?? have?.originalCurrency ?? null;
    if (originalDelta !== 0 && currency)
      entries.push({
        ...base,
        type:
          originalDelta < 0
            ? "reversal"
            : have?.hasCommission
              ? "reinstatement"
              : "commission",
        state: "held",
        amountCents: 0,
        availableAt,
        holdReason: "non-usd",
        originalCurrency: currency,
        originalCents: originalDelta,
      });
    const delta = target - (accrued + held);
    if (delta > 0) {
      const state = reason ? "held" : "accrued";
      entries.push({
        ...base,
        type: have?.hasCommission ? "reinstatement" : "commission",
        state,
        amountCents: delta,
        availableAt,
        holdReason: reason,
      });
      if (reason) held += delta;
      else accrued += delta;
    } else if (delta < 0) {
      let rest = -delta;
      const fromHeld = Math.min(rest, Math.max(0, held));
      if (fromHeld > 0) {
        entries.push({
          ...base,
          type: "reversal",
          state: "held",
          amountCents: -fromHeld,
          availableAt,
          holdReason: have?.holdReason ?? null,
        });
        held -= fromHeld;
        rest -= fromHeld;
      }
      const unpaid = Math.max(0, accrued - paid);
      const reversal = Math.min(rest, unpaid);
      if (reversal > 0)
        entries.push({
          ...base,
          type: "reversal",
          state: "accrued",
          amountCents: -reversal,
          availableAt,
        });
      // Money a payout already took comes back from the next payout.
      const clawback = rest - reversal;
      if (clawback > 0)
        entries.push({
          ...base,
          type: "clawback",
          state: "accrued",
          amountCents: -clawback,
          availableAt: null,
        });
      accrued -= rest;
    }
    // Holds move only money not yet paid out.
    const holdable = held + Math.max(0, accrued - paid);
    const wantHeld = reason ? Math.min(target, holdable) : 0;
    if (held < wantHeld)
      entries.push(
        ...movePair(
          { ...base, availableAt, holdReason: reason },
          "hold",
          wantHeld - held,
        ),
      );
    else if (held > wantHeld)
      entries.push(
        ...movePair(
          { ...base, availableAt, holdReason: have?.holdReason ?? null },
          "release",
          held - wantHeld,
        ),
      );
  }
  return entries;
}
