/**
 * The D1 layer of the rules (docs/ledger.md "Processing"): read one member's
 * facts and the ledger's entries for their charges, derive what the ledger
 * should say (app/lib/money/rules/), append the difference
 * (app/lib/money/rules/reconcile.ts) and cache the member's lock and flag, all in
 * one batch guarded by the member's version.
 */
import { env } from "cloudflare:workers";
import { resolveCode } from "#app/lib/money/store/codes.server.ts";
import type { HoldReason } from "#app/lib/money/rules/entries.ts";
import { insertEntryStatement } from "#app/lib/money/store/entries.server.ts";
import { emailHash } from "#app/lib/money/store/facts.server.ts";
import {
  ledgerKey,
  reconcile,
  type ChargeLedger,
} from "#app/lib/money/rules/reconcile.ts";
import {
  desiredState,
  type RuleContext,
} from "#app/lib/money/rules/desired.ts";
import type {
  AdjustmentRow,
  ChargeRow,
  CodeInfo,
  MemberFacts,
} from "#app/lib/money/rules/types.ts";

export interface RederiveOptions {
  /** The billing event every new entry cites. */
  causeEventId: string;
  now: Date;
  /** Written in the same batch (the event's outcome). */
  alongside: D1PreparedStatement[];
  /** The terms and price lists the rules apply. */
  rules: RuleContext;
}

/** A concurrent derivation of the same member won: read again and retry, after a short random pause. */
const STALE = /billing member changed meanwhile/;
const MAX_TRIES = 8;
const RETRY_JITTER_MS = 25;

/** The stored JSON array of a charge's price ids. */
function parsePriceIdsJson(text: string | null): string[] {
  try {
    const ids: unknown = JSON.parse(text ?? "[]");
    return Array.isArray(ids)
      ? ids.filter((id): id is string => typeof id === "string")
      : [];
  } catch {
    return [];
  }
}

interface MemberRow {
  version: number;
  code: string | null;
  lock_charge_id: string | null;
}

async function readFacts(
  customerId: string,
): Promise<{ facts: MemberFacts; version: number }> {
  const [member, emails, charges, adjustments, cancellations] =
    await env.DB.batch([
      env.DB.prepare(
        "SELECT version, code, lock_charge_id FROM billing_members WHERE customer_id = ?1",
      ).bind(customerId),
      env.DB.prepare(
        "SELECT email_hash, occurred_at FROM billing_customer_emails WHERE customer_id = ?1",
      ).bind(customerId),
      env.DB.prepare(
        `SELECT charge_id, customer_id, subscription_id, origin, price_ids, period_start,
           billed_at, trust_code, ria_seats, net_cents, currency
         FROM billing_charges WHERE customer_id = ?1`,
      ).bind(customerId),
      env.DB.prepare(
        `SELECT adjustment_id, charge_id, action, status, net_cents, currency, occurred_at
         FROM billing_adjustments WHERE customer_id = ?1`,
      ).bind(customerId),
      env.DB.prepare(
        "SELECT canceled_at FROM billing_cancellations WHERE customer_id = ?1",
      ).bind(customerId),
    ]);
  const m = (member!.results[0] as MemberRow | undefined) ?? null;
  const emailHistory = (
    emails!.results as unknown as { email_hash: string; occurred_at: string }[]
  ).map((e) => ({ hash: e.email_hash, occurredAt: e.occurred_at }));
  const chargeRows = (
    charges!.results as unknown as (Omit<ChargeRow, "price_ids"> & {
      price_ids: string;
    })[]
  ).map((c) => ({ ...c, price_ids: parsePriceIdsJson(c.price_ids) }));
  const previousLock =
    m?.code && m.lock_charge_id
      ? { code: m.code, chargeId: m.lock_charge_id }
      : null;
  return {
    version: m?.version ?? 0,
    facts: {
      customerId,
      emailHistory,
      charges: chargeRows,
      adjustments: adjustments!.results as unknown as AdjustmentRow[],
      cancellations: (
        cancellations!.results as unknown as { canceled_at: string }[]
      ).map((r) => r.canceled_at),
      codeForCharge: await resolveCharges(
        chargeRows,
        previousLock,
        emailHistory.length > 0,
      ),
      previousLock,
    },
  };
}

/** Each charge's code, each distinct code resolved once; the holder's address hashed only when needed. */
async function resolveCharges(
  charges: ChargeRow[],
  previousLock: { code: string; chargeId: string } | null,
  memberHasEmail: boolean,
): Promise<Map<string, CodeInfo | null>> {
  const cache = new Map<string, Promise<CodeInfo | null>>();
  const info = (typed: string) => {
    let found = cache.get(typed);
    if (!found) {
      found = resolveCode(typed).then(async (holder) =>
        holder
          ? {
              code: holder.code,
              ownerKind: holder.ownerKind,
              ownerId: holder.ownerId,
              status: holder.status,
              holderEmailHash:
                memberHasEmail && holder.holderEmail
                  ? await emailHash(holder.holderEmail)
                  : null,
            }
          : null,
      );
      cache.set(typed, found);
    }
    return found;
  };
  const out = new Map<string, CodeInfo | null>();
  for (const charge of charges) {
    const typed =
      previousLock?.chargeId === charge.charge_id
        ? previousLock.code
        : charge.trust_code;
    out.set(charge.charge_id, typed ? await info(typed) : null);
  }
  return out;
}

