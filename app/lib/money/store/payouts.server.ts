import { env } from "cloudflare:workers";
import type { Admin, ListQuery } from "#app/lib/db/index.ts";
import type { PostalAddress } from "#app/lib/identity/index.ts";
import type { PayeeKind, PayeeRef } from "#app/lib/money/rules/entries.ts";
import {
  allPayeeBalances,
  payeeBalances,
} from "#app/lib/money/store/balances.server.ts";
import { termsAt } from "#app/lib/money/terms/dated-terms.ts";
import {
  centsToDecimal,
  isMonth,
  isPastMonth,
  lineId,
} from "#app/lib/money/rules/month.ts";
import { count } from "#app/lib/platform/index.ts";
import {
  decidePayee,
  hasMoney,
  recheckLine,
  type IssuerFacts,
  type OrganisationFacts,
  type PayeeCandidate,
  type PayoutMethod,
} from "#app/lib/money/rules/qualify.ts";
import {
  auditStatement,
  type SystemActor,
  runList,
  type ActionResult,
} from "#app/lib/db/index.server.ts";

/**
 * Payout runs in D1 (migrations/0030, docs/payouts.md): preparing a month's
 * run, approving it (its money leaves Available) and reading it back.
 * Settling lines is app/lib/money/store/payout-settlement.server.ts.
 */

/** The cron's name in the audit log and on the run. */
export const PAYOUT_CRON: SystemActor = { actor: "payout-cron", via: "system" };

/** Rows per json_each INSERT: keeps each bound JSON string far below D1's 2 MB. */
const ROWS_PER_STATEMENT = 1_000;

export interface PayoutRun {
  month: string;
  status: "prepared" | "approved";
  minimum_cents: number;
  prepared_at: string;
  prepared_by: string;
  approved_at: string | null;
  approved_by: string | null;
  /** The first of two approvals, for a run at or above the second-approval threshold. */
  first_approved_at: string | null;
  first_approved_by: string | null;
}

export interface PayoutLine extends PostalAddress {
  id: string;
  run_month: string;
  payee_kind: PayeeKind;
  payee_id: string;
  code: string | null;
  amount_cents: number;
  method: PayoutMethod;
  payee_name: string;
  paypal_email: string | null;
  status: "open" | "paid" | "failed";
  settled_at: string | null;
  settled_by: string | null;
  failure_reason: string | null;
}

export interface CarryForward {
  payee_kind: PayeeKind;
  payee_id: string;
  code: string | null;
  payee_name: string | null;
  available_cents: number;
  pending_cents: number;
  on_hold_cents: number;
  reasons: string;
}

export interface PrepareResult extends ActionResult {
  /** True when this call wrote the run; false when the month already had one. */
  created: boolean;
}

type Actor = Admin | SystemActor;
const actorName = (actor: Actor) => `${actor.actor} (${actor.via})`;

/** One payee as a run prepared at `at` would see them (the payee's page: are they in the next run?). */
export async function payoutCandidate(
  payee: PayeeRef,
  at: Date,
): Promise<PayeeCandidate> {
  const balances = await payeeBalances(payee, at);
  const facts =
    payee.kind === "individual"
      ? await env.DB.prepare(
          `SELECT full_name, status, verified_at, details_confirmed_at, payout_method, paypal_email,
             postal_name, postal_address_line1, postal_address_line2, postal_city, postal_zip, postal_country
           FROM issuers WHERE id = ?1`,
        )
          .bind(payee.id)
          .first<IssuerFacts>()
      : await env.DB.prepare(
          `SELECT r.organization_name, r.status, r.verified_at, r.payout_method, r.paypal_email,
             r.details_confirmed_at, r.postal_name, r.postal_address_line1, r.postal_address_line2,
             r.postal_city, r.postal_zip, r.postal_country, c.status AS code_status
           FROM organisation_requests r
           LEFT JOIN trust_codes c ON c.owner_kind = 'organisation' AND c.owner_id = r.id
           WHERE r.id = ?1`,
        )
          .bind(payee.id)
          .first<OrganisationFacts>();
  return {
    kind: payee.kind,
    id: payee.id,
    code: null,
    availableCents: balances.availableCents,
    pendingCents: balances.pendingCents,
    onHoldCents: balances.onHoldCents,
    individual:
      payee.kind === "individual" ? (facts as IssuerFacts | null) : null,
    organisation:
      payee.kind === "organisation"
        ? (facts as OrganisationFacts | null)
        : null,
  };
}

