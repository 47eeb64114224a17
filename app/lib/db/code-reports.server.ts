import { env } from "cloudflare:workers";
import {
  NO_COUNTS,
  suppressCohorts,
  type MonthlyCohort,
} from "#app/lib/reports/index.ts";
import type { Admin } from "#app/lib/db/operator.ts";
import type { ListQuery } from "#app/lib/db/list-query.ts";
import {
  newReportToken,
  REPORT_TOKEN_PATTERN,
} from "#app/lib/db/report-tokens.ts";
import { auditStatement } from "#app/lib/db/audit.server.ts";
import { runList, type ActionResult } from "#app/lib/db/list.server.ts";
import { monthlyMembers } from "#app/lib/db/member-counts.server.ts";
import { CODE_SCANS_SQL, monthlyScans } from "#app/lib/db/scans.server.ts";

export interface CodeRow {
  code: string;
  owner_kind: string;
  owner_id: string;
  status: string;
  created_at: string;
  owner_name: string | null;
  token: string | null;
  scans: number;
  applications: number;
}

const CODE_SELECT = `c.code, c.owner_kind, c.owner_id, c.status, c.created_at,
  COALESCE(i.full_name, r.organization_name) AS owner_name, t.token,
  ${CODE_SCANS_SQL} AS scans,
  (SELECT COUNT(*) FROM code_applications a WHERE a.code = c.code) AS applications`;
const CODE_FROM = `trust_codes c
  LEFT JOIN issuers i ON c.owner_kind = 'individual' AND i.id = c.owner_id
  LEFT JOIN organisation_requests r ON c.owner_kind = 'organisation' AND r.id = c.owner_id
  LEFT JOIN report_tokens t ON t.code = c.code`;

export function listCodes(query: ListQuery) {
  return runList<CodeRow>(
    {
      select: CODE_SELECT,
      from: CODE_FROM,
      statusColumn: "c.status",
      searchColumns: ["c.code", "i.full_name", "r.organization_name"],
      orderBy: "c.created_at DESC, c.code",
    },
    query,
  );
}

/**
 * Scans, unique visitors and bot events (daily aggregates, app/lib/db/scans.server.ts)
 * beside applications and paid conversions (new paid members,
 * app/lib/db/member-counts.server.ts) per UTC month.
 */
export async function monthlyCohorts(code: string): Promise<MonthlyCohort[]> {
  const [scans, { results: applications }, members] = await Promise.all([
    monthlyScans(env.DB, code),
    env.DB.prepare(
      `SELECT substr(applied_at, 1, 7) AS month, COUNT(*) AS applications
       FROM code_applications WHERE code = ?1 GROUP BY 1`,
    )
      .bind(code)
      .all<{ month: string; applications: number }>(),
    monthlyMembers(code),
  ]);
  const months = new Map<string, MonthlyCohort>();
  const monthOf = (month: string) => {
    let m = months.get(month);
    if (!m) {
      m = { month, ...NO_COUNTS };
      months.set(month, m);
    }
    return m;
  };
  for (const s of scans) Object.assign(monthOf(s.month), s);
  for (const a of applications) monthOf(a.month).applications = a.applications;
  for (const m of members)
    Object.assign(monthOf(m.month), {
      paid_conversions: m.new_members,
      renewals: m.renewals,
    });
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}

export async function codeReport(code: string) {
  const row = await env.DB.prepare(
    `SELECT ${CODE_SELECT} FROM ${CODE_FROM} WHERE c.code = ?1`,
  )
    .bind(code)
    .first<CodeRow>();
  if (!row) return null;
  return { code: row, months: await monthlyCohorts(code) };
}

/**
 * Gives an existing code a fresh report link, replacing any earlier one; for
 * the caller's batch, so it lands only if the code does.
 */
export function reportTokenStatement(
  code: string,
  now: string,
): D1PreparedStatement {
  return env.DB.prepare(
    `INSERT INTO report_tokens (code, token, created_at)
     SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM trust_codes WHERE code = ?1)
     ON CONFLICT (code) DO UPDATE SET token = excluded.token, created_at = excluded.created_at`,
  ).bind(code, newReportToken(), now);
}

/** Creates the code's report link, or replaces it (the old link stops working). */
export async function issueReportToken(
  code: string,
  admin: Admin,
): Promise<ActionResult> {
  const now = new Date().toISOString();
  const [, token] = await env.DB.batch([
    auditStatement(admin, "report.link", `code:${code}`, null, now, {
      sql: "EXISTS (SELECT 1 FROM trust_codes WHERE code = ?)",
      binds: [code],
    }),
    reportTokenStatement(code, now),
  ]);
  return token!.meta.changes === 1
    ? {
        ok: true,
        message: "New report link made; any earlier link no longer works.",
      }
    : { ok: false, message: "No such code." };
}

/** What a participant sees at /report/<token>: their code and suppressed monthly counts. */
export async function participantReport(token: string) {
  if (!REPORT_TOKEN_PATTERN.test(token)) return null;
  const row = await env.DB.prepare(
    "SELECT code FROM report_tokens WHERE token = ?1",
  )
    .bind(token)
    .first<{ code: string }>();
  if (!row) return null;
  return {
    code: row.code,
    months: suppressCohorts(await monthlyCohorts(row.code)),
  };
}
