import {
  endOtherSessionsStatement,
  insertSignInCodeStatement,
  usedNow,
  spendCodeStatement,
  payeeAuditStatement,
  commit,
  changePayoutDetailsStatement,
  organisationRequestStatus,
  payoutDetailsRow,
  type PayoutDetailsRow,
  enqueueAccountMailStatement,
} from "#app/lib/db/index.server.ts";
import { detailsCodeEmail } from "#app/lib/email/index.ts";
import {
  codeHash,
  newOneTimeCode,
  typedOneTimeCode,
} from "#app/lib/account/index.ts";
import { i18nFor, type Locale } from "#app/lib/i18n/index.ts";
import { fieldErrors, payoutDetailsSchema } from "#app/lib/schemas/index.ts";
import { ACCOUNT_CODE_TTL_MS } from "#app/lib/policies.ts";
import {
  emailKey,
  holderLocale,
  matchCode,
  minutes,
  withinHourlyLimit,
  type CodeRequestOutcome,
  type Session,
} from "#app/lib/use-cases/account-sign-in.server.ts";

/**
 * Payout details on the payee's page (docs/my-trust-code.md): shown masked,
 * changed only with a fresh code e-mailed to the holder's address, audited,
 * and read by the next payout run that is prepared.
 */
export interface MaskedDetails {
  method: "paypal" | "cheque";
  /** PayPal: "j•••@example.com"; cheque: "•••, <city>, <country>". */
  masked: string;
  complete: boolean;
}

const DOTS = "•••";

/** Enough to recognise one's own details, too little to read them off a screen. */
export function maskDetails(row: PayoutDetailsRow): MaskedDetails {
  if (row.payout_method === "paypal") {
    const email = row.paypal_email ?? "";
    const at = email.lastIndexOf("@");
    return {
      method: "paypal",
      masked: at > 0 ? `${email[0]}${DOTS}${email.slice(at)}` : DOTS,
      complete: at > 0,
    };
  }
  const city = row.postal_city ? `${row.postal_city[0]}${DOTS}` : DOTS;
  return {
    method: "cheque",
    masked: [DOTS, city, row.postal_country ?? DOTS].join(", "),
    complete: Boolean(row.postal_name && row.postal_zip && row.postal_country),
  };
}

/** The masked form of details as typed on a form (camelCase fields). */
export function maskTypedDetails(d: {
  payoutMethod: PayoutDetailsRow["payout_method"];
  paypalEmail: string | null;
  postalName: string | null;
  postalCity: string | null;
  postalZip: string | null;
  postalCountry: string | null;
}): string {
  return maskDetails({
    payout_method: d.payoutMethod,
    paypal_email: d.paypalEmail,
    postal_name: d.postalName,
    postal_city: d.postalCity,
    postal_zip: d.postalZip,
    postal_country: d.postalCountry,
  }).masked;
}

export async function payoutDetails(holder: {
  kind: "issuer" | "organisation";
  id: string;
}): Promise<MaskedDetails | null> {
  const row = await payoutDetailsRow(holder);
  // An organisation has none until its contact enters them.
  return row?.payout_method ? maskDetails(row as PayoutDetailsRow) : null;
}

/**
 * "Send me a code to change them": an individual issuer, or the contact of
 * an approved organisation (who enters the organisation's details here).
 */
export async function requestDetailsCode(
  session: Session,
  now = new Date(),
): Promise<CodeRequestOutcome | "not-allowed"> {
  const { holder } = session;
  if (!(await mayHoldDetails(holder))) return "not-allowed";
  const hash = await emailKey(holder.email);
  if (!(await withinHourlyLimit(hash, now))) return "limited";
  const iso = now.toISOString();
  const id = crypto.randomUUID();
  const code = newOneTimeCode();
  const mail = detailsCodeEmail(
    await i18nFor(holderLocale(holder)),
    code,
    minutes,
  );
  await commit([
    insertSignInCodeStatement(
      {
        id,
        email_hash: hash,
        purpose: "details",
        subject_kind: holder.kind,
        subject_id: holder.id,
        code_hash: await codeHash(id, code),
        link_hash: null,
        session_hash: session.tokenHash,
        client: null,
        browser_hash: null,
        expires_at: new Date(now.getTime() + ACCOUNT_CODE_TTL_MS).toISOString(),
      },
      iso,
    ),
    enqueueAccountMailStatement({
      recipient: holder.email,
      subject: mail.subject,
      body: mail.body,
      kind: "details-code",
      codeRowId: id,
      now: iso,
    }),
  ]);
  return "sent";
}

/** An issuer, or the contact of an approved organisation request. */
async function mayHoldDetails(holder: {
  kind: "issuer" | "organisation";
  id: string;
}): Promise<boolean> {
  if (holder.kind === "issuer") return true;
  return (await organisationRequestStatus(holder.id)) === "approved";
}

export type DetailsChange =
  | { ok: true }
  | { ok: false; reason: "invalid-fields"; errors: Record<string, string> }
  | { ok: false; reason: "invalid" | "wrong" | "spent" | "not-allowed" };

/**
 * Saves new payout details: the fields must pass the issuer form's rules and
 * the code must be a live details code of this very session. The change, the
 * spent code and the audit row are one batch, each guarded by the code.
 */
export async function changePayoutDetails(
  session: Session,
  typedCode: string,
  fields: Record<string, unknown>,
  locale: Locale,
  now = new Date(),
): Promise<DetailsChange> {
  const { holder } = session;
  if (!(await mayHoldDetails(holder)))
    return { ok: false, reason: "not-allowed" };
  const parsed = payoutDetailsSchema.safeParse(fields);
  if (!parsed.success)
    return {
      ok: false,
      reason: "invalid-fields",
      errors: fieldErrors(parsed.error, await i18nFor(locale)),
    };
  const code = typedOneTimeCode(typedCode);
  if (!code) return { ok: false, reason: "invalid" };
  const found = await matchCode(
    await emailKey(holder.email),
    "details",
    code,
    now,
    { session_hash: session.tokenHash },
  );
  if (!found.ok) return found;
  const d = parsed.data;
  const iso = now.toISOString();
  const guard = usedNow(found.row.id, iso);
  const [used] = await commit([
    spendCodeStatement(found.row.id, iso),
    changePayoutDetailsStatement(holder, d, iso, guard),
    // Whoever else is signed in to this payee must sign in again.
    endOtherSessionsStatement(holder, session.tokenHash, iso, guard),
    // The details themselves stay out of the log: the method and the masked form say enough.
    payeeAuditStatement(
      `payee ${holder.kind}:${holder.id}`,
      "payout-details.change",
      `${holder.kind}:${holder.id}`,
      `${d.payoutMethod}: ${maskTypedDetails(d)}; effective from the next payout run`,
      iso,
      guard,
    ),
  ]);
  return used!.meta.changes === 1
    ? { ok: true }
    : { ok: false, reason: "spent" };
}