/** Everyone with ledger entries, with their balances and payee facts, at `now`. */
export async function payoutCandidates(now: Date): Promise<PayeeCandidate[]> {
  const [balances, [issuers, organisations]] = await Promise.all([
    allPayeeBalances(now),
    env.DB.batch([
      env.DB.prepare(
        `SELECT i.id, i.full_name, i.status, i.verified_at, i.details_confirmed_at, i.payout_method, i.paypal_email,
           i.postal_name, i.postal_address_line1, i.postal_address_line2, i.postal_city,
           i.postal_zip, i.postal_country,
           (SELECT c.code FROM trust_codes c WHERE c.owner_kind = 'individual'
              AND c.owner_id = i.id ORDER BY c.created_at DESC LIMIT 1) AS code
         FROM issuers i WHERE i.id IN
           (SELECT payee_id FROM ledger_entries WHERE payee_kind = 'individual')`,
      ),
      env.DB.prepare(
        `SELECT r.id, r.organization_name, r.status, r.verified_at,
           r.payout_method, r.paypal_email, r.details_confirmed_at,
           r.postal_name, r.postal_address_line1, r.postal_address_line2, r.postal_city,
           r.postal_zip, r.postal_country,
           c.code, c.status AS code_status
         FROM organisation_requests r
         LEFT JOIN trust_codes c ON c.owner_kind = 'organisation' AND c.owner_id = r.id
         WHERE r.id IN
           (SELECT payee_id FROM ledger_entries WHERE payee_kind = 'organisation')`,
      ),
    ]),
  ]);
  type IssuerRow = IssuerFacts & { id: string; code: string | null };
  type OrgRow = OrganisationFacts & { id: string; code: string | null };
  const byIssuer = new Map(
    (issuers!.results as IssuerRow[]).map((r) => [r.id, r]),
  );
  const byOrg = new Map(
    (organisations!.results as OrgRow[]).map((r) => [r.id, r]),
  );
  return balances.map((b) => {
    const individual = b.kind === "individual" ? byIssuer.get(b.id) : null;
    const organisation = b.kind === "organisation" ? byOrg.get(b.id) : null;
    return {
      kind: b.kind,
      id: b.id,
      code: individual?.code ?? organisation?.code ?? null,
      availableCents: b.availableCents,
      pendingCents: b.pendingCents,
      onHoldCents: b.onHoldCents,
      individual: individual ?? null,
      organisation: organisation ?? null,
    };
  });
}

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
    out.push(rows.slice(i, i + ROWS_PER_STATEMENT));
  return out;
}

/**
 * Prepares the run for `month` (a month that has ended). Idempotent: a month
 * that has a run keeps it, lines and all. Refused while another run awaits
 * approval, so no money is put on two unapproved runs at once.
 */
