import { env } from "cloudflare:workers";
import type { Admin } from "#app/lib/db/operator.ts";
import type { ListQuery } from "#app/lib/db/list-query.ts";
import type { CodeStatus, IdentityFilter } from "#app/lib/db/statuses.ts";
import { normaliseEmail } from "#app/lib/identity/normalise-email.ts";
import { registrableDomain } from "#app/lib/identity/registrable-domain.ts";
import type { Locale } from "#app/lib/i18n/locales.ts";
import type {
  IndividualRequest,
  IssuerDetails,
} from "#app/lib/schemas/individual-request.ts";
import { auditStatement } from "./audit.server";
import {
  pastTense,
  placeholders,
  TRANSITIONS,
  type Transition,
} from "./codes.server";
import { runList, type ActionResult } from "./list.server";
import { isUniqueViolation } from "./unique";

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

/**
 * A new request for an address whose holder never proved it replaces that
 * holder (docs/privacy.md, "Who is paid"): the old code stops, its one-time
 * links stop working and the record is terminated, all guarded on the holder
 * still being active and unverified, so a click on the old link that won the
 * race keeps its record (the new issuer's INSERT then fails the unique index).
 * Put these before the new issuer's INSERT in the same batch.
 */
export function supersedeStatements(issuerId: string): D1PreparedStatement[] {
  const stillUnproven = `EXISTS (SELECT 1 FROM issuers WHERE id = ?1 AND status = 'active' AND verified_at IS NULL)`;
  return [
    env.DB.prepare(
      `UPDATE trust_codes SET status = 'terminated'
       WHERE owner_kind = 'individual' AND owner_id = ?1 AND ${stillUnproven}`,
    ).bind(issuerId),
    env.DB.prepare(
      `DELETE FROM email_tokens WHERE subject_kind = 'issuer' AND subject_id = ?1 AND ${stillUnproven}`,
    ).bind(issuerId),
    env.DB.prepare(
      `UPDATE issuers SET status = 'terminated' WHERE id = ?1 AND status = 'active' AND verified_at IS NULL`,
    ).bind(issuerId),
  ];
}

/** What the confirm page shows (masked) of the record a link would verify. */
export interface IssuerDetailsRow {
  full_name: string;
  country_of_residence: string;
  payout_method: "paypal" | "cheque";
  paypal_email: string | null;
  postal_name: string | null;
  postal_address_line1: string | null;
  postal_city: string | null;
  postal_zip: string | null;
  postal_country: string | null;
}

export function issuerDetails(id: string): Promise<IssuerDetailsRow | null> {
  return env.DB.prepare(
    `SELECT full_name, country_of_residence, payout_method, paypal_email, postal_name,
       postal_address_line1, postal_city, postal_zip, postal_country
     FROM issuers WHERE id = ?1`,
  )
    .bind(id)
    .first<IssuerDetailsRow>();
}

/** A condition an UPDATE or DELETE of the same batch must meet (SQL with `?` binds). */
export interface BatchGuard {
  sql: string;
  binds: unknown[];
}

/**
 * The owner's corrections, written only while the issuer is unverified and
 * `guard` holds (the confirm link spent by this very batch, or the payee's
 * live session): a verified issuer's payout details change on the payee page
 * after a fresh e-mail code, never here.
 */
export function correctDetailsStatement(
  id: string,
  details: IssuerDetails,
  guard: BatchGuard,
): D1PreparedStatement {
  return env.DB.prepare(
    `UPDATE issuers SET full_name = ?2, country_of_residence = ?3, payout_method = ?4,
       paypal_email = ?5, date_of_birth = ?6, postal_name = ?7, postal_address_line1 = ?8,
       postal_address_line2 = ?9, postal_city = ?10, postal_zip = ?11, postal_country = ?12
     WHERE id = ?1 AND verified_at IS NULL AND ${guard.sql}`,
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
