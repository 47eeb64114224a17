import { env } from "cloudflare:workers";
import type { RawFunnelRow } from "#app/lib/account/index.ts";

/**
 * One code's funnel per UTC month and campaign, read in one batch
 * (app/lib/account/funnel.ts holds the row's shape and the rules that shape it for the payee).
 */
export async function rawFunnel(code: string): Promise<RawFunnelRow[]> {
  const [scans, applications, members] = await env.DB.batch([
    env.DB.prepare(
      `SELECT substr(day, 1, 7) AS month, campaign, SUM(scans) AS scans,
         COALESCE(SUM(visitors), 0) AS unique_visitors
       FROM scan_campaign_daily WHERE code = ?1 GROUP BY 1, 2`,
    ).bind(code),
    env.DB.prepare(
      `SELECT substr(applied_at, 1, 7) AS month, COALESCE(campaign, '') AS campaign,
         COUNT(*) AS applications
       FROM code_applications WHERE code = ?1 GROUP BY 1, 2`,
    ).bind(code),
    // The same members as monthlyMembers (app/lib/db/member-counts.server.ts),
    // each charge under the campaign its checkout passed on.
    env.DB.prepare(
      `SELECT substr(c.billed_at, 1, 7) AS month,
         CASE WHEN json_valid(e.raw_body)
           THEN json_extract(e.raw_body, '$.data.custom_data.campaign') END AS campaign,
         SUM(c.charge_id = m.lock_charge_id) AS new_members,
         SUM(c.charge_id <> m.lock_charge_id) AS renewals
       FROM billing_members m
       JOIN billing_charges c ON c.customer_id = m.customer_id
       LEFT JOIN billing_events e ON e.event_id = c.event_id
       WHERE m.code = ?1 AND m.lock_charge_id IS NOT NULL
         AND (m.flag IS NULL OR m.flag <> 'self-referral')
         AND c.net_cents > 0 AND c.ria_seats = 0 AND c.billed_at >= m.locked_at
       GROUP BY 1, 2`,
    ).bind(code.toUpperCase()),
  ]);
  const zero = {
    scans: 0,
    unique_visitors: 0,
    applications: 0,
    new_members: 0,
    renewals: 0,
  };
  return [
    ...(
      scans!.results as Pick<
        RawFunnelRow,
        "month" | "campaign" | "scans" | "unique_visitors"
      >[]
    ).map((r) => ({ ...zero, ...r })),
    ...(
      applications!.results as Pick<
        RawFunnelRow,
        "month" | "campaign" | "applications"
      >[]
    ).map((r) => ({ ...zero, ...r })),
    ...(
      members!.results as Pick<
        RawFunnelRow,
        "month" | "campaign" | "new_members" | "renewals"
      >[]
    ).map((r) => ({ ...zero, ...r })),
  ];
}
