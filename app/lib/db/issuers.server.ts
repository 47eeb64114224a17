import { env } from "cloudflare:workers";
import type { Admin } from "#app/lib/db/operator.ts";
import type { ListQuery } from "#app/lib/db/list-query.ts";
import type { CodeStatus, IdentityFilter } from "#app/lib/db/statuses.ts";
import {
  normaliseEmail,
  registrableDomain,
  DESTINATION_FIELDS,
  type Destination,
} from "#app/lib/identity/index.ts";
import type { Locale } from "#app/lib/i18n/index.ts";
import type {
  IndividualRequest,
  IssuerDetails,
} from "#app/lib/schemas/index.ts";
import { auditStatement } from "#app/lib/db/audit.server.ts";
import {
  pastTense,
  placeholders,
  TRANSITIONS,
  type Transition,
} from "#app/lib/db/codes.server.ts";
import { runList, type ActionResult } from "#app/lib/db/list.server.ts";
import { isUniqueViolation } from "#app/lib/db/unique.ts";

/**
 * The INSERT of a new individual issuer, for the mint's batch: the address as
 * typed (where mail goes), its normalised form (who the person is) and its
 * registrable domain (the per-domain cap).
 */
export function insertIssuerStatement(
  id: string,
  req: IndividualRequest,
  now: string,
  locale: Locale,
): D1PreparedStatement {
  return env.DB.prepare(
    `INSERT INTO issuers
       (id, full_name, email, email_normalised, email_domain, country_of_residence, payout_method,
        paypal_email, date_of_birth, postal_name, postal_address_line1, postal_address_line2,
        postal_city, postal_zip, postal_country, declarations_accepted_at, created_at, locale)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?16, ?17)`,
  ).bind(
    id,
    req.fullName,
    req.email,
    normaliseEmail(req.email),
    registrableDomain(req.email),
    req.countryOfResidence,
    req.payoutMethod,
    req.paypalEmail,
    req.dateOfBirth,
    req.postalName,
    req.postalAddressLine1,
    req.postalAddressLine2,
    req.postalCity,
    req.postalZip,
    req.postalCountry,
    now,
    locale,
  );
}

/** The code already minted for this request id and person (a repeated submit), if any. */
export async function codeForRequest(
  issuerId: string,
  email: string,
): Promise<string | null> {
  const row = await env.DB.prepare(
    `SELECT c.code FROM issuers i JOIN trust_codes c ON c.owner_id = i.id
     WHERE i.id = ?1 AND i.email_normalised = ?2 AND c.owner_kind = 'individual'`,
  )
    .bind(issuerId, normaliseEmail(email))
    .first<{ code: string }>();
  return row?.code ?? null;
}

/** The active issuer holding a live code for this person (normalised address), if any. */
export interface LiveHolder {
  issuer_id: string;
  email: string;
  verified_at: string | null;
  code: string;
  /** The language they first asked in: every e-mail to them uses it. */
  locale: string;
}

export async function liveHolder(email: string): Promise<LiveHolder | null> {
  return env.DB.prepare(
    `SELECT i.id AS issuer_id, i.email, i.verified_at, c.code, i.locale FROM issuers i
     JOIN trust_codes c ON c.owner_kind = 'individual' AND c.owner_id = i.id
     WHERE i.email_normalised = ?1 AND i.status = 'active'
     ORDER BY c.created_at DESC LIMIT 1`,
  )
    .bind(normaliseEmail(email))
    .first<LiveHolder>();
}

/** A condition an UPDATE or INSERT of the same batch must meet (SQL with `?` binds). */
export interface BatchGuard {
  sql: string;
  binds: unknown[];
}

/** The proposed payout destination of an issuer and whether it is confirmed yet. */
export interface ProposedDestination extends Destination {
  verified_at: string | null;
  details_confirmed_at: string | null;
}

export function proposedDestination(
  id: string,
): Promise<ProposedDestination | null> {
  return env.DB.prepare(
    `SELECT payout_method, paypal_email, postal_name, postal_address_line1, postal_address_line2,
       postal_city, postal_zip, postal_country, verified_at, details_confirmed_at
     FROM issuers WHERE id = ?1 AND status <> 'terminated'`,
  )
    .bind(id)
    .first<ProposedDestination>();
}