export async function preparePayoutRun(
  month: string,
  actor: Actor,
  now = new Date(),
  // The minimum of the terms in force when the run is prepared.
  minimumCents = termsAt(now.toISOString()).payoutMinimumCents,
): Promise<PrepareResult> {
  if (!isPastMonth(month, now))
    return {
      ok: false,
      created: false,
      message: "Choose a month that has ended (YYYY-MM).",
    };
  const existing = await getRun(month);
  if (existing)
    return {
      ok: true,
      created: false,
      message: `The run for ${month} was already prepared; nothing changed.`,
    };
  const waiting = await awaitingApproval();
  if (waiting)
    return {
      ok: false,
      created: false,
      message: `The run for ${waiting} awaits approval; approve it first.`,
    };

  const candidates = (await payoutCandidates(now)).filter(hasMoney);
  const lines: unknown[][] = [];
  const carries: unknown[][] = [];
  for (const c of candidates) {
    const decision = decidePayee(c, minimumCents);
    if (decision.pay) {
      const p = decision.postal;
      lines.push([
        lineId(month, lines.length),
        c.kind,
        c.id,
        c.code,
        c.availableCents,
        decision.method,
        decision.payeeName,
        decision.paypalEmail,
        p?.postal_name ?? null,
        p?.postal_address_line1 ?? null,
        p?.postal_address_line2 ?? null,
        p?.postal_city ?? null,
        p?.postal_zip ?? null,
        p?.postal_country ?? null,
      ]);
    } else {
      carries.push([
        c.kind,
        c.id,
        c.code,
        c.individual?.full_name ?? c.organisation?.organization_name ?? null,
        c.availableCents,
        c.pendingCents,
        c.onHoldCents,
        decision.reasons.join(","),
      ]);
    }
  }

  const prepareId = crypto.randomUUID();
  const nowIso = now.toISOString();
  const ours = {
    sql: "EXISTS (SELECT 1 FROM payout_runs WHERE month = ? AND prepare_id = ?)",
    binds: [month, prepareId],
  };
  const total = lines.reduce((sum, l) => sum + (l[4] as number), 0);
  await env.DB.batch([
    env.DB.prepare(
      `INSERT OR IGNORE INTO payout_runs (month, prepare_id, status, minimum_cents, prepared_at, prepared_by)
       SELECT ?1, ?2, 'prepared', ?3, ?4, ?5
       WHERE NOT EXISTS (SELECT 1 FROM payout_runs WHERE status = 'prepared')`,
    ).bind(month, prepareId, minimumCents, nowIso, actorName(actor)),
    auditStatement(
      actor,
      "payout.prepare",
      `payout-run:${month}`,
      `${count(lines.length, "line")}, ${total} cents; ${carries.length} carried forward`,
      nowIso,
      ours,
    ),
    ...chunks(lines).map((rows) =>
      env.DB.prepare(
        `INSERT INTO payout_lines (id, run_month, payee_kind, payee_id, code, amount_cents, method,
           payee_name, paypal_email, postal_name, postal_address_line1, postal_address_line2,
           postal_city, postal_zip, postal_country)
         SELECT v->>0, ?2, v->>1, v->>2, v->>3, v->>4, v->>5, v->>6, v->>7, v->>8, v->>9,
           v->>10, v->>11, v->>12, v->>13
         FROM (SELECT value AS v FROM json_each(?1))
         WHERE EXISTS (SELECT 1 FROM payout_runs WHERE month = ?2 AND prepare_id = ?3)`,
      ).bind(JSON.stringify(rows), month, prepareId),
    ),
    ...chunks(carries).map((rows) =>
      env.DB.prepare(
        `INSERT INTO payout_carry_forwards (run_month, payee_kind, payee_id, code, payee_name,
           available_cents, pending_cents, on_hold_cents, reasons)
         SELECT ?2, v->>0, v->>1, v->>2, v->>3, v->>4, v->>5, v->>6, v->>7
         FROM (SELECT value AS v FROM json_each(?1))
         WHERE EXISTS (SELECT 1 FROM payout_runs WHERE month = ?2 AND prepare_id = ?3)`,
      ).bind(JSON.stringify(rows), month, prepareId),
    ),
  ]);

  const run = await env.DB.prepare(
    "SELECT prepare_id FROM payout_runs WHERE month = ?1",
  )
    .bind(month)
    .first<{ prepare_id: string }>();
  if (!run)
    return {
      ok: false,
      created: false,
      message: `The run for ${(await awaitingApproval()) ?? "another month"} awaits approval; approve it first.`,
    };
  return run.prepare_id === prepareId
    ? {
        ok: true,
        created: true,
        message: `Prepared the run for ${month}: ${count(lines.length, "line")}, ${carries.length} carried forward.`,
      }
    : {
        ok: true,
        created: false,
        message: `The run for ${month} was already prepared; nothing changed.`,
      };
}

/** The month of a run still awaiting approval, if any. */
async function awaitingApproval(): Promise<string | null> {
  const row = await env.DB.prepare(
    "SELECT month FROM payout_runs WHERE status = 'prepared' ORDER BY month LIMIT 1",
  ).first<{ month: string }>();
  return row?.month ?? null;
}

/** The cron's part on the 1st (UTC): prepare last month's run (workers/scheduled.ts). */
export async function prepareScheduledRun(
  month: string | null,
  now: Date,
): Promise<PrepareResult | null> {
  return month ? preparePayoutRun(month, PAYOUT_CRON, now) : null;
}

