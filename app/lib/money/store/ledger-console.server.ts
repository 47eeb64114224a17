import { env } from "cloudflare:workers";
import type { Admin, ListQuery } from "#app/lib/db/index.ts";
import type { PayeeKind, PayeeRef } from "#app/lib/money/rules/entries.ts";
import { isReleasable } from "#app/lib/money/rules/holds.ts";
import {
  MAX_MANUAL_ADJUSTMENT_CENTS,
  MAX_OPERATOR_REASON_LENGTH,
} from "#app/lib/policies.ts";
import {
  auditStatement,
  runList,
  type ActionResult,
} from "#app/lib/db/index.server.ts";

/**
 * What the console reads from the programme ledger and the operator's own
 * entries (docs/payouts.md "Operator actions"): members, payees, held money,
 * manual adjustments, releasing or reversing a hold. Every operator entry is
 * appended with cause_kind 'operator', the operator's name and a required
 * reason, in the same batch as its audit row.
 */

export interface MemberRow {
  customer_id: string;
  code: string | null;
  locked_at: string | null;
  flag: string | null;
  updated_at: string;
  paid_charges: number;
}

/** Members by billing customer id with their lock; billing_members holds no e-mail. */
export function listMembers(query: ListQuery) {
  return runList<MemberRow>(
    {
      select: `m.customer_id, m.code, m.locked_at, m.flag, m.updated_at,
        (SELECT COUNT(*) FROM billing_charges c
          WHERE c.customer_id = m.customer_id AND c.net_cents > 0) AS paid_charges`,
      from: "billing_members m",
      statusColumn: null,
      searchColumns: ["m.customer_id", "m.code", "m.flag"],
      orderBy: "m.updated_at DESC, m.customer_id",
    },
    query,
  );
}

export interface PayeeFacts {
  name: string;
  email: string;
  status: string;
  verified_at: string | null;
  /** Individuals only (null for organisations, who propose no payout details). */
  details_confirmed_at: string | null;
  payout_method: string | null;
  code: string | null;
  code_status: string | null;
}

export function isPayeeKind(kind: string): kind is PayeeKind {
  return kind === "individual" || kind === "organisation";
}

/** The issuer or organisation behind a payee id (null when it was erased or never existed). */
export async function payeeFacts(payee: PayeeRef): Promise<PayeeFacts | null> {
  const sql =
    payee.kind === "individual"
      ? `SELECT i.full_name AS name, i.email, i.status, i.verified_at, i.details_confirmed_at, i.payout_method,
           c.code, c.status AS code_status
         FROM issuers i LEFT JOIN trust_codes c ON c.owner_kind = 'individual' AND c.owner_id = i.id
         WHERE i.id = ?1 ORDER BY c.created_at DESC LIMIT 1`
      : `SELECT r.organization_name AS name, r.email, r.status, r.verified_at,
           NULL AS details_confirmed_at, NULL AS payout_method, c.code, c.status AS code_status
         FROM organisation_requests r
         LEFT JOIN trust_codes c ON c.owner_kind = 'organisation' AND c.owner_id = r.id
         WHERE r.id = ?1`;
  return env.DB.prepare(sql).bind(payee.id).first<PayeeFacts>();
}

/**
 * Held money, one row per payee and charge (money held without a charge is
 * one row per payee), with the reasons it was held for.
 */
export interface HoldGroup {
  payee_kind: PayeeKind;
  payee_id: string;
  charge_id: string | null;
  code: string | null;
  reasons: string | null;
  /** USD cents, or the minor units of `currency` for a share kept in it. */
  held_cents: number;
  /** The charge's payout currency: a non-USD share is held in that currency's minor units. */
  currency: string | null;
  /** 1 when the hold is a share kept in its own currency (entries of 0 USD carrying the original amount). */
  in_original: number;
}

