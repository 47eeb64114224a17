import { env } from "cloudflare:workers";
import { auditStatement } from "./audit.server";
import { runList, type ActionResult } from "./db.server";
import type { Admin } from "./guard.server";
import type { ListQuery } from "./lists";
import type { IdentityFilter } from "./identity-filter";
import type { CodeStatus } from "./statuses";

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

export interface IssuerRow {
  id: string;
  full_name: string;
  email: string;
  country_of_residence: string;
  payout_method: string;
  status: CodeStatus;
  created_at: string;
  verified_at: string | null;
  code: string | null;
  code_status: CodeStatus | null;
}

export function listIssuers(
  query: ListQuery,
  identity: IdentityFilter | null = null,
) {
  return runList<IssuerRow>(
    {
      where:
        identity === "verified"
          ? ["i.verified_at IS NOT NULL"]
          : identity === "unverified"
            ? ["i.verified_at IS NULL"]
            : [],
      select:
        "i.id, i.full_name, i.email, i.country_of_residence, i.payout_method, i.status, i.created_at, i.verified_at, c.code, c.status AS code_status",
      from: "issuers i LEFT JOIN trust_codes c ON c.owner_kind = 'individual' AND c.owner_id = i.id",
      statusColumn: "i.status",
      searchColumns: ["i.full_name", "i.email", "c.code"],
      orderBy: "i.created_at DESC, i.id",
    },
    query,
  );
}

function placeholders(n: number): string {
  return Array.from({ length: n }, () => "?").join(", ");
}

/**
 * Moves an individual issuer and their codes together, so a suspended or
 * terminated person's code is refused by applyCode at once.
 */
export async function transitionIssuer(
  issuerId: string,
  transition: Transition,
  admin: Admin,
): Promise<ActionResult> {
  const { from, to } = TRANSITIONS[transition];
  const now = new Date().toISOString();
  try {
    // Audit and codes first, each guarded on the issuer still being in a
    // `from` state; the issuer's own update comes last (one transaction).
    const inFrom = `EXISTS (SELECT 1 FROM issuers WHERE id = ? AND status IN (${placeholders(from.length)}))`;
    const results = await env.DB.batch([
      auditStatement(
        admin,
        `issuer.${transition}`,
        `issuer:${issuerId}`,
        null,
        now,
        {
          sql: inFrom,
          binds: [issuerId, ...from],
        },
      ),
      env.DB.prepare(
        `UPDATE trust_codes SET status = ?
         WHERE owner_kind = 'individual' AND owner_id = ? AND ${inFrom}`,
      ).bind(to, issuerId, issuerId, ...from),
      env.DB.prepare(
        `UPDATE issuers SET status = ? WHERE id = ? AND status IN (${placeholders(from.length)})`,
      ).bind(to, issuerId, ...from),
    ]);
    const update = results[2];
    if (update!.meta.changes !== 1)
      return {
        ok: false,
        message: `Only a ${from.join(" or ")} issuer can be ${pastTense(transition)}.`,
      };
    return { ok: true, message: `Issuer ${pastTense(transition)}.` };
  } catch (error) {
    // issuers_one_live_per_email: the person holds another live code by now.
    if (String((error as Error)?.message).includes("UNIQUE"))
      return {
        ok: false,
        message:
          "Cannot reinstate: this e-mail address already holds another live code.",
      };
    throw error;
  }
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
  const results = await env.DB.batch([
    auditStatement(admin, `code.${transition}`, `code:${code}`, null, now, {
      sql: `EXISTS (SELECT 1 FROM trust_codes WHERE code = ? AND owner_kind = 'organisation' AND ${inFrom})`,
      binds: [code, ...from],
    }),
    env.DB.prepare(
      `UPDATE trust_codes SET status = ?
       WHERE code = ? AND owner_kind = 'organisation' AND ${inFrom}`,
    ).bind(to, code, ...from),
  ]);
  const update = results[1];
  return update!.meta.changes === 1
    ? { ok: true, message: `Code ${code} ${pastTense(transition)}.` }
    : {
        ok: false,
        message: `Only a ${from.join(" or ")} code can be ${pastTense(transition)}.`,
      };
}

export function pastTense(transition: Transition): string {
  return {
    suspend: "suspended",
    terminate: "terminated",
    reinstate: "reinstated",
  }[transition];
}