/** Runs at or above this total (US cents) need a second operator (PAYOUT_SECOND_APPROVAL_USD, default 10,000). */
export function secondApprovalCents(): number {
  const usd = Number(env.PAYOUT_SECOND_APPROVAL_USD ?? "");
  return Number.isFinite(usd) && usd > 0
    ? Math.round(usd * 100)
    : DEFAULT_SECOND_APPROVAL_CENTS;
}
const DEFAULT_SECOND_APPROVAL_CENTS = 10_000_00;

/** A prepared run at or above the threshold with one approval: nothing is offered or sent yet. */
export const awaitsSecondApproval = (run: {
  status: string;
  first_approved_by: string | null;
}) => run.status === "prepared" && run.first_approved_by !== null;

/**
 * Approves a prepared run: one 'payout' entry per line (negative, accrued,
 * available at once) takes the line's money out of the payee's Available.
 * A run whose total is at least `thresholdCents` needs two operators: the
 * first approval is recorded and the run awaits a second one (no file, no
 * batch, no money moved); the operator who prepared or first approved it
 * cannot give the second (docs/payouts.md "Two people for big money"). A
 * second approval of an approved run finds it approved and writes nothing.
 */
export async function approvePayoutRun(
  month: string,
  admin: Admin,
  now = new Date(),
  thresholdCents = secondApprovalCents(),
): Promise<ActionResult> {
  const nowIso = now.toISOString();
  const who = actorName(admin);
  const run = await env.DB.prepare(
    `SELECT r.status, r.prepared_by, r.first_approved_by,
       (SELECT COALESCE(SUM(amount_cents), 0) FROM payout_lines l WHERE l.run_month = r.month) AS total_cents
     FROM payout_runs r WHERE r.month = ?1`,
  )
    .bind(month)
    .first<{
      status: string;
      prepared_by: string;
      first_approved_by: string | null;
      total_cents: number;
    }>();
  if (!run || run.status !== "prepared")
    return { ok: false, message: "Only a prepared run can be approved." };
  const twoPeople = run.total_cents >= thresholdCents;
  if (twoPeople && run.first_approved_by === null) {
    const [, first] = await env.DB.batch([
      auditStatement(
        admin,
        "payout.approve-first",
        `payout-run:${month}`,
        `total ${run.total_cents} cents, second approval from ${thresholdCents} cents`,
        nowIso,
        {
          sql: "EXISTS (SELECT 1 FROM payout_runs WHERE month = ? AND status = 'prepared' AND first_approved_by IS NULL)",
          binds: [month],
        },
      ),
      env.DB.prepare(
        `UPDATE payout_runs SET first_approved_at = ?2, first_approved_by = ?3
         WHERE month = ?1 AND status = 'prepared' AND first_approved_by IS NULL`,
      ).bind(month, nowIso, who),
    ]);
    return first!.meta.changes === 1
      ? {
          ok: true,
          message: `First approval recorded. The run for ${month} (USD ${centsToDecimal(run.total_cents)}) is at or above USD ${centsToDecimal(thresholdCents)}: it awaits a second operator's approval before any file or batch exists.`,
        }
      : { ok: false, message: "The run changed meanwhile; nothing changed." };
  }
  if (twoPeople && (who === run.first_approved_by || who === run.prepared_by))
    return {
      ok: false,
      message:
        "The second approval must come from another operator than the one who prepared or first approved the run.",
    };
  // Every line's payee is checked again: still payable, same details, the
  // money still there. The others are dropped and carry forward.
  const dropped = await linesToDrop(month, now);
  // Two people: the second approver is neither the first nor the preparer,
  // checked again inside the batch so a race cannot slip past it.
  const second = (alias: string, param: string) =>
    twoPeople
      ? ` AND ${alias}first_approved_by IS NOT NULL AND ${alias}first_approved_by != ${param} AND ${alias}prepared_by != ${param}`
      : "";
  const stillPrepared = `EXISTS (SELECT 1 FROM payout_runs WHERE month = ?2 AND status = 'prepared'${second("", "?3")})`;
  const dropBinds = [
    JSON.stringify(dropped),
    month,
    ...(twoPeople ? [who] : []),
  ];
  const notes = [
    twoPeople ? `second approval after ${run.first_approved_by}` : null,
    dropped.length
      ? `dropped ${dropped.map((d) => `${d.id} (${d.reasons})`).join(", ")}`
      : null,
  ].filter(Boolean);
  const [, , , entries, approved] = await env.DB.batch([
    auditStatement(
      admin,
      "payout.approve",
      `payout-run:${month}`,
      notes.length ? notes.join("; ") : null,
      nowIso,
      {
        sql: `EXISTS (SELECT 1 FROM payout_runs WHERE month = ? AND status = 'prepared'${second("", "?")})`,
        binds: twoPeople ? [month, who, who] : [month],
      },
    ),
    env.DB.prepare(
      `INSERT OR REPLACE INTO payout_carry_forwards (run_month, payee_kind, payee_id, code, payee_name,
         available_cents, pending_cents, on_hold_cents, reasons)
       SELECT ?2, l.payee_kind, l.payee_id, l.code, l.payee_name, d.value->>'available',
         d.value->>'pending', d.value->>'onHold', d.value->>'reasons'
       FROM json_each(?1) d JOIN payout_lines l ON l.id = d.value->>'id' AND l.run_month = ?2
       WHERE ${stillPrepared}`,
    ).bind(...dropBinds),
    env.DB.prepare(
      `DELETE FROM payout_lines WHERE run_month = ?2
         AND id IN (SELECT value->>'id' FROM json_each(?1)) AND ${stillPrepared}`,
    ).bind(...dropBinds),
    env.DB.prepare(
      `INSERT INTO ledger_entries (payee_kind, payee_id, code, type, state, amount_cents,
         available_at, payout_line_id, cause_kind, cause_ref, created_at)
       SELECT l.payee_kind, l.payee_id, l.code, 'payout', 'accrued', -l.amount_cents,
         NULL, l.id, 'payout', l.id, ?2
       FROM payout_lines l JOIN payout_runs r ON r.month = l.run_month
       WHERE r.month = ?1 AND r.status = 'prepared'${second("r.", "?3")}
       ORDER BY l.id`,
    ).bind(month, nowIso, ...(twoPeople ? [who] : [])),
    env.DB.prepare(
      `UPDATE payout_runs SET status = 'approved', approved_at = ?2, approved_by = ?3
       WHERE month = ?1 AND status = 'prepared'${second("", "?3")}`,
    ).bind(month, nowIso, who),
  ]);
  return approved!.meta.changes === 1
    ? {
        ok: true,
        message: `Approved the run for ${month}: ${count(entries!.meta.changes, "payout")} recorded.${
          dropped.length
            ? ` ${count(dropped.length, "line")} dropped (the payee is no longer payable as prepared; carried forward).`
            : ""
        }`,
      }
    : { ok: false, message: "Only a prepared run can be approved." };
}