export async function holdGroups(payee?: PayeeRef): Promise<HoldGroup[]> {
  const { results } = await env.DB.prepare(
    `SELECT payee_kind, payee_id, charge_id, MAX(code) AS code,
       GROUP_CONCAT(DISTINCT hold_reason) AS reasons,
       CASE WHEN SUM(COALESCE(original_cents, 0)) <> 0 THEN SUM(COALESCE(original_cents, 0))
         ELSE SUM(amount_cents) END AS held_cents,
       COALESCE(MAX(original_currency),
         (SELECT currency FROM billing_charges b WHERE b.charge_id = e.charge_id)) AS currency,
       SUM(COALESCE(original_cents, 0)) <> 0 AS in_original
     FROM ledger_entries e
     WHERE state = 'held' AND (?1 IS NULL OR (payee_kind = ?1 AND payee_id = ?2))
     GROUP BY payee_kind, payee_id, charge_id
     HAVING SUM(amount_cents) <> 0 OR SUM(COALESCE(original_cents, 0)) <> 0
     ORDER BY payee_kind, payee_id, charge_id`,
  )
    .bind(payee?.kind ?? null, payee?.id ?? null)
    .all<HoldGroup>();
  return results;
}

export interface FlaggedMembers {
  flag: string;
  members: number;
}

/** Members the ledger flagged (self-referral and the like), counted per flag. */
export async function memberFlags(): Promise<FlaggedMembers[]> {
  const { results } = await env.DB.prepare(
    `SELECT flag, COUNT(*) AS members FROM billing_members
     WHERE flag IS NOT NULL GROUP BY flag ORDER BY flag`,
  ).all<FlaggedMembers>();
  return results;
}

export interface StoppedCodeHold {
  code: string;
  status: string;
  owner_kind: PayeeKind;
  owner_id: string;
  held_cents: number;
}

/** Suspended or terminated codes whose holder has money on hold. */
export async function stoppedCodesOnHold(): Promise<StoppedCodeHold[]> {
  const { results } = await env.DB.prepare(
    `SELECT c.code, c.status, c.owner_kind, c.owner_id, SUM(e.amount_cents) AS held_cents
     FROM trust_codes c
     JOIN ledger_entries e ON e.payee_kind = c.owner_kind AND e.payee_id = c.owner_id
       AND e.state = 'held'
     WHERE c.status <> 'active'
     GROUP BY c.code HAVING SUM(e.amount_cents) <> 0 ORDER BY c.code`,
  ).all<StoppedCodeHold>();
  return results;
}

function checkReason(reason: string): string | null {
  const text = reason.trim();
  if (!text) return "A reason is required.";
  if (text.length > MAX_OPERATOR_REASON_LENGTH)
    return `Keep the reason under ${MAX_OPERATOR_REASON_LENGTH} characters.`;
  return null;
}

/**
 * An operator's ledger action with its reason: refused without a usable one,
 * else run with the reason trimmed (the entries' note) and the time.
 */
function withReason(
  reason: string,
  now: Date,
  act: (note: string, nowIso: string) => Promise<ActionResult>,
): Promise<ActionResult> {
  const refused = checkReason(reason);
  if (refused) return Promise.resolve({ ok: false, message: refused });
  return act(reason.trim(), now.toISOString());
}

const actorName = (admin: Admin) => `${admin.actor} (${admin.via})`;
const target = (p: PayeeRef) => `payee:${p.kind}/${p.id}`;

/** The payee exists: ?1 kind, ?2 id (numbered placeholders of the entry INSERTs). */
const PAYEE_EXISTS_NUMBERED = `(EXISTS (SELECT 1 FROM issuers WHERE ?1 = 'individual' AND id = ?2)
  OR EXISTS (SELECT 1 FROM organisation_requests WHERE ?1 = 'organisation' AND id = ?2))`;
/** The same for an audit guard (plain placeholders). */
const payeeExists = (p: PayeeRef) => ({
  sql: `(EXISTS (SELECT 1 FROM issuers WHERE ? = 'individual' AND id = ?)
    OR EXISTS (SELECT 1 FROM organisation_requests WHERE ? = 'organisation' AND id = ?))`,
  binds: [p.kind, p.id, p.kind, p.id],
});
const CODE_OF_PAYEE = `(SELECT code FROM trust_codes WHERE owner_kind = ?1 AND owner_id = ?2
  ORDER BY created_at DESC LIMIT 1)`;

