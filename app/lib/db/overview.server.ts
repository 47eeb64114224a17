import { env } from "cloudflare:workers";

export interface OverviewCounts {
  pending_requests: number;
  active_codes: number;
  stopped_codes: number;
  pending_email: number;
  failed_email: number;
}

/** The numbers an operator checks first: what waits for them. */
export async function overviewCounts(): Promise<OverviewCounts> {
  const row = await env.DB.prepare(
    `SELECT
       (SELECT COUNT(*) FROM organisation_requests WHERE status = 'pending') AS pending_requests,
       (SELECT COUNT(*) FROM trust_codes WHERE status = 'active') AS active_codes,
       (SELECT COUNT(*) FROM trust_codes WHERE status != 'active') AS stopped_codes,
       (SELECT COUNT(*) FROM email_outbox WHERE status = 'pending') AS pending_email,
       (SELECT COUNT(*) FROM email_outbox WHERE status = 'failed') AS failed_email`,
  ).first<OverviewCounts>();
  return row!;
}
