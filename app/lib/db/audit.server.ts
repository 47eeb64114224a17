import { env } from "cloudflare:workers";
import type { Admin } from "#app/lib/db/operator.ts";
import type { ListQuery } from "#app/lib/db/list-query.ts";
import { SIGN_IN_AUDIT_INTERVAL_MS } from "#app/lib/policies.ts";
import { runList } from "#app/lib/db/list.server.ts";

export interface AuditRow {
  id: number;
  actor: string;
  action: string;
  target: string;
  detail: string | null;
  created_at: string;
}

/** A scheduled job acting on its own (the payout cron), named in the audit log. */
export interface SystemActor {
  actor: string;
  via: "system";
}

/**
 * The audit row for an action, to put in the action's own D1 batch. With a
 * `when` guard (plain `?` placeholders, numbered after the five values here)
 * it is written only if the action took effect.
 */
export function auditStatement(
  admin: Admin | SystemActor,
  action: string,
  target: string,
  detail: string | null,
  now: string,
  when?: { sql: string; binds: unknown[] },
): D1PreparedStatement {
  const guard = when ? `WHERE ${when.sql}` : "";
  return env.DB.prepare(
    `INSERT INTO audit_log (actor, action, target, detail, created_at)
     SELECT ?1, ?2, ?3, ?4, ?5 ${guard}`,
  ).bind(
    `${admin.actor} (${admin.via})`,
    action,
    target,
    detail,
    now,
    ...(when?.binds ?? []),
  );
}

/**
 * A console sign-in, written when this operator has no sign-in row within
 * the last `SIGN_IN_AUDIT_INTERVAL_MS`: every request is authenticated on
 * its own (Access or Basic), and one row per request would drown the log.
 */
export async function auditSignIn(admin: Admin, now: Date): Promise<void> {
  const actor = `${admin.actor} (${admin.via})`;
  await env.DB.prepare(
    `INSERT INTO audit_log (actor, action, target, detail, created_at)
     SELECT ?1, 'console.sign-in', 'console', NULL, ?2
     WHERE NOT EXISTS (SELECT 1 FROM audit_log
       WHERE actor = ?1 AND action = 'console.sign-in' AND created_at > ?3)`,
  )
    .bind(
      actor,
      now.toISOString(),
      new Date(now.getTime() - SIGN_IN_AUDIT_INTERVAL_MS).toISOString(),
    )
    .run();
}

/** The audit row of a payout run's file downloaded (PayPal part or cheque register). */
export async function auditPayoutFile(
  admin: Admin,
  month: string,
  filename: string,
): Promise<void> {
  await auditStatement(
    admin,
    "payout.export",
    `payout-run:${month}`,
    filename,
    new Date().toISOString(),
  ).run();
}

/** The audit row of a download of personal data (a person's export, a list as CSV). */
export async function auditExport(
  admin: Admin,
  action: "person.export" | "list.export",
  targets: string[],
  detail: string | null,
  now = new Date(),
): Promise<void> {
  await env.DB.batch(
    targets.map((target) =>
      auditStatement(admin, action, target, detail, now.toISOString()),
    ),
  );
}

/**
 * The audit row of something a payee did on their own page (a payout-details
 * change), guarded like auditStatement: the actor names the payee, not a person.
 */
export function payeeAuditStatement(
  payee: string,
  action: string,
  target: string,
  detail: string | null,
  now: string,
  when: { sql: string; binds: unknown[] },
  via = "my-trust-code",
): D1PreparedStatement {
  return env.DB.prepare(
    `INSERT INTO audit_log (actor, action, target, detail, created_at)
     SELECT ?1, ?2, ?3, ?4, ?5 WHERE ${when.sql}`,
  ).bind(`${payee} (${via})`, action, target, detail, now, ...when.binds);
}

export function listAudit(query: ListQuery) {
  return runList<AuditRow>(
    {
      select: "id, actor, action, target, detail, created_at",
      from: "audit_log",
      statusColumn: null,
      searchColumns: ["actor", "action", "target", "detail"],
      orderBy: "id DESC",
    },
    query,
  );
}
