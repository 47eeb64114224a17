/**
 * The programme's money at a glance (the console's overview,
 * docs/payouts.md "At a glance"): the figures that are not a payee's
 * balance. Balances themselves come from balances.server.ts, the queries the
 * payee's page uses.
 */
import { env } from "cloudflare:workers";

export interface ChargebacksByCode {
  code: string | null;
  chargebacks: number;
  net_cents: number;
}

/** Approved chargebacks since `since`, per code the member is locked to (none: unattributed). */
export async function chargebacksByCode(
  since: Date,
): Promise<ChargebacksByCode[]> {
  const { results } = await env.DB.prepare(
    `SELECT m.code AS code, COUNT(*) AS chargebacks, COALESCE(SUM(a.net_cents), 0) AS net_cents
     FROM billing_adjustments a
     LEFT JOIN billing_members m ON m.customer_id = a.customer_id
     WHERE a.action = 'chargeback' AND a.status = 'approved' AND a.occurred_at >= ?1
     GROUP BY m.code ORDER BY chargebacks DESC, code LIMIT 50`,
  )
    .bind(since.toISOString())
    .all<ChargebacksByCode>();
  return results;
}

/** Billing events that stopped for good (the billing inbox's `dead`). */
export async function deadBillingEvents(): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM billing_events WHERE status = 'dead'",
  ).first<{ n: number }>();
  return row?.n ?? 0;
}