/** A signed manual adjustment, available at once (positive) or taken from Available (negative). */
export async function adjustBalance(
  payee: PayeeRef,
  cents: number,
  reason: string,
  admin: Admin,
  now = new Date(),
): Promise<ActionResult> {
  return withReason(reason, now, async (note, nowIso) => {
    if (!Number.isSafeInteger(cents) || cents === 0)
      return {
        ok: false,
        message: "Enter a non-zero amount in USD, e.g. 25.00 or -10.50.",
      };
    if (Math.abs(cents) > MAX_MANUAL_ADJUSTMENT_CENTS)
      return {
        ok: false,
        message: "That amount is above the limit for one adjustment.",
      };
    const [, entry] = await env.DB.batch([
      auditStatement(
        admin,
        "ledger.adjust",
        target(payee),
        `${cents} cents: ${note}`,
        nowIso,
        payeeExists(payee),
      ),
      env.DB.prepare(
        `INSERT INTO ledger_entries (payee_kind, payee_id, code, type, state, amount_cents,
         cause_kind, cause_ref, reason, created_at)
       SELECT ?1, ?2, ${CODE_OF_PAYEE}, 'adjustment', 'accrued', ?3, 'operator', ?4, ?5, ?6
       WHERE ${PAYEE_EXISTS_NUMBERED}`,
      ).bind(payee.kind, payee.id, cents, actorName(admin), note, nowIso),
    ]);
    return entry!.meta.changes === 1
      ? { ok: true, message: `Adjustment of ${cents} cents recorded.` }
      : { ok: false, message: "No such payee." };
  });
}

/**
 * The audit guard of ending a hold: the payee's held `column` for the charge
 * is still the amount the operator saw, and not 0 (binds: kind, id, charge,
 * expected amount).
 */
const heldStill = (
  column: "amount_cents" | "original_cents",
  binds: readonly (string | number | null)[],
) => ({
  sql: `(SELECT COALESCE(SUM(${column}), 0) FROM ledger_entries
    WHERE payee_kind = ? AND payee_id = ? AND state = 'held' AND charge_id IS ?) = ? AND ? <> 0`,
  binds: [...binds, binds[3]!],
});

/** The held money of one payee and charge (?1 kind, ?2 id, ?3 charge or NULL). */
const HELD_SUM = `(SELECT COALESCE(SUM(amount_cents), 0) FROM ledger_entries
  WHERE payee_kind = ?1 AND payee_id = ?2 AND state = 'held' AND charge_id IS ?3)`;

/**
 * Ends a hold: 'release' moves the held money back to accrued (pending until
 * its commission's own date, else available), 'reverse' removes it for good.
 * `expectedCents` is the amount the operator saw; if the hold changed since,
 * nothing is written.
 */
