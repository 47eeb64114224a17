import { env } from "cloudflare:workers";
import type { Admin } from "~/lib/admin/guard.server";
import type { ListQuery } from "~/lib/admin/lists";
import { runList } from "./list";

export interface AuditRow {
  id: number;
  actor: string;
  action: string;
  target: string;
  detail: string | null;
  created_at: string;
}

/**
 * The audit row for an action, to put in the action's own D1 batch. With a
 * `when` guard (plain `?` placeholders, numbered after the five values here)
 * it is written only if the action took effect.
 */
export function auditStatement(
  admin: Admin,
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
): D1PreparedStatement {
  return env.DB.prepare(
    `INSERT INTO audit_log (actor, action, target, detail, created_at)
     SELECT ?1, ?2, ?3, ?4, ?5 WHERE ${when.sql}`,
  ).bind(
    `${payee} (my-trust-code)`,
    action,
    target,
    detail,
    now,
    ...when.binds,
  );
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
