import { env } from "cloudflare:workers";
import {
  codeByLink,
  codesRequestedSince,
  findHolder,
  holderOf,
  insertCodeStatement,
  insertSessionStatement,
  liveCodes,
  liveSession,
  endSession,
  spendTry,
  spendCodeStatement,
  usedNow,
  verifyHolderStatement,
  type CodeRow,
  type Holder,
  type Subject,
} from "#app/lib/db/account.server.ts";
import { dropNotMeTokensStatement } from "#app/lib/db/email-tokens.server.ts";
import { enqueueAccountMailStatement } from "#app/lib/db/outbox.server.ts";
import { isSuppressed } from "#app/lib/db/suppressions.server.ts";
import { signInEmail } from "#app/lib/email/account-emails.ts";
import {
  cleanTypedCode,
  codeHash,
  CODE_PATTERN,
  newOneTimeCode,
} from "#app/lib/account/one-time-code.ts";
import { i18nFor } from "#app/lib/i18n/instance.ts";
import { DEFAULT_LOCALE, toLocale } from "#app/lib/i18n/locales.ts";
import { accountSignInUrl } from "#app/lib/identity/links.ts";
import { suppressionHash } from "#app/lib/identity/suppression-key.ts";
import {
  hashToken,
  isTokenShaped,
  newToken,
} from "#app/lib/identity/tokens.ts";
import {
  ACCOUNT_CODE_MAX_TRIES,
  ACCOUNT_CODE_TTL_MS,
  ACCOUNT_CODE_WINDOW_MS,
  ACCOUNT_CODES_PER_HOUR,
  ACCOUNT_SESSION_MAX_AGE_S,
} from "#app/lib/policies.ts";

/**
 * Passwordless sign-in to the payee's page (docs/my-trust-code.md): an
 * 8-digit code and a link by e-mail, then a server-side session. Every answer
 * is the same whether or not the address holds a code.
 */
export const emailKey = (email: string) =>
  suppressionHash(email, env.SUPPRESSION_HMAC_KEY);

export type CodeRequestOutcome = "sent" | "limited";

/** The language the holder asked in: their e-mails are written in it. */
export const holderLocale = (holder: Holder) =>
  toLocale(holder.locale) ?? DEFAULT_LOCALE;

/**
 * The hourly limit, counted for every address typed (known or not), so a
 * refused request says nothing about whether the address holds a code.
 */
export async function withinHourlyLimit(
  hash: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - ACCOUNT_CODE_WINDOW_MS).toISOString();
  return (await codesRequestedSince(hash, since)) < ACCOUNT_CODES_PER_HOUR;
}

export const minutes = ACCOUNT_CODE_TTL_MS / 60_000;

/**
 * "Send me a code": a code row for every address; mail only to a holder
 * whose address is not suppressed.
 */
export async function requestSignInCode(
  email: string,
  host: string,
  now = new Date(),
): Promise<CodeRequestOutcome> {
  const hash = await emailKey(email);
  if (!(await withinHourlyLimit(hash, now))) return "limited";
  const iso = now.toISOString();
  const id = crypto.randomUUID();
  const expires = new Date(now.getTime() + ACCOUNT_CODE_TTL_MS).toISOString();
  const holder = await findHolder(email);
  const row = {
    id,
    email_hash: hash,
    purpose: "sign-in" as const,
    session_hash: null,
    expires_at: expires,
  };
  if (!holder || (await isSuppressed(holder.email))) {
    await insertCodeStatement(
      {
        ...row,
        subject_kind: null,
        subject_id: null,
        code_hash: null,
        link_hash: null,
      },
      iso,
    ).run();
    return "sent";
  }
  const code = newOneTimeCode();
  const token = newToken();
  const locale = holderLocale(holder);
  const mail = signInEmail(
    await i18nFor(locale),
    code,
    accountSignInUrl(host, locale, token),
    minutes,
  );
  await env.DB.batch([
    insertCodeStatement(
      {
        ...row,
        subject_kind: holder.kind,
        subject_id: holder.id,
        code_hash: await codeHash(id, code),
        link_hash: await hashToken(token),
      },
      iso,
    ),
    enqueueAccountMailStatement({
      recipient: holder.email,
      subject: mail.subject,
      body: mail.body,
      kind: "sign-in",
      codeRowId: id,
      now: iso,
    }),
  ]);
  return "sent";
}

export type SignIn =
  | { ok: true; token: string; subject: Subject }
  /** invalid: not 8 digits; wrong: tries left; spent: no code can be typed any more. */
  | { ok: false; reason: "invalid" | "wrong" | "spent" };

