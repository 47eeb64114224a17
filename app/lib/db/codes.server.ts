import { env } from "cloudflare:workers";
import { generateCode } from "#app/lib/trust-codes/index.ts";
import { DEFAULT_LOCALE, toLocale, type Locale } from "#app/lib/i18n/index.ts";
import { auditStatement } from "#app/lib/db/audit.server.ts";
import type { Admin } from "#app/lib/db/operator.ts";
import type { CodeStatus } from "#app/lib/db/statuses.ts";
import type { ActionResult } from "#app/lib/db/list.server.ts";

/** Per draw a collision is as likely as (codes so far) / 25^7 (docs/business-rules.md); a few retries are plenty. */
const MINT_ATTEMPTS = 5;

/** What a mint attempt returns to have the loop draw another code. */
export const DRAW_AGAIN = Symbol("draw again");

/**
 * Runs `write` with freshly drawn codes until it stops asking for another
 * (a collision on the code's primary key), at most MINT_ATTEMPTS times.
 */
export async function withFreshCode<T>(
  write: (code: string) => Promise<T | typeof DRAW_AGAIN>,
): Promise<T> {
  for (let attempt = 0; attempt < MINT_ATTEMPTS; attempt++) {
    const result = await write(generateCode());
    if (result !== DRAW_AGAIN) return result;
  }
  throw new Error("Could not mint a unique code");
}

/**
 * The INSERT of a new code for the caller's batch; `when` (plain `?`
 * placeholders) makes it conditional on the owner's write having happened.
 */
export function insertCodeStatement(
  code: string,
  ownerKind: "individual" | "organisation",
  ownerId: string,
  now: string,
  when?: { sql: string; binds: unknown[] },
): D1PreparedStatement {
  const guard = when ? `WHERE ${when.sql}` : "";
  return env.DB.prepare(
    `INSERT INTO trust_codes (code, owner_kind, owner_id, created_at)
     SELECT ?, ?, ?, ? ${guard}`,
  ).bind(code, ownerKind, ownerId, now, ...(when?.binds ?? []));
}

/** True when the code exists and is active: the only codes that may be applied. */
export async function isActiveCode(code: string): Promise<boolean> {
  const row = await env.DB.prepare(
    "SELECT status FROM trust_codes WHERE code = ?1",
  )
    .bind(code)
    .first<{ status: string }>();
  return row?.status === "active";
}

/**
 * Whose an active code is (for its printed disclosure) and the language of
 * the page that minted it (for the printed kit); null when unknown or stopped.
 */
export async function activeCodeKit(code: string): Promise<{
  ownerKind: "individual" | "organisation";
  locale: Locale;
} | null> {
  const row = await env.DB.prepare(
    `SELECT c.owner_kind, COALESCE(i.locale, r.locale) AS locale
     FROM trust_codes c
     LEFT JOIN issuers i ON c.owner_kind = 'individual' AND i.id = c.owner_id
     LEFT JOIN organisation_requests r
       ON c.owner_kind = 'organisation' AND r.id = c.owner_id
     WHERE c.code = ?1 AND c.status = 'active'`,
  )
    .bind(code)
    .first<{
      owner_kind: "individual" | "organisation";
      locale: string | null;
    }>();
  if (!row) return null;
  return {
    ownerKind: row.owner_kind,
    locale: toLocale(row.locale) ?? DEFAULT_LOCALE,
  };
}

export type Transition = "suspend" | "terminate" | "reinstate";

/**
 * The lifecycle of an issuer and of any code: a suspension can be lifted,
 * a termination is final (a terminated issuer re-applies with a new code).
 */
export const TRANSITIONS: Record<
  Transition,
  { from: CodeStatus[]; to: CodeStatus }
> = {
  suspend: { from: ["active"], to: "suspended" },
  terminate: { from: ["active", "suspended"], to: "terminated" },
  reinstate: { from: ["suspended"], to: "active" },
};

export function isTransition(value: unknown): value is Transition {
  return typeof value === "string" && value in TRANSITIONS;
}

export function pastTense(transition: Transition): string {
  return {
    suspend: "suspended",
    terminate: "terminated",
    reinstate: "reinstated",
  }[transition];
}

export function placeholders(n: number): string {
  return Array.from({ length: n }, () => "?").join(", ");
}

/** Suspends, terminates or reinstates an organisation's code. */
export async function transitionOrganisationCode(
  code: string,
  transition: Transition,
  admin: Admin,
): Promise<ActionResult> {
  const { from, to } = TRANSITIONS[transition];
  const now = new Date().toISOString();
  const inFrom = `status IN (${placeholders(from.length)})`;
  const [, update] = await env.DB.batch([
    auditStatement(admin, `code.${transition}`, `code:${code}`, null, now, {
      sql: `EXISTS (SELECT 1 FROM trust_codes WHERE code = ? AND owner_kind = 'organisation' AND ${inFrom})`,
      binds: [code, ...from],
    }),
    env.DB.prepare(
      `UPDATE trust_codes SET status = ?
       WHERE code = ? AND owner_kind = 'organisation' AND ${inFrom}`,
    ).bind(to, code, ...from),
  ]);
  return update!.meta.changes === 1
    ? { ok: true, message: `Code ${code} ${pastTense(transition)}.` }
    : {
        ok: false,
        message: `Only a ${from.join(" or ")} code can be ${pastTense(transition)}.`,
      };
}