/** The lines of a prepared run whose payee approval finds no longer payable as prepared. */
async function linesToDrop(
  month: string,
  now: Date,
): Promise<
  {
    id: string;
    reasons: string;
    available: number;
    pending: number;
    onHold: number;
  }[]
> {
  const [run, lines, candidates] = await Promise.all([
    getRun(month),
    runLines(month),
    payoutCandidates(now),
  ]);
  const byPayee = new Map(candidates.map((c) => [`${c.kind}/${c.id}`, c]));
  const out = [];
  for (const line of lines) {
    const candidate = byPayee.get(`${line.payee_kind}/${line.payee_id}`);
    const reasons = recheckLine(line, candidate, run?.minimum_cents ?? 0);
    if (reasons)
      out.push({
        id: line.id,
        reasons: reasons.join(","),
        available: candidate?.availableCents ?? 0,
        pending: candidate?.pendingCents ?? 0,
        onHold: candidate?.onHoldCents ?? 0,
      });
  }
  return out;
}

export async function getRun(month: string): Promise<PayoutRun | null> {
  return env.DB.prepare(
    `SELECT month, status, minimum_cents, prepared_at, prepared_by, approved_at, approved_by,
       first_approved_at, first_approved_by
     FROM payout_runs WHERE month = ?1`,
  )
    .bind(month)
    .first<PayoutRun>();
}

export interface RunSummary extends PayoutRun {
  lines: number;
  total_cents: number;
  open: number;
  paid: number;
  failed: number;
  carried: number;
}

/**
 * Where the month picker starts, or null: the month of the ledger's first
 * entry, or of the earliest charge it holds an entry of when that is
 * earlier (a charge billed last month but notified, or processed, this month
 * still belongs to last month's run).
 */
