import {
  commit,
  type Statement,
  endOtherSessionsStatement,
  liveSessionOf,
  payeeAuditStatement,
  dropNotMeTokensStatement,
  confirmDestinationStatement,
  correctDetailsStatement,
  detailsConfirmedNow,
  proposedDestination,
  type BatchGuard,
} from "#app/lib/db/index.server.ts";
import { sameDestination, type Destination } from "#app/lib/identity/index.ts";
import { i18nFor, type Locale } from "#app/lib/i18n/index.ts";
import {
  DESTINATION_FORM_FIELDS,
  destinationSchema,
  fieldErrors,
  ISSUER_DETAIL_FIELDS,
  issuerDetailsSchema,
  type IssuerDetails,
} from "#app/lib/schemas/index.ts";
import type { Session } from "#app/lib/use-cases/account-sign-in.server.ts";
import { maskTypedDetails } from "#app/lib/use-cases/payout-details.server.ts";

/**
 * Confirming payout details proposed before the address was proven
 * (docs/privacy.md "Who is paid", docs/my-trust-code.md): whoever proved the
 * address types the payout destination again and it must match, or enters
 * new details, which replace the proposed ones. Nothing of the proposed
 * destination is ever shown, and nothing is confirmed by one press. The
 * confirm page (app/routes/verify.tsx) and the payee page share this.
 */
export type Confirmation =
  | { kind: "retype"; destination: Destination }
  | { kind: "replace"; details: IssuerDetails };

export type ParsedConfirmation =
  | { ok: true; confirmation: Confirmation }
  | {
      ok: false;
      errors: Record<string, string>;
      values: Record<string, string>;
    };

/**
 * The confirmation a form carries: `retype` reads the destination fields,
 * `replace` the whole details form (the issuer form's rules); every other
 * field posted is ignored.
 */
export async function parseConfirmation(
  form: FormData,
  mode: Confirmation["kind"],
  locale: Locale,
): Promise<ParsedConfirmation> {
  const names =
    mode === "retype" ? DESTINATION_FORM_FIELDS : ISSUER_DETAIL_FIELDS;
  const values: Record<string, string> = {};
  for (const name of names) {
    const v = form.get(name);
    if (typeof v === "string") values[name] = v;
  }
  const parsed =
    mode === "retype"
      ? destinationSchema.safeParse(values)
      : issuerDetailsSchema.safeParse(values);
  if (!parsed.success)
    return {
      ok: false,
      errors: fieldErrors(parsed.error, await i18nFor(locale)),
      values,
    };
  return {
    ok: true,
    confirmation:
      mode === "retype"
        ? { kind: "retype", destination: parsed.data as Destination }
        : { kind: "replace", details: parsed.data as IssuerDetails },
  };
}

/**
 * The statements that confirm an issuer's details under `guard`, with their
 * audit row (the details themselves stay out of the log: the method and a
 * mask say enough); "mismatch" when the destination typed again is not the
 * proposed one, "not-allowed" when there is nothing left to confirm.
 */
export async function confirmationStatements(
  issuerId: string,
  confirmation: Confirmation,
  now: string,
  guard: BatchGuard,
  via: "my-trust-code" | "confirm link",
): Promise<Statement[] | "mismatch" | "not-allowed"> {
  const proposed = await proposedDestination(issuerId);
  if (!proposed || proposed.details_confirmed_at) return "not-allowed";
  const audit = (action: string, detail: string) =>
    payeeAuditStatement(
      `payee issuer:${issuerId}`,
      action,
      `issuer:${issuerId}`,
      detail,
      now,
      detailsConfirmedNow(issuerId, now),
      via,
    );
  if (confirmation.kind === "retype") {
    const typed = confirmation.destination;
    if (!sameDestination(proposed, typed)) return "mismatch";
    return [
      confirmDestinationStatement(issuerId, proposed, typed, now, guard),
      audit(
        "payout-details.confirm",
        `typed again and matched: ${typed.payout_method}`,
      ),
    ];
  }
  const d = confirmation.details;
  const masked = maskTypedDetails(d);
  return [
    correctDetailsStatement(issuerId, d, now, guard),
    audit(
      "payout-details.replace",
      `proposed details replaced by the owner's: ${d.payoutMethod}: ${masked}`,
    ),
  ];
}

export type ConfirmOutcome =
  | { ok: true }
  /** The destination typed again is not the proposed one: nothing changed. */
  | { ok: false; reason: "mismatch" }
  /** Nothing to confirm: already confirmed (a second press), or not an individual issuer. */
  | { ok: false; reason: "not-allowed" };

/**
 * The payee page's confirmation, guarded on this session being live: two
 * presses confirm once, and a signed-out session changes nothing. Signing in
 * proved the address; an older session that did not is verified here too.
 */
export async function confirmPayoutDetails(
  session: Session,
  confirmation: Confirmation,
  now = new Date(),
): Promise<ConfirmOutcome> {
  const { holder } = session;
  if (holder.kind !== "issuer") return { ok: false, reason: "not-allowed" };
  const iso = now.toISOString();
  const live = liveSessionOf(session.tokenHash, holder.id, iso);
  const statements = await confirmationStatements(
    holder.id,
    confirmation,
    iso,
    live,
    "my-trust-code",
  );
  if (!Array.isArray(statements)) return { ok: false, reason: statements };
  const confirmedNow = detailsConfirmedNow(holder.id, iso);
  const [confirmed] = await commit([
    ...statements,
    dropNotMeTokensStatement("issuer", holder.id, confirmedNow),
    // New details replace the proposed ones: every other session ends.
    ...(confirmation.kind === "replace"
      ? [
          endOtherSessionsStatement(
            holder,
            session.tokenHash,
            iso,
            confirmedNow,
          ),
        ]
      : []),
  ]);
  return confirmed!.meta.changes === 1
    ? { ok: true }
    : { ok: false, reason: "not-allowed" };
}
