import { env } from "cloudflare:workers";
import type { Subject } from "#app/lib/db/account.server.ts";
import type { Statement } from "#app/lib/db/batch.server.ts";
import type { payoutDetailsSchema, z } from "#app/lib/schemas/index.ts";

/**
 * The SQL behind the payee's page (docs/my-trust-code.md): the code and
 * owner a signed-in holder stands for, and the payout details an individual
 * issuer or an organisation request carries.
 */
export interface PayoutDetailsRow {
  payout_method: "paypal" | "cheque";
  paypal_email: string | null;
  postal_name: string | null;
  postal_city: string | null;
  postal_zip: string | null;
  postal_country: string | null;
}

/** Where a holder's payout details live: the issuer, or the organisation request its contact speaks for. */
const detailsTable = (kind: Subject["kind"]) =>
  kind === "issuer" ? "issuers" : "organisation_requests";

/** The holder's stored details; an organisation has none until its contact enters them. */
export function payoutDetailsRow(
  holder: Subject,
): Promise<PayoutDetailsRow | { payout_method: null } | null> {
  return env.DB.prepare(
    `SELECT payout_method, paypal_email, postal_name, postal_city, postal_zip, postal_country
     FROM ${detailsTable(holder.kind)} WHERE id = ?1`,
  )
    .bind(holder.id)
    .first<PayoutDetailsRow | { payout_method: null }>();
}

/** An organisation request's status (who may hold details for it). */
export async function organisationRequestStatus(
  id: string,
): Promise<string | undefined> {
  const row = await env.DB.prepare(
    "SELECT status FROM organisation_requests WHERE id = ?1",
  )
    .bind(id)
    .first<{ status: string }>();
  return row?.status;
}

/** Replaces the holder's payout details (confirmed as typed), guarded by the code being spent. */
export function changePayoutDetailsStatement(
  holder: Subject,
  d: z.output<typeof payoutDetailsSchema>,
  now: string,
  guard: { sql: string; binds: unknown[] },
): Statement {
  return env.DB.prepare(
    `UPDATE ${detailsTable(holder.kind)} SET payout_method = ?1, paypal_email = ?2, date_of_birth = ?3,
         postal_name = ?4, postal_address_line1 = ?5, postal_address_line2 = ?6,
         postal_city = ?7, postal_zip = ?8, postal_country = ?9, details_confirmed_at = ?11
       WHERE id = ?10 AND ${guard.sql}`,
  ).bind(
    d.payoutMethod,
    d.paypalEmail,
    d.dateOfBirth,
    d.postalName,
    d.postalAddressLine1,
    d.postalAddressLine2,
    d.postalCity,
    d.postalZip,
    d.postalCountry,
    holder.id,
    now,
    ...guard.binds,
  );
}

export interface HolderStanding {
  codeStatus: string;
  verified_at: string | null;
  details_confirmed_at?: string | null;
  organisation_name: string | null;
}

/** The holder's code status and its owner's verification, read together. */
export async function holderStanding(
  holder: Subject & { code: string },
): Promise<HolderStanding> {
  const owner =
    holder.kind === "issuer"
      ? `SELECT verified_at, details_confirmed_at, NULL AS organisation_name FROM issuers WHERE id = ?2`
      : `SELECT verified_at, organization_name AS organisation_name FROM organisation_requests WHERE id = ?2`;
  const [code, person] = await env.DB.batch([
    env.DB.prepare("SELECT status FROM trust_codes WHERE code = ?1").bind(
      holder.code,
    ),
    env.DB.prepare(owner).bind(holder.code, holder.id),
  ]);
  const codeRow = code!.results[0] as { status: string };
  const personRow = person!.results[0] as Omit<HolderStanding, "codeStatus">;
  return { codeStatus: codeRow.status, ...personRow };
}