export async function firstLedgerMonth(): Promise<string | null> {
  const row = await env.DB.prepare(
    `SELECT substr(MIN(at), 1, 7) AS month FROM (
       SELECT MIN(created_at) AS at FROM ledger_entries
       UNION ALL
       SELECT MIN(c.billed_at) FROM billing_charges c
       WHERE c.charge_id IN (SELECT charge_id FROM ledger_entries WHERE charge_id IS NOT NULL))`,
  ).first<{ month: string | null }>();
  return row?.month ?? null;
}

/** Every run, newest month first, with its counts. */
export async function listRuns(): Promise<RunSummary[]> {
  const { results } = await env.DB.prepare(
    `SELECT r.month, r.status, r.minimum_cents, r.prepared_at, r.prepared_by, r.approved_at, r.approved_by,
       r.first_approved_at, r.first_approved_by,
       (SELECT COUNT(*) FROM payout_lines l WHERE l.run_month = r.month) AS lines,
       (SELECT COALESCE(SUM(amount_cents), 0) FROM payout_lines l WHERE l.run_month = r.month) AS total_cents,
       (SELECT COUNT(*) FROM payout_lines l WHERE l.run_month = r.month AND l.status = 'open') AS open,
       (SELECT COUNT(*) FROM payout_lines l WHERE l.run_month = r.month AND l.status = 'paid') AS paid,
       (SELECT COUNT(*) FROM payout_lines l WHERE l.run_month = r.month AND l.status = 'failed') AS failed,
       (SELECT COUNT(*) FROM payout_carry_forwards f WHERE f.run_month = r.month) AS carried
     FROM payout_runs r ORDER BY r.month DESC`,
  ).all<RunSummary>();
  return results;
}

/** A run's lines of one method (or all), in file order. */
export async function runLines(
  month: string,
  method?: PayoutMethod,
): Promise<PayoutLine[]> {
  const { results } = await env.DB.prepare(
    `SELECT * FROM payout_lines WHERE run_month = ?1 AND (?2 IS NULL OR method = ?2) ORDER BY id`,
  )
    .bind(month, method ?? null)
    .all<PayoutLine>();
  return results;
}

export async function runCarryForwards(month: string): Promise<CarryForward[]> {
  const { results } = await env.DB.prepare(
    `SELECT payee_kind, payee_id, code, payee_name, available_cents, pending_cents, on_hold_cents, reasons
     FROM payout_carry_forwards WHERE run_month = ?1
     ORDER BY available_cents DESC, payee_kind, payee_id`,
  )
    .bind(month)
    .all<CarryForward>();
  return results;
}

/** Conditions for one run's rows; the month is checked first, so it may sit in the SQL. */
function ofRun(month: string): string[] {
  if (!isMonth(month)) throw new RangeError("not a month");
  return [`run_month = '${month}'`];
}

/** One page of a run's lines (?status=, ?q= on line id, payee, code, PayPal address). */
export function listRunLines(month: string, query: ListQuery) {
  return runList<PayoutLine>(
    {
      select: "*",
      from: "payout_lines",
      statusColumn: "status",
      searchColumns: ["id", "payee_name", "code", "paypal_email"],
      orderBy: "id",
      where: ofRun(month),
    },
    query,
  );
}

/** One page of a run's carry-forwards, largest available balance first. */
export function listRunCarryForwards(month: string, query: ListQuery) {
  return runList<CarryForward>(
    {
      select:
        "payee_kind, payee_id, code, payee_name, available_cents, pending_cents, on_hold_cents, reasons",
      from: "payout_carry_forwards",
      statusColumn: null,
      searchColumns: ["payee_name", "code", "reasons"],
      orderBy: "available_cents DESC, payee_kind, payee_id",
      where: ofRun(month),
    },
    query,
  );
}

/** Open lines of a run per payment method (the console's "mark all paid" buttons). */
export async function openLinesByMethod(
  month: string,
): Promise<{ method: PayoutMethod; open: number }[]> {
  const { results } = await env.DB.prepare(
    `SELECT method, COUNT(*) AS open FROM payout_lines
     WHERE run_month = ?1 AND status = 'open' GROUP BY method ORDER BY method`,
  )
    .bind(month)
    .all<{ method: PayoutMethod; open: number }>();
  return results;
}