export async function endHold(
  payee: PayeeRef,
  chargeId: string | null,
  expectedCents: number,
  how: "release" | "reverse",
  reason: string,
  admin: Admin,
  now = new Date(),
): Promise<ActionResult> {
  return withReason(reason, now, async (note, nowIso) => {
    const binds = [payee.kind, payee.id, chargeId, expectedCents];
    if (how === "release") {
      const group = (await holdGroups(payee)).find(
        (g) => g.charge_id === chargeId,
      );
      if (group && !isReleasable(group.reasons, group.currency))
        return {
          ok: false,
          message:
            group.currency && group.currency !== "USD"
              ? `This share is in ${group.currency}, not USD: reverse it and record the USD equivalent as an adjustment.`
              : "A chargeback warning is released by the billing provider's verdict; reverse it only if the money is lost.",
        };
    }
    const kept = (await holdGroups(payee)).find(
      (g) => g.charge_id === chargeId && g.in_original,
    );
    if (kept && how === "reverse")
      return reverseOriginal(payee, kept, expectedCents, note, admin, nowIso);
    // Both legs keep the commission's available_at and the hold's reason, as
    // the billing rules' own hold and release pairs do (app/lib/money/store/entries.server.ts).
    const availableAt = `(SELECT MAX(available_at) FROM ledger_entries
    WHERE payee_kind = ?1 AND payee_id = ?2 AND charge_id IS ?3 AND type = 'commission')`;
    const holdReason = `(SELECT hold_reason FROM ledger_entries
    WHERE payee_kind = ?1 AND payee_id = ?2 AND charge_id IS ?3 AND state = 'held'
      AND amount_cents > 0 AND hold_reason IS NOT NULL ORDER BY id DESC LIMIT 1)`;
    const rows =
      how === "release"
        ? `SELECT 'release' AS type, 'held' AS state, -?4 AS amount
         UNION ALL SELECT 'release', 'accrued', ?4`
        : `SELECT 'reversal' AS type, 'held' AS state, -?4 AS amount`;
    const [, entries] = await env.DB.batch([
      auditStatement(
        admin,
        how === "release" ? "ledger.release" : "ledger.reverse-hold",
        target(payee),
        `${chargeId ?? "no charge"}, ${expectedCents} cents: ${note}`,
        nowIso,
        heldStill("amount_cents", binds),
      ),
      // One statement for both entries: SQLite reads the guard before writing either.
      env.DB.prepare(
        `INSERT INTO ledger_entries (payee_kind, payee_id, code, type, state, amount_cents,
         charge_id, available_at, hold_reason, cause_kind, cause_ref, reason, created_at)
       SELECT ?1, ?2, ${CODE_OF_PAYEE}, v.type, v.state, v.amount, ?3, ${availableAt},
         ${holdReason}, 'operator', ?5, ?6, ?7
       FROM (${rows}) v
       WHERE ${HELD_SUM} = ?4 AND ?4 <> 0`,
      ).bind(...binds, actorName(admin), note, nowIso),
    ]);
    return (entries!.meta.changes ?? 0) > 0
      ? {
          ok: true,
          message:
            how === "release"
              ? "Hold released; the money is back in the payee's balance."
              : "Held money reversed.",
        }
      : {
          ok: false,
          message: "The hold changed or is gone; reload and try again.",
        };
  });
}

/**
 * Reverses a share kept in its own currency (docs/ledger.md "Currency is
 * never relabelled"): one entry of 0 USD taking the original amount off, so
 * the billing rules leave the charge alone from then on; the operator
 * records the USD equivalent as an adjustment, with the rate in its reason.
 */
async function reverseOriginal(
  payee: PayeeRef,
  hold: HoldGroup,
  expectedCents: number,
  note: string,
  admin: Admin,
  nowIso: string,
): Promise<ActionResult> {
  const binds = [payee.kind, payee.id, hold.charge_id, expectedCents];
  const heldOriginal = `(SELECT COALESCE(SUM(original_cents), 0) FROM ledger_entries
    WHERE payee_kind = ?1 AND payee_id = ?2 AND state = 'held' AND charge_id IS ?3)`;
  const [, entry] = await env.DB.batch([
    auditStatement(
      admin,
      "ledger.reverse-hold",
      target(payee),
      `${hold.charge_id ?? "no charge"}, ${hold.currency} ${expectedCents} minor units: ${note}`,
      nowIso,
      heldStill("original_cents", binds),
    ),
    env.DB.prepare(
      `INSERT INTO ledger_entries (payee_kind, payee_id, code, type, state, amount_cents,
         charge_id, hold_reason, cause_kind, cause_ref, reason, created_at,
         original_currency, original_cents)
       SELECT ?1, ?2, ${CODE_OF_PAYEE}, 'reversal', 'held', 0, ?3, 'non-usd',
         'operator', ?5, ?6, ?7, ?8, -?4
       WHERE ${heldOriginal} = ?4 AND ?4 <> 0`,
    ).bind(...binds, actorName(admin), note, nowIso, hold.currency),
  ]);
  return (entry!.meta.changes ?? 0) > 0
    ? {
        ok: true,
        message: `Held ${hold.currency} share reversed; record the USD equivalent as an adjustment.`,
      }
    : {
        ok: false,
        message: "The hold changed or is gone; reload and try again.",
      };
}