interface EntryRow {
  payee_kind: ChargeLedger["payeeKind"];
  payee_id: string;
  charge_id: string;
  code: string | null;
  type: string;
  state: "accrued" | "held";
  amount_cents: number;
  available_at: string | null;
  hold_reason: HoldReason | null;
  cause_kind: string;
  original_currency: string | null;
  original_cents: number | null;
}

async function readLedger(
  chargeIds: string[],
  now: Date,
): Promise<Map<string, ChargeLedger>> {
  const out = new Map<string, ChargeLedger>();
  if (chargeIds.length === 0) return out;
  const { results } = await env.DB.prepare(
    `SELECT payee_kind, payee_id, charge_id, code, type, state, amount_cents,
       available_at, hold_reason, cause_kind, original_currency, original_cents
     FROM ledger_entries WHERE charge_id IN (SELECT value FROM json_each(?1)) ORDER BY id`,
  )
    .bind(JSON.stringify(chargeIds))
    .all<EntryRow>();
  for (const e of results) {
    const key = ledgerKey(e.payee_kind, e.payee_id, e.charge_id);
    let l = out.get(key);
    if (!l) {
      l = {
        payeeKind: e.payee_kind,
        payeeId: e.payee_id,
        chargeId: e.charge_id,
        code: e.code,
        accruedCents: 0,
        heldCents: 0,
        hasCommission: false,
        availableAt: null,
        holdReason: null,
        operatorReleased: false,
        operatorReversed: false,
        paidCents: 0,
        originalCurrency: null,
        originalCents: 0,
      };
      out.set(key, l);
    }
    if (e.original_currency) {
      l.originalCurrency = e.original_currency;
      l.originalCents = (l.originalCents ?? 0) + (e.original_cents ?? 0);
    }
    if (e.state === "accrued") l.accruedCents += e.amount_cents;
    else l.heldCents += e.amount_cents;
    if (e.type === "commission") l.hasCommission = true;
    l.availableAt ??= e.available_at;
    if (e.state === "held" && e.amount_cents > 0) l.holdReason = e.hold_reason;
    if (e.cause_kind === "operator") {
      if (e.type === "release") l.operatorReleased = true;
      if (e.type === "reversal") l.operatorReversed = true;
    }
  }
  const payees = new Map<string, ChargeLedger[]>();
  for (const l of out.values()) {
    const id = `${l.payeeKind}\u0000${l.payeeId}`;
    payees.set(id, [...(payees.get(id) ?? []), l]);
  }
  for (const list of payees.values()) {
    const paid = await paidByCharge(list[0]!.payeeKind, list[0]!.payeeId, now);
    for (const l of list) l.paidCents = paid.get(l.chargeId) ?? 0;
  }
  return out;
}

/**
 * How much of each charge's accrued money payouts took: payouts take only
 * available money, oldest first (by available_at), so the payee's paid total
 * is laid over their charges in that order.
 */
async function paidByCharge(
  kind: string,
  id: string,
  now: Date,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const total = await env.DB.prepare(
    `SELECT COALESCE(-SUM(amount_cents), 0) AS paid FROM ledger_entries
     WHERE payee_kind = ?1 AND payee_id = ?2 AND type IN ('payout', 'payout-returned')`,
  )
    .bind(kind, id)
    .first<{ paid: number }>();
  let left = total?.paid ?? 0;
  if (left <= 0) return out;
  const { results } = await env.DB.prepare(
    `SELECT charge_id, SUM(CASE WHEN state = 'accrued' THEN amount_cents ELSE 0 END) AS accrued,
       MIN(available_at) AS avail, MIN(id) AS first
     FROM ledger_entries WHERE payee_kind = ?1 AND payee_id = ?2 AND charge_id IS NOT NULL
     GROUP BY charge_id HAVING avail IS NULL OR avail <= ?3 ORDER BY avail, first`,
  )
    .bind(kind, id, now.toISOString())
    .all<{ charge_id: string; accrued: number }>();
  for (const row of results) {
    if (left <= 0) break;
    const take = Math.min(left, Math.max(0, row.accrued));
    out.set(row.charge_id, take);
    left -= take;
  }
  return out;
}

/** Re-derives one member and appends what the ledger lacks; retries when another worker won the race. */
export async function rederiveMember(
  customerId: string,
  options: RederiveOptions,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const { facts, version } = await readFacts(customerId);
    const state = desiredState(facts, options.rules);
    const ledger = await readLedger(
      facts.charges.map((c) => c.charge_id),
      options.now,
    );
    const entries = reconcile(state.commissions, ledger, options.causeEventId);
    const at = options.now.toISOString();
    const memberStatement = env.DB.prepare(
      `INSERT INTO billing_members (customer_id, code, locked_at, lock_charge_id, flag, updated_at, version)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (customer_id) DO UPDATE SET code = excluded.code,
         locked_at = excluded.locked_at, lock_charge_id = excluded.lock_charge_id,
         flag = excluded.flag, updated_at = excluded.updated_at, version = excluded.version`,
    ).bind(
      customerId,
      state.lock?.code.code ?? null,
      state.lock?.lockedAt ?? null,
      state.lock?.chargeId ?? null,
      state.flag,
      at,
      version + 1,
    );
    try {
      await env.DB.batch([
        memberStatement,
        ...entries.map((e) => insertEntryStatement(e, at)),
        ...options.alongside,
      ]);
      return;
    } catch (error) {
      if (attempt >= MAX_TRIES || !STALE.test(String(error))) throw error;
      // Spreads racing derivations apart so one of them wins the next round.
      await new Promise((r) =>
        setTimeout(r, Math.random() * RETRY_JITTER_MS * attempt),
      );
    }
  }
}
