import { env } from "cloudflare:workers";

/**
 * Paid members and renewals of one code per month (UTC, by billed_at), from
 * the billing facts and each member's lock (migrations/0017): a member's
 * locking charge is a new paid member, every later paid charge of a member
 * locked to the code a renewal. Self-referrals and seats an RIA pays for
 * centrally earn nothing and are not counted. No member is identified.
 */
export interface MonthlyMembers {
  month: string;
  new_members: number;
  renewals: number;
}

export async function monthlyMembers(code: string): Promise<MonthlyMembers[]> {
  const { results } = await env.DB.prepare(
    `SELECT substr(c.billed_at, 1, 7) AS month,
       SUM(c.charge_id = m.lock_charge_id) AS new_members,
       SUM(c.charge_id <> m.lock_charge_id) AS renewals
     FROM billing_members m
     JOIN billing_charges c ON c.customer_id = m.customer_id
     WHERE m.code = ?1 AND m.lock_charge_id IS NOT NULL
       AND (m.flag IS NULL OR m.flag <> 'self-referral')
       AND c.net_cents > 0 AND c.ria_seats = 0 AND c.billed_at >= m.locked_at
     GROUP BY 1 ORDER BY 1 DESC`,
  )
    .bind(code.toUpperCase())
    .all<MonthlyMembers>();
  return results;
}
