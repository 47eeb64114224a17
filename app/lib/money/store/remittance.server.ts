import { env } from "cloudflare:workers";
import type { RemittanceSums } from "#app/lib/money/rules/remittance.ts";
import { lineState } from "#app/lib/money/rules/line-state.ts";

/** `YYYY-MM` to its first instant and the next month's, as ISO strings. */
function monthBounds(month: string): [string, string] {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return [
    new Date(Date.UTC(y, m - 1, 1)).toISOString(),
    new Date(Date.UTC(y, m, 1)).toISOString(),
  ];
}

export async function organisationMonthSums(
  organisationId: string,
  month: string,
): Promise<RemittanceSums> {
  const [from, to] = monthBounds(month);
  const charges = `SELECT DISTINCT c.charge_id FROM billing_charges c
     JOIN ledger_entries e ON e.charge_id = c.charge_id
     WHERE e.payee_kind = 'organisation' AND e.payee_id = ?1
       AND c.billed_at >= ?2 AND c.billed_at < ?3`;
  const [members, net, share, held, lines, run] = await env.DB.batch([
    env.DB.prepare(
      `SELECT COUNT(DISTINCT customer_id) AS n FROM billing_charges
       WHERE charge_id IN (${charges})`,
    ).bind(organisationId, from, to),
    env.DB.prepare(
      `SELECT currency, SUM(net_cents) AS cents FROM billing_charges
       WHERE charge_id IN (${charges}) GROUP BY currency ORDER BY currency`,
    ).bind(organisationId, from, to),
    env.DB.prepare(
      `SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM ledger_entries
       WHERE payee_kind = 'organisation' AND payee_id = ?1
         AND charge_id IN (${charges})`,
    ).bind(organisationId, from, to),
    env.DB.prepare(
      `SELECT original_currency AS currency, SUM(original_cents) AS cents FROM ledger_entries
       WHERE payee_kind = 'organisation' AND payee_id = ?1 AND state = 'held'
         AND original_currency IS NOT NULL AND charge_id IN (${charges})
       GROUP BY original_currency HAVING SUM(original_cents) <> 0 ORDER BY original_currency`,
    ).bind(organisationId, from, to),
    env.DB.prepare(
      `SELECT l.amount_cents, l.status, ch.item_state FROM payout_lines l
       LEFT JOIN payout_line_channels ch ON ch.line_id = l.id
       WHERE l.payee_kind = 'organisation' AND l.payee_id = ?1 AND l.run_month = ?2
       ORDER BY l.id`,
    ).bind(organisationId, month),
    env.DB.prepare("SELECT 1 AS one FROM payout_runs WHERE month = ?1").bind(
      month,
    ),
  ]);
  return {
    members: (members!.results[0] as { n: number } | undefined)?.n ?? 0,
    net: net!.results as { currency: string; cents: number }[],
    shareCents:
      (share!.results[0] as { cents: number } | undefined)?.cents ?? 0,
    heldOriginals: held!.results as { currency: string; cents: number }[],
    lines: (
      lines!.results as {
        amount_cents: number;
        status: "open" | "paid" | "failed";
        item_state: string | null;
      }[]
    ).map((l) => ({
      amountCents: l.amount_cents,
      state: lineState(l.status, l.item_state),
    })),
    runPrepared: run!.results.length > 0,
  };
}

/** The month of the organisation's first ledger entry (`YYYY-MM`), or null. */
export async function organisationFirstMonth(
  organisationId: string,
): Promise<string | null> {
  const row = await env.DB.prepare(
    `SELECT MIN(c.billed_at) AS first FROM ledger_entries e
     JOIN billing_charges c ON c.charge_id = e.charge_id
     WHERE e.payee_kind = 'organisation' AND e.payee_id = ?1`,
  )
    .bind(organisationId)
    .first<{ first: string | null }>();
  return row?.first ? row.first.slice(0, 7) : null;
}

/** The organisation's name as its request gave it (the statement's header). */
export async function organisationName(
  organisationId: string,
): Promise<string | null> {
  const row = await env.DB.prepare(
    "SELECT organization_name FROM organisation_requests WHERE id = ?1",
  )
    .bind(organisationId)
    .first<{ organization_name: string }>();
  return row?.organization_name ?? null;
}