/** A guard for the same batch: this issuer's details were confirmed by this very batch. */
export const detailsConfirmedNow = (id: string, now: string): BatchGuard => ({
  sql: "EXISTS (SELECT 1 FROM issuers WHERE id = ? AND details_confirmed_at = ?)",
  binds: [id, now],
});

/** Every destination column: the PayPal address, then the cheque's. */
const DESTINATION_COLUMNS = [
  ...DESTINATION_FIELDS.paypal,
  ...DESTINATION_FIELDS.cheque,
] as const;

/**
 * The destination typed again matched the proposed one: what was typed
 * becomes payable (docs/privacy.md, "Who is paid"). Written only while the
 * details are unconfirmed, still exactly as `proposed` read them, and
 * `guard` holds (the confirm link spent by this very batch, or the payee's
 * live session); proving the address again is harmless (COALESCE).
 */
export function confirmDestinationStatement(
  id: string,
  proposed: Destination,
  typed: Destination,
  now: string,
  guard: BatchGuard,
): D1PreparedStatement {
  const set = DESTINATION_COLUMNS.map((c, i) => `${c} = ?${i + 3}`).join(", ");
  const same = DESTINATION_COLUMNS.map((c, i) => `${c} IS ?${i + 11}`).join(
    " AND ",
  );
  return env.DB.prepare(
    `UPDATE issuers SET ${set}, details_confirmed_at = ?2, verified_at = COALESCE(verified_at, ?2)
     WHERE id = ?1 AND details_confirmed_at IS NULL AND status <> 'terminated'
       AND payout_method = ?10 AND ${same} AND ${guard.sql}`,
  ).bind(
    id,
    now,
    ...DESTINATION_COLUMNS.map((c) => typed[c]),
    proposed.payout_method,
    ...DESTINATION_COLUMNS.map((c) => proposed[c]),
    ...guard.binds,
  );
}

/**
 * The owner's own details replace the proposed ones and are confirmed with
 * them, written only while the details are unconfirmed and `guard` holds: a
 * confirmed issuer's payout details change on the payee page after a fresh
 * e-mail code, never here.
 */
export function correctDetailsStatement(
  id: string,
  details: IssuerDetails,
  now: string,
  guard: BatchGuard,
): D1PreparedStatement {
  return env.DB.prepare(
    `UPDATE issuers SET full_name = ?2, country_of_residence = ?3, payout_method = ?4,
       paypal_email = ?5, date_of_birth = ?6, postal_name = ?7, postal_address_line1 = ?8,
       postal_address_line2 = ?9, postal_city = ?10, postal_zip = ?11, postal_country = ?12,
       details_confirmed_at = ?13, verified_at = COALESCE(verified_at, ?13)
     WHERE id = ?1 AND details_confirmed_at IS NULL AND status <> 'terminated' AND ${guard.sql}`,
  ).bind(
    id,
    details.fullName,
    details.countryOfResidence,
    details.payoutMethod,
    details.paypalEmail,
    details.dateOfBirth,
    details.postalName,
    details.postalAddressLine1,
    details.postalAddressLine2,
    details.postalCity,
    details.postalZip,
    details.postalCountry,
    now,
    ...guard.binds,
  );
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
  details_confirmed_at: string | null;
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
        "i.id, i.full_name, i.email, i.country_of_residence, i.payout_method, i.status, i.created_at, i.verified_at, i.details_confirmed_at, c.code, c.status AS code_status",
      from: "issuers i LEFT JOIN trust_codes c ON c.owner_kind = 'individual' AND c.owner_id = i.id",
      statusColumn: "i.status",
      searchColumns: ["i.full_name", "i.email", "c.code"],
      orderBy: "i.created_at DESC, i.id",
    },
    query,
  );
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
    const [, , update] = await env.DB.batch([
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
    if (update!.meta.changes !== 1)
      return {
        ok: false,
        message: `Only a ${from.join(" or ")} issuer can be ${pastTense(transition)}.`,
      };
    return { ok: true, message: `Issuer ${pastTense(transition)}.` };
  } catch (error) {
    // issuers_one_live_per_email: the person holds another live code by now.
    if (isUniqueViolation(error))
      return {
        ok: false,
        message:
          "Cannot reinstate: this e-mail address already holds another live code.",
      };
    throw error;
  }
}