/**
 * Uses the code row: spends it, starts a session and verifies the holder (the
 * address is proven) in one batch, each guarded by the code being used by
 * this very batch; the holder's "I did not ask for this" links stop. Payout
 * details proposed before are confirmed on the page, never here.
 */
async function startSession(row: CodeRow, now: Date): Promise<SignIn> {
  if (!row.subject_kind || !row.subject_id)
    return { ok: false, reason: "spent" };
  const subject: Subject = { kind: row.subject_kind, id: row.subject_id };
  if (!(await holderOf(subject))) return { ok: false, reason: "spent" };
  const iso = now.toISOString();
  const token = newToken();
  const expires = new Date(
    now.getTime() + ACCOUNT_SESSION_MAX_AGE_S * 1000,
  ).toISOString();
  const [used] = await env.DB.batch([
    spendCodeStatement(row.id, iso),
    insertSessionStatement(
      await hashToken(token),
      subject,
      row.id,
      iso,
      expires,
    ),
    verifyHolderStatement(subject, row.id, iso),
    dropNotMeTokensStatement(subject.kind, subject.id, usedNow(row.id, iso)),
  ]);
  return used!.meta.changes === 1
    ? { ok: true, token, subject }
    : { ok: false, reason: "spent" };
}

/** Finds the live code of this address and purpose that `typed` is, or spends a try. */
export async function matchCode(
  hash: string,
  purpose: CodeRow["purpose"],
  typed: string,
  now: Date,
  sessionHash: string | null = null,
): Promise<
  { ok: true; row: CodeRow } | { ok: false; reason: "wrong" | "spent" }
> {
  const iso = now.toISOString();
  const rows = (await liveCodes(hash, purpose, iso)).filter(
    (r) => r.session_hash === sessionHash,
  );
  if (rows.length === 0) return { ok: false, reason: "spent" };
  for (const row of rows)
    if (row.code_hash && row.code_hash === (await codeHash(row.id, typed)))
      return { ok: true, row };
  await spendTry(hash, purpose, iso);
  const triesLeft = rows.some((r) => r.attempts + 1 < ACCOUNT_CODE_MAX_TRIES);
  return { ok: false, reason: triesLeft ? "wrong" : "spent" };
}

/** Signs in with the 8-digit code from the e-mail. */
export async function signInWithCode(
  email: string,
  typed: string,
  now = new Date(),
): Promise<SignIn> {
  const code = cleanTypedCode(typed);
  if (!CODE_PATTERN.test(code)) return { ok: false, reason: "invalid" };
  const found = await matchCode(await emailKey(email), "sign-in", code, now);
  return found.ok ? startSession(found.row, now) : found;
}

export type LinkState = "ok" | "unknown" | "expired" | "used";

async function linkRow(
  token: string | null | undefined,
  now: Date,
): Promise<{ state: LinkState; row?: CodeRow }> {
  if (!isTokenShaped(token)) return { state: "unknown" };
  const row = await codeByLink(await hashToken(token!));
  if (!row) return { state: "unknown" };
  if (row.used_at) return { state: "used", row };
  if (row.expires_at <= now.toISOString()) return { state: "expired", row };
  return { state: "ok", row };
}

/** What the link is worth now, without using it (the GET of the link page). */
export async function signInLinkState(
  token: string | null | undefined,
  now = new Date(),
): Promise<LinkState> {
  return (await linkRow(token, now)).state;
}

/** The POST of the link page's Continue button: signs in, once. */
export async function signInWithLink(
  token: string | null | undefined,
  now = new Date(),
): Promise<SignIn | { ok: false; reason: LinkState }> {
  const { state, row } = await linkRow(token, now);
  if (state !== "ok" || !row) return { ok: false, reason: state };
  return startSession(row, now);
}

export interface Session {
  tokenHash: string;
  holder: Holder;
}

/** The signed-in payee behind a cookie value, while the session lives and they still hold a code. */
export async function currentSession(
  cookieValue: string | undefined,
  now = new Date(),
): Promise<Session | null> {
  if (!isTokenShaped(cookieValue)) return null;
  const tokenHash = await hashToken(cookieValue!);
  const session = await liveSession(tokenHash, now.toISOString());
  if (!session) return null;
  const holder = await holderOf({
    kind: session.subject_kind,
    id: session.subject_id,
  });
  return holder ? { tokenHash, holder } : null;
}

/** "Sign out": the session ends on the server, whatever the browser keeps. */
export async function signOut(
  cookieValue: string | undefined,
  now = new Date(),
): Promise<void> {
  if (!isTokenShaped(cookieValue)) return;
  await endSession(await hashToken(cookieValue!), now.toISOString());
}
