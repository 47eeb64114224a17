import { env } from "cloudflare:workers";
import { liveSessionOf } from "#app/lib/db/account.server.ts";
import { payeeAuditStatement } from "#app/lib/db/audit.server.ts";
import { dropNotMeTokensStatement } from "#app/lib/db/email-tokens.server.ts";
import {
  correctDetailsStatement,
  type BatchGuard,
} from "#app/lib/db/issuers.server.ts";
import { i18nFor } from "#app/lib/i18n/instance.ts";
import type { Locale } from "#app/lib/i18n/locales.ts";
import { fieldErrors } from "#app/lib/schemas/fields.ts";
import {
  ISSUER_DETAIL_FIELDS,
  issuerDetailsSchema,
} from "#app/lib/schemas/individual-request.ts";
import type { Session } from "./account-sign-in.server";
import { maskIssuerDetails } from "./email-links.server";

/**
 * "Confirm your payout details" on the payee's page (docs/my-trust-code.md,
 * docs/privacy.md "Who is paid"). Signing in proves the address, but not the
 * details a stranger may have typed for it: an unverified individual issuer
 * becomes verified (payable) only when the signed-in owner confirms the
 * details shown, masked, or replaces them with their own: the same choice,
 * rules and effect as the confirm page (app/routes/verify.tsx).
 */

export type ConfirmOutcome =
  | { ok: true }
  | {
      ok: false;
      reason: "invalid-fields";
      errors: Record<string, string>;
      values: Record<string, string>;
    }
  /** Nothing to confirm: already verified (a second press), or not an individual issuer. */
  | { ok: false; reason: "not-allowed" };

/** The correction form's own fields; everything else posted is ignored. */
export function correctionFields(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of ISSUER_DETAIL_FIELDS) {
    const v = form.get(name);
    if (typeof v === "string") values[name] = v;
  }
  return values;
}

/**
 * Confirms the details as shown (`corrections` null), or replaces them with
 * the owner's own and confirms those. The correction, the verification, the
 * removal of the old "I did not ask for this" links and an audit row are one
 * batch, guarded on this session being live and the issuer still unverified:
 * two presses verify once, and a signed-out session changes nothing.
 */
export async function confirmPayoutDetails(
  session: Session,
  corrections: Record<string, string> | null,
  locale: Locale,
  now = new Date(),
): Promise<ConfirmOutcome> {
  const { holder } = session;
  if (holder.kind !== "issuer") return { ok: false, reason: "not-allowed" };
  let details = null;
  if (corrections) {
    const parsed = issuerDetailsSchema.safeParse(corrections);
    if (!parsed.success)
      return {
        ok: false,
        reason: "invalid-fields",
        errors: fieldErrors(parsed.error, await i18nFor(locale)),
        values: corrections,
      };
    details = parsed.data;
  }
  const iso = now.toISOString();
  const live = liveSessionOf(session.tokenHash, holder.id, iso);
  const verifiedNow: BatchGuard = {
    sql: "EXISTS (SELECT 1 FROM issuers WHERE id = ? AND verified_at = ?)",
    binds: [holder.id, iso],
  };
  const shown = details
    ? maskIssuerDetails({
        full_name: details.fullName,
        country_of_residence: details.countryOfResidence,
        payout_method: details.payoutMethod,
        paypal_email: details.paypalEmail,
        postal_name: details.postalName,
        postal_address_line1: details.postalAddressLine1,
        postal_city: details.postalCity,
        postal_zip: details.postalZip,
        postal_country: details.postalCountry,
      })
    : null;
  const results = await env.DB.batch([
    ...(details ? [correctDetailsStatement(holder.id, details, live)] : []),
    env.DB.prepare(
      `UPDATE issuers SET verified_at = ?1
       WHERE id = ?2 AND verified_at IS NULL AND status <> 'terminated' AND ${live.sql}`,
    ).bind(iso, holder.id, ...live.binds),
    dropNotMeTokensStatement("issuer", holder.id, verifiedNow),
    // The details themselves stay out of the log: the method and the masked form say enough.
    payeeAuditStatement(
      `payee issuer:${holder.id}`,
      "payout-details.confirm",
      `issuer:${holder.id}`,
      shown
        ? `corrected before confirming: ${shown.payoutMethod}: ${shown.paypalEmail ?? shown.postalAddress}`
        : "confirmed as requested",
      iso,
      verifiedNow,
    ),
  ]);
  const verified = results[details ? 1 : 0]!;
  return verified.meta.changes === 1
    ? { ok: true }
    : { ok: false, reason: "not-allowed" };
}
